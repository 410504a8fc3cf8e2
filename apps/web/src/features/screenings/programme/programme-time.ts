import { parseApiDateTime } from '@screener/contracts/dates';
import { knownTimeZone } from './programme-days';

/** `19:30` in the viewer's locale, at the company's time zone. */
export function formatClock(value: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: knownTimeZone(timeZone),
  }).format(parseApiDateTime(value));
}

/** A programme day (`YYYY-MM-DD`) as its tab says it: `Wed 26 Nov` in the viewer's locale. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  // Noon UTC of that date, read back in UTC: the calendar date itself, in any zone.
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12)));
}

/** `Wed 26 Nov, 19:30 – 21:30` (the end's date too when it ends on another day), at the company's zone. */
export function formatTimeRange(starts: string, ends: string, locale: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: knownTimeZone(timeZone),
  });
  return format.formatRange(parseApiDateTime(starts), parseApiDateTime(ends));
}
