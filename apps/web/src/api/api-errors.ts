import type { ApiError } from '@screener/contracts/api';

/** The server answered with an error envelope; `code` is from the error catalogue. */
export class ApiRequestError extends Error {
  readonly code: number;
  readonly details: ApiError['details'];
  readonly status: number;

  constructor(error: ApiError, status: number) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.code = error.code;
    this.details = error.details;
    this.status = status;
  }
}

/** The answer was not the API's envelope (a proxy page, an HTML error, a cut-off body). */
export class UnknownApiResponseError extends Error {
  readonly status: number;

  constructor(status: number, options?: { cause?: unknown }) {
    super('Unknown API response', options);
    this.name = 'UnknownApiResponseError';
    this.status = status;
  }
}

export function isApiErrorCode(error: unknown, code: number): boolean {
  return error instanceof ApiRequestError && error.code === code;
}

/** Codes that mean the server no longer accepts this session: 419 (spec part 1 §7) and 556 (§8). */
const SESSION_ENDED_CODES: readonly number[] = [419, 556];

/** The server no longer accepts the session the request was signed with. */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiRequestError && SESSION_ENDED_CODES.includes(error.code);
}
