import { describe, expect, it } from 'vitest';
import { rentalAvailability, rentalEndsAt, rentalState } from './rental.ts';

describe('rentalAvailability', () => {
  it('shows hours under 24 hours', () => {
    expect(rentalAvailability(23)).toEqual({ unit: 'hours', hours: 23 });
    expect(rentalAvailability(0)).toEqual({ unit: 'hours', hours: 0 });
  });

  it('switches to a duration at 24 hours', () => {
    expect(rentalAvailability(24)).toEqual({ unit: 'duration', years: 0, months: 0, days: 1 });
    expect(rentalAvailability(47)).toEqual({ unit: 'duration', years: 0, months: 0, days: 1 });
    expect(rentalAvailability(72)).toEqual({ unit: 'duration', years: 0, months: 0, days: 3 });
  });

  it('breaks 400 days into 1 year, 1 month, 5 days (365-day year, 30-day month)', () => {
    expect(rentalAvailability(400 * 24)).toEqual({ unit: 'duration', years: 1, months: 1, days: 5 });
  });

  it('counts whole months and years', () => {
    expect(rentalAvailability(30 * 24)).toEqual({ unit: 'duration', years: 0, months: 1, days: 0 });
    expect(rentalAvailability(365 * 24)).toEqual({ unit: 'duration', years: 1, months: 0, days: 0 });
    expect(rentalAvailability(364 * 24)).toEqual({ unit: 'duration', years: 0, months: 12, days: 4 });
  });

  it('reads bad input as 0 hours', () => {
    expect(rentalAvailability(-5)).toEqual({ unit: 'hours', hours: 0 });
    expect(rentalAvailability(Number.NaN)).toEqual({ unit: 'hours', hours: 0 });
  });
});

describe('rentalEndsAt', () => {
  it('adds the availability hours to the first watch', () => {
    expect(rentalEndsAt(new Date(Date.UTC(2024, 5, 18, 20, 0, 0)), 48)).toBe('2024-06-20 20:00:00');
  });
});

describe('rentalState', () => {
  const now = new Date(Date.UTC(2024, 5, 18, 12, 0, 0));

  it('has not started before the first watch', () => {
    expect(rentalState(null, now, false)).toBe('not_started');
    expect(rentalState(undefined, now, false)).toBe('not_started');
  });

  it('is active while the end lies ahead, expired from the end on', () => {
    expect(rentalState('2024-06-18 12:00:01', now, false)).toBe('active');
    expect(rentalState('2024-06-18 12:00:00', now, false)).toBe('expired');
    expect(rentalState('2024-06-01 00:00:00', now, false)).toBe('expired');
  });

  it('keeps subscribers active', () => {
    expect(rentalState('2024-06-01 00:00:00', now, true)).toBe('active');
    expect(rentalState(null, now, true)).toBe('active');
  });
});
