import { ERROR_CATALOGUE, type ErrorName } from '@screener/contracts/errors';

type ErrorDetails = { fields?: Record<string, string[]>; retryAfterSeconds?: number };

/**
 * An error a service throws on purpose. It names a catalogue entry; the error handler turns it
 * into the envelope with the entry's status and the message in the viewer's language, unless a
 * more specific message is given.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly errorName: ErrorName;
  readonly details: ErrorDetails | undefined;
  readonly customMessage: string | undefined;

  constructor(errorName: ErrorName, options: { message?: string; details?: ErrorDetails } = {}) {
    super(options.message ?? ERROR_CATALOGUE[errorName].message.en);
    this.errorName = errorName;
    this.details = options.details;
    this.customMessage = options.message;
  }

  get code(): number {
    return ERROR_CATALOGUE[this.errorName].code;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.errorName].status;
  }
}
