import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';

/** How an event is seen: online at its time, at the venue, or on demand; `all` lets every event through. */
export const EVENT_FORMATS = ['all', 'online', 'venue', 'vod'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export type EventFilter = { format: EventFormat; venue: string | null };
export const NO_FILTER: EventFilter = { format: 'all', venue: null };

const ONLINE_TYPES: readonly number[] = [
  EVENT_TYPES.virtual,
  EVENT_TYPES.virtual_and_physical,
  EVENT_TYPES.subscription,
];
const VENUE_TYPES: readonly number[] = [EVENT_TYPES.physical, EVENT_TYPES.virtual_and_physical];

/** Whether the event has a seat at a venue (its venue line names where). */
export function isAtVenue(screener: Screener): boolean {
  return VENUE_TYPES.includes(screener.event_type) && screener.venue !== null;
}

function hasFormat(screener: Screener, format: EventFormat): boolean {
  switch (format) {
    case 'all':
      return true;
    case 'online':
      return !screener.is_vod_event && ONLINE_TYPES.includes(screener.event_type);
    case 'venue':
      return isAtVenue(screener);
    case 'vod':
      return screener.is_vod_event === 1;
  }
}

/** The events the filter lets through; a hybrid event is both online and at the venue. */
export function filterEvents(screeners: Screener[], filter: EventFilter): Screener[] {
  return screeners.filter(
    (screener) =>
      hasFormat(screener, filter.format) && (filter.venue === null || screener.venue === filter.venue),
  );
}

/** The venues of these events, each once, in the order they first appear. */
export function venuesOf(screeners: Screener[]): string[] {
  return [...new Set(screeners.filter(isAtVenue).map((screener) => screener.venue ?? ''))];
}
