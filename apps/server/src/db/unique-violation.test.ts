import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

const violation = () => Object.assign(new Error('duplicate key value'), { code: '23505' });

describe('isUniqueViolation', () => {
  it('finds the unique violation itself or wrapped as a cause', () => {
    expect(isUniqueViolation(violation())).toBe(true);
    expect(
      isUniqueViolation(new Error('query failed', { cause: new Error('wrapped', { cause: violation() }) })),
    ).toBe(true);
  });

  it('tells other failures apart', () => {
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new Error('query failed', { cause: new Error('timeout') }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
