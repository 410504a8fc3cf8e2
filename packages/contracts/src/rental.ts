import { parseApiDateTime, toApiDateTime } from './dates.ts';

export type RentalAvailability =
  | { unit: 'hours'; hours: number }
  | { unit: 'duration'; years: number; months: number; days: number };

const HOURS_PER_DAY = 24;
/** Calendar-free convention: a year is 365 days and a month 30 days, so the text never depends on a start date. */
const DAYS_PER_YEAR = 365;
const DAYS_PER_MONTH = 30;

/**
 * How long a VOD rental lasts, as the parts of its text (spec part 2 §9): whole hours under
 * 24 hours, otherwise years, months and days, with leftover hours dropped (25 h is 1 day).
 */
export function rentalAvailability(hours: number): RentalAvailability {
  const whole = Number.isFinite(hours) ? Math.max(0, Math.floor(hours)) : 0;
  if (whole < HOURS_PER_DAY) return { unit: 'hours', hours: whole };
  const totalDays = Math.floor(whole / HOURS_PER_DAY);
  const years = Math.floor(totalDays / DAYS_PER_YEAR);
  const remainingDays = totalDays % DAYS_PER_YEAR;
  return {
    unit: 'duration',
    years,
    months: Math.floor(remainingDays / DAYS_PER_MONTH),
    days: remainingDays % DAYS_PER_MONTH,
  };
}

/** The rental window runs vod_availability hours from the first watch. */
export function rentalEndsAt(firstWatchAt: Date, vodAvailabilityHours: number): string {
  return toApiDateTime(new Date(firstWatchAt.getTime() + vodAvailabilityHours * 3_600_000));
}

export type RentalState = 'not_started' | 'active' | 'expired';

/**
 * `eventEndsAt` is the consumer's rental end (null until the first watch). Subscribers are always
 * active and never expire; otherwise the rental is active while its end lies in the future.
 */
export function rentalState(
  eventEndsAt: string | null | undefined,
  now: Date,
  subscribed: boolean,
): RentalState {
  if (subscribed) return 'active';
  if (eventEndsAt == null) return 'not_started';
  return now < parseApiDateTime(eventEndsAt) ? 'active' : 'expired';
}
