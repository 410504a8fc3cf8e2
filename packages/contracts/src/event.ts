import { z } from 'zod';
import { parseApiDateTime } from './dates.ts';

export const EVENT_TYPES = {
  virtual: 10,
  physical: 20,
  virtual_and_physical: 50,
  subscription: 60,
} as const;
export const ZEventType = z.literal([
  EVENT_TYPES.virtual,
  EVENT_TYPES.physical,
  EVENT_TYPES.virtual_and_physical,
  EVENT_TYPES.subscription,
]);
export type EventType = z.infer<typeof ZEventType>;

/** Events with a venue part open the seat chart (spec part 2 §4.5). */
export function hasPhysicalPart(type: EventType): boolean {
  return type === EVENT_TYPES.physical || type === EVENT_TYPES.virtual_and_physical;
}

/** `is_vod_event` travels as 1 (on demand) or 0 (standard screening). */
export const IS_VOD = { standard: 0, on_demand: 1 } as const;
export const ZIsVod = z.literal([IS_VOD.standard, IS_VOD.on_demand]);
export type IsVod = z.infer<typeof ZIsVod>;

export const ENROLLMENT_MODES = ['event', 'pass', 'subscription'] as const;
export const ZEnrollmentMode = z.enum(ENROLLMENT_MODES);
export type EnrollmentMode = z.infer<typeof ZEnrollmentMode>;

/** How a session came from an access link: 10 logged in with the link, 20 preview mode. */
export const ACCESS_LINK_TYPES = { link: 10, preview: 20 } as const;
export const ZAccessLinkType = z.literal([ACCESS_LINK_TYPES.link, ACCESS_LINK_TYPES.preview]);
export type AccessLinkType = z.infer<typeof ZAccessLinkType>;

/** The only session mode a viewer has; logged in means this mode plus a key and a secret. */
export const SESSION_MODE_CONSUMER = 'consumer';

/*
 * Timing rules (spec part 1 §4, part 2 §4.1). Each takes `now` so the server's clock (faked in
 * tests) and the browser's clock give the same answers. "Passed" means strictly after; a missing
 * time means the moment never comes.
 */

function hasPassed(time: string | null | undefined, now: Date): boolean {
  return time != null && now.getTime() > parseApiDateTime(time).getTime();
}

export function isRegistrationClosed(event: { registration_ends_at: string | null }, now: Date): boolean {
  return hasPassed(event.registration_ends_at, now);
}

export function isEventOver(event: { screening_ends_at: string | null }, now: Date): boolean {
  return hasPassed(event.screening_ends_at, now);
}

export function hasScreeningStarted(event: { screening_starts_at: string | null }, now: Date): boolean {
  return event.screening_starts_at != null && now >= parseApiDateTime(event.screening_starts_at);
}

/** Archived: a standard (non-VOD) event whose registration has closed. VOD events never archive. */
export function isArchived(
  event: { is_vod_event: number | boolean; registration_ends_at: string | null },
  now: Date,
): boolean {
  return !event.is_vod_event && isRegistrationClosed(event, now);
}

/**
 * A watched event is over once now is past start + screening_tolerance minutes. A null tolerance
 * sets no limit. Preview mode skips this rule; the caller decides that.
 */
export function isEndedForWatching(
  event: { screening_starts_at: string; screening_tolerance: number | null },
  now: Date,
): boolean {
  if (event.screening_tolerance == null) return false;
  const endsAt = parseApiDateTime(event.screening_starts_at).getTime() + event.screening_tolerance * 60_000;
  return now.getTime() > endsAt;
}
