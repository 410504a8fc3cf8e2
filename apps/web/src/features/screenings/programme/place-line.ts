import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';
import type { TFunction } from 'i18next';
import { isAtVenue } from './event-filter';

/** Where an event is seen: its venue, "Online", or both for a hybrid event. */
export function placeLine(screener: Screener, t: TFunction): string {
  if (!isAtVenue(screener)) return t('programme.online');
  const venue = screener.venue ?? '';
  return screener.event_type === EVENT_TYPES.virtual_and_physical
    ? t('programme.venueAndOnline', { venue })
    : venue;
}
