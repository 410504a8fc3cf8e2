import { describe, expect, it } from 'vitest';
import { countdownTo, hoursLeft } from './countdown';

const now = new Date('2026-05-01T10:00:00Z');

describe('countdownTo', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(countdownTo('2026-05-03 12:34:56', now)).toEqual({ days: 2, hours: 2, minutes: 34, seconds: 56 });
  });
  it('is null once the moment has come, and without a moment', () => {
    expect(countdownTo('2026-05-01 10:00:00', now)).toBeNull();
    expect(countdownTo('2026-04-30 10:00:00', now)).toBeNull();
    expect(countdownTo(null, now)).toBeNull();
  });
});

describe('hoursLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(hoursLeft('2026-05-01 10:20:00', now)).toBe(1);
    expect(hoursLeft('2026-05-03 10:00:00', now)).toBe(48);
    expect(hoursLeft('2026-05-01 09:00:00', now)).toBe(0);
  });
});
