import { parseApiDateTime } from '@screener/contracts/dates';
import { EVENT_TYPES, isArchived, isRegistrationClosed } from '@screener/contracts/event';
import { type RentalState, rentalState } from '@screener/contracts/rental';
import type { Screener } from '@screener/contracts/screener';
import { type SeatsStatus, seatsStatus } from '@screener/contracts/seats';

/** What a card and the overview show about an event for this viewer at `now`. */
export type ScreenerState = {
  /** The viewer is enrolled (the green reserved overlay and chip). */
  reserved: boolean;
  /** Bought (a ticket or a pass) but not yet enrolled. */
  purchasedOnly: boolean;
  /** On-demand rental: active or expired once watched; null for standard events and unwatched rentals. */
  rental: Extract<RentalState, 'active' | 'expired'> | null;
  archived: boolean;
  /** A standard event running now: the Live marker. */
  live: boolean;
  /**
   * The seats line, or null where it says nothing: on-demand events, and online-only events with
   * room to spare ("seats" of an online event matter only when they run short).
   */
  seats: SeatsStatus | null;
  /** Shown for event types above virtual. */
  showEventType: boolean;
};

/**
 * `subscribed`: the viewer's subscription opens this event. A subscriber counts as active and never
 * expired on the on-demand films it opens (spec part 1 §2, part 2 §4.2), so such a card shows no
 * reserved overlay (not shown for on-demand when a subscription is active) and no rental chip:
 * the subscriber has no rental window of their own.
 */
export function screenerState(screener: Screener, now: Date, subscribed = false): ScreenerState {
  const bySubscription = subscribed && Boolean(screener.is_vod_event);
  const rental =
    screener.is_vod_event && !bySubscription ? rentalState(screener.event_ends_at, now, false) : null;
  const seats = seatsStatus({
    capacity: screener.limitation,
    occupied: screener.num_of_enrollments,
    registrationClosed: isRegistrationClosed(screener, now),
  });
  const onlineOnly = screener.event_type === EVENT_TYPES.virtual;
  return {
    reserved: screener.is_enrolled && !bySubscription,
    purchasedOnly: screener.is_purchased && !screener.is_enrolled,
    rental: rental === 'active' || rental === 'expired' ? rental : null,
    archived: isArchived(screener, now),
    live:
      !screener.is_vod_event &&
      now >= parseApiDateTime(screener.screening_starts_at) &&
      now < parseApiDateTime(screener.screening_ends_at),
    seats: screener.is_vod_event || (onlineOnly && seats.kind === 'available') ? null : seats,
    showEventType: screener.event_type > EVENT_TYPES.virtual,
  };
}

/** `18 Jun 2024, 19:30` style, in the viewer's locale and the given time zone (the browser's by default). */
export function formatEventTime(value: string, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale, options).format(parseApiDateTime(value));
  } catch {
    // An unknown company time zone: show UTC rather than nothing.
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(parseApiDateTime(value));
  }
}
