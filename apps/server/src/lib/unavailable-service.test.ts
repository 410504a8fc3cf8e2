import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './unavailable-service.ts';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isServiceUnavailable', () => {
  it('knows a database that stops, restarts or drops its connection, behind a query error', () => {
    expect(isServiceUnavailable(withCode('57P01'))).toBe(true);
    expect(isServiceUnavailable(withCode('57P03'))).toBe(true);
    expect(isServiceUnavailable(withCode('08006'))).toBe(true);
    expect(isServiceUnavailable(new Error('Failed query', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('knows Redis that does not answer', () => {
    const redis = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(isServiceUnavailable(redis)).toBe(true);
  });

  it('leaves other failures to be faults', () => {
    expect(isServiceUnavailable(new Error('boom'))).toBe(false);
    expect(isServiceUnavailable(withCode('23505'))).toBe(false);
    expect(isServiceUnavailable(withCode('22P02'))).toBe(false);
    expect(isServiceUnavailable(null)).toBe(false);
  });
});
