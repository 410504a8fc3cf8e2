import { describe, expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from './zoned-time';

describe('zoned date-and-time fields', () => {
  it('reads a wall-clock time in the company’s zone as UTC, and shows it back', () => {
    expect(fromZonedInput('2026-07-01T20:00', 'Asia/Jerusalem')).toBe('2026-07-01 17:00:00');
    expect(fromZonedInput('2026-01-15T20:00', 'Europe/Rome')).toBe('2026-01-15 19:00:00');
    expect(toZonedInput('2026-07-01 17:00:00', 'Asia/Jerusalem')).toBe('2026-07-01T20:00');
    expect(fromZonedInput('2026-03-29T12:00', 'UTC')).toBe('2026-03-29 12:00:00');
  });

  it('keeps the right side of a daylight-saving change, and refuses what is not a time', () => {
    expect(fromZonedInput('2026-03-29T03:30', 'Europe/Rome')).toBe('2026-03-29 01:30:00');
    expect(fromZonedInput('2026-10-25T12:00', 'Europe/Rome')).toBe('2026-10-25 11:00:00');
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(toZonedInput(null, 'UTC')).toBe('');
  });
});
