import { parseApiDateTime } from '@screener/contracts/dates';
import type { Screener } from '@screener/contracts/screener';

/** One day of the festival in the company's time zone: `YYYY-MM-DD` and its events in time order. */
export type ProgrammeDay = { day: string; screeners: Screener[] };

/** A time zone the browser knows, else UTC, so a mistyped company setting never breaks the page. */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day, `YYYY-MM-DD`, on which `date` falls in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: knownTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * The programme by day: each scheduled event on the day it starts in the company's time zone, an
 * event already running on today's tab (what is on now belongs to today), days and events in time
 * order. On-demand events have no time slot and stay out.
 */
export function programmeDays(screeners: Screener[], timeZone: string, now: Date): ProgrammeDay[] {
  const today = dayIn(now, timeZone);
  const byDay = new Map<string, Screener[]>();
  const sorted = screeners
    .filter((screener) => !screener.is_vod_event)
    .sort((a, b) => a.screening_starts_at.localeCompare(b.screening_starts_at) || a.id - b.id);
  for (const screener of sorted) {
    const startDay = dayIn(parseApiDateTime(screener.screening_starts_at), timeZone);
    const day = startDay.localeCompare(today) < 0 ? today : startDay;
    byDay.set(day, [...(byDay.get(day) ?? []), screener]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, dayScreeners]) => ({ day, screeners: dayScreeners }));
}
