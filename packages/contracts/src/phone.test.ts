import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['GB', '+44 7911 123456', '07911 123456'],
    ['IL', '+972 50 123 4567', '050-123-4567'],
    ['IT', '+39 312 345 6789', '312 345 6789'],
    ['ES', '+34 612 34 56 78', '612 34 56 78'],
    ['US', '+1 (201) 555-0123', '(201) 555-0123'],
  ] as const)(
    'takes a %s number, international or national for its country',
    (country, international, national) => {
      expect(isValidPhone(international)).toBe(true);
      expect(isValidPhone(national, country)).toBe(true);
    },
  );

  it.each([
    ['GB', '+44 7911 12', '07911 1234567890'],
    ['IL', '+972 50 123', '050-1'],
    ['IT', '+39 3', '312 345 6789 0123'],
    ['ES', '+34 612 34 56', '612 34 56 78 90'],
    ['US', '+1 201 555 012', '201 555 01234'],
  ] as const)(
    'refuses a %s number of a length its country does not use',
    (country, international, national) => {
      expect(isValidPhone(international)).toBe(false);
      expect(isValidPhone(national, country)).toBe(false);
    },
  );

  it('refuses a country code that does not exist', () => {
    expect(isValidPhone('+0123456789')).toBe(false);
    expect(isValidPhone('+999 123 456 789')).toBe(false);
  });

  it('checks only the length of a national number without a country', () => {
    expect(isValidPhone('(020) 7946 0018')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
  });
});
