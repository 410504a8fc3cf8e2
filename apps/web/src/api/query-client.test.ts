import { describe, expect, it } from 'vitest';
import { ApiRequestError, UnknownApiResponseError } from './api-errors';
import { shouldRetry } from './query-client';

const apiError = (code: number, status: number) => new ApiRequestError({ code, message: 'x' }, status);

describe('shouldRetry', () => {
  it('retries server and network failures up to twice', () => {
    expect(shouldRetry(0, apiError(500, 500))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new UnknownApiResponseError(502))).toBe(true);
    expect(shouldRetry(2, apiError(500, 500))).toBe(false);
  });

  it('does not retry refusals: the envelope with HTTP 200, or a status the server keeps', () => {
    expect(shouldRetry(0, apiError(404, 200))).toBe(false);
    expect(shouldRetry(0, apiError(552, 200))).toBe(false);
    expect(shouldRetry(0, apiError(556, 200))).toBe(false);
    expect(shouldRetry(0, apiError(404, 404))).toBe(false);
    expect(shouldRetry(0, apiError(400, 400))).toBe(false);
  });
});
