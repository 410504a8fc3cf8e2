import { parseApiDateTime } from './dates.ts';
import type { Screener } from './screener.ts';

/**
 * The event the home's hero shows: the one running now that started last (the freshest thing on),
 * else the next to start. On-demand events have no moment of their own and are never the headline.
 */
export function headlineEvent(screeners: Screener[], now: Date): Screener | null {
  const scheduled = screeners.filter((screener) => !screener.is_vod_event);
  const running = scheduled.filter(
    (screener) =>
      parseApiDateTime(screener.screening_starts_at) <= now &&
      now < parseApiDateTime(screener.screening_ends_at),
  );
  if (running.length > 0) {
    return running.reduce((latest, screener) =>
      screener.screening_starts_at > latest.screening_starts_at ? screener : latest,
    );
  }
  const next = scheduled
    .filter((screener) => parseApiDateTime(screener.screening_starts_at) > now)
    .sort((a, b) => a.screening_starts_at.localeCompare(b.screening_starts_at));
  return next[0] ?? null;
}
