import type { ErrorName } from './errors.ts';

/**
 * Who answers "not enrolled" with which code (spec part 2 §8 lists both):
 * - `screening`: the screening calls (`getAndEnforce`, `markFirstWatch`) answer 553 NOT_ENROLLED,
 *   the message the watch page shows before sending the viewer to the overview;
 * - `stream`: stream delivery (`stream/setCookie`, `/media`, `getExternalSrcUrl`, the realtime join
 *   of `screener:<id>`) answers 1030 NOT_ENROLLED_IN_EVENT, a network error the player reports.
 */
export const WATCH_CALLERS = ['screening', 'stream'] as const;
export type WatchCaller = (typeof WATCH_CALLERS)[number];

export type WatchAccessInput = {
  caller: WatchCaller;
  now: Date;
  event: {
    startsAt: Date;
    endsAt: Date;
    /** Minutes after the start during which a live event may be watched; null: until it ends. */
    screeningTolerance: number | null;
    isVod: boolean;
    geoBlocked: boolean;
  };
  viewer: {
    /** Null: not enrolled. */
    enrolledAt: Date | null;
    /** The rental window of an on-demand event, set by the first watch; null before it. */
    rentalEndsAt: Date | null;
    subscribed: boolean;
  };
  /** A company administrator's preview: skips the countdown, the end of the event and the geo block. */
  preview: boolean;
};

export type WatchAccess =
  | {
      ok: true;
      /** Watching may go on until then (null: no limit); the stream cookie never outlives it. */
      windowEndsAt: Date | null;
      /** An on-demand rental not started yet: the viewer is offered Watch now (markFirstWatch) first. */
      firstWatchRequired: boolean;
    }
  | { ok: false; error: ErrorName };

const MINUTE = 60_000;

const refuse = (error: ErrorName): WatchAccess => ({ ok: false, error });

/**
 * Whether a viewer may watch an event now (spec part 2 §4.1, §4.2, §6, §8). In order:
 * 1. geo blocked: 557 (preview bypasses: §2.2, §6);
 * 2. not enrolled: 553 for the screening calls, 1030 for stream delivery;
 * 3. before screening_starts_at: 425 (preview skips the countdown, §4.1);
 * 4. on-demand events: a subscriber is never expired and needs no first watch (§6); a started
 *    rental is open until its end, then 410; a rental not started yet needs the first watch, and
 *    once the event's availability (screening_ends_at) is over it can no longer start: 555.
 *    Stream delivery needs the rental started: before the first watch it answers 425;
 * 5. live events (not in preview): after screening_ends_at the event is finished for everyone,
 *    555; after start plus screening_tolerance minutes a watched event is over (§4.1): the viewer
 *    who enrolled before that moment gets 4002 (the event ended), one who enrolled only after it
 *    gets 4001 (the event had already started: joining late is refused).
 */
export function decideWatchAccess(input: WatchAccessInput): WatchAccess {
  const { event, viewer, now, preview } = input;
  if (event.geoBlocked && !preview) return refuse('GEO_BLOCKED');
  if (viewer.enrolledAt === null)
    return refuse(input.caller === 'screening' ? 'NOT_ENROLLED' : 'NOT_ENROLLED_IN_EVENT');
  if (now < event.startsAt && !preview) return refuse('EVENT_NOT_STARTED');

  if (event.isVod) {
    if (viewer.subscribed) return { ok: true, windowEndsAt: null, firstWatchRequired: false };
    if (viewer.rentalEndsAt !== null) {
      return now < viewer.rentalEndsAt
        ? { ok: true, windowEndsAt: viewer.rentalEndsAt, firstWatchRequired: false }
        : refuse('EVENT_EXPIRED');
    }
    if (now >= event.endsAt && !preview) return refuse('EVENT_FINISHED');
    if (input.caller === 'stream') return refuse('EVENT_NOT_STARTED');
    return { ok: true, windowEndsAt: null, firstWatchRequired: true };
  }

  if (preview) return { ok: true, windowEndsAt: null, firstWatchRequired: false };
  if (now >= event.endsAt) return refuse('EVENT_FINISHED');
  if (event.screeningTolerance !== null) {
    const joinClosesAt = new Date(event.startsAt.getTime() + event.screeningTolerance * MINUTE);
    if (now > joinClosesAt)
      return refuse(viewer.enrolledAt > joinClosesAt ? 'EVENT_ALREADY_STARTED' : 'EVENT_ENDED');
    return {
      ok: true,
      windowEndsAt: joinClosesAt < event.endsAt ? joinClosesAt : event.endsAt,
      firstWatchRequired: false,
    };
  }
  return { ok: true, windowEndsAt: event.endsAt, firstWatchRequired: false };
}

/** The rental window a first watch opens: vod_availability hours from now (spec part 2 §4.2). */
export function rentalWindow(now: Date, vodAvailabilityHours: number): { startsAt: Date; endsAt: Date } {
  return { startsAt: now, endsAt: new Date(now.getTime() + vodAvailabilityHours * 60 * MINUTE) };
}
