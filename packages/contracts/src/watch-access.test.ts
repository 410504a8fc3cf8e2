import { describe, expect, it } from 'vitest';
import type { ErrorName } from './errors.ts';
import { decideWatchAccess, rentalWindow, type WatchAccessInput } from './watch-access.ts';

const at = (time: string) => new Date(`2026-06-01T${time}:00Z`);

function input(overrides: {
  now?: Date;
  caller?: WatchAccessInput['caller'];
  event?: Partial<WatchAccessInput['event']>;
  viewer?: Partial<WatchAccessInput['viewer']>;
  preview?: boolean;
}): WatchAccessInput {
  return {
    caller: overrides.caller ?? 'screening',
    now: overrides.now ?? at('12:30'),
    event: {
      startsAt: at('12:00'),
      endsAt: at('16:00'),
      screeningTolerance: null,
      isVod: false,
      geoBlocked: false,
      ...overrides.event,
    },
    viewer: { enrolledAt: at('09:00'), rentalEndsAt: null, subscribed: false, ...overrides.viewer },
    preview: overrides.preview ?? false,
  };
}

const refusal = (value: WatchAccessInput): ErrorName | 'ok' => {
  const access = decideWatchAccess(value);
  return access.ok ? 'ok' : access.error;
};

describe('decideWatchAccess', () => {
  const vod = { isVod: true, endsAt: at('23:00') };
  it.each<[string, WatchAccessInput, ErrorName | 'ok']>([
    ['enrolled, live, during the event', input({}), 'ok'],
    ['geo blocked: 557', input({ event: { geoBlocked: true } }), 'GEO_BLOCKED'],
    ['geo blocked in preview', input({ event: { geoBlocked: true }, preview: true }), 'ok'],
    ['not enrolled, screening call: 553', input({ viewer: { enrolledAt: null } }), 'NOT_ENROLLED'],
    [
      'not enrolled, stream: 1030',
      input({ caller: 'stream', viewer: { enrolledAt: null } }),
      'NOT_ENROLLED_IN_EVENT',
    ],
    ['not enrolled in preview', input({ viewer: { enrolledAt: null }, preview: true }), 'NOT_ENROLLED'],
    ['before the start: 425', input({ now: at('11:59') }), 'EVENT_NOT_STARTED'],
    ['before the start in preview', input({ now: at('11:59'), preview: true }), 'ok'],
    ['after the end: 555', input({ now: at('16:00') }), 'EVENT_FINISHED'],
    ['after the end in preview', input({ now: at('16:30'), preview: true }), 'ok'],
    ['within the tolerance', input({ now: at('12:30'), event: { screeningTolerance: 30 } }), 'ok'],
    [
      'past start plus tolerance, enrolled in time: 4002',
      input({ now: at('12:31'), event: { screeningTolerance: 30 } }),
      'EVENT_ENDED',
    ],
    [
      'past start plus tolerance, enrolled after it: 4001',
      input({ now: at('12:45'), event: { screeningTolerance: 30 }, viewer: { enrolledAt: at('12:40') } }),
      'EVENT_ALREADY_STARTED',
    ],
    [
      'past the tolerance in preview',
      input({ now: at('13:00'), event: { screeningTolerance: 30 }, preview: true }),
      'ok',
    ],
    ['VOD before its availability: 425', input({ now: at('11:00'), event: vod }), 'EVENT_NOT_STARTED'],
    ['VOD rental active', input({ event: vod, viewer: { rentalEndsAt: at('13:00') } }), 'ok'],
    [
      'VOD rental expired: 410',
      input({ event: vod, viewer: { rentalEndsAt: at('12:30') } }),
      'EVENT_EXPIRED',
    ],
    [
      'VOD rental expired, subscriber',
      input({ event: vod, viewer: { rentalEndsAt: at('12:00'), subscribed: true } }),
      'ok',
    ],
    ['VOD not rented after its availability: 555', input({ now: at('23:30'), event: vod }), 'EVENT_FINISHED'],
    [
      'VOD not rented, stream before the first watch: 425',
      input({ caller: 'stream', event: vod }),
      'EVENT_NOT_STARTED',
    ],
    [
      'VOD not rented, subscriber stream',
      input({ caller: 'stream', event: vod, viewer: { subscribed: true } }),
      'ok',
    ],
    [
      'VOD rental past the event end still runs',
      input({ now: at('23:30'), event: vod, viewer: { rentalEndsAt: at('23:45') } }),
      'ok',
    ],
  ])('%s', (_title, value, expected) => {
    expect(refusal(value)).toBe(expected);
  });

  it('asks for a first watch on an on-demand event not rented yet', () => {
    expect(decideWatchAccess(input({ event: vod }))).toEqual({
      ok: true,
      windowEndsAt: null,
      firstWatchRequired: true,
    });
  });

  it('bounds the window by the tolerance, the event end and the rental end', () => {
    expect(decideWatchAccess(input({ event: { screeningTolerance: 30 } }))).toMatchObject({
      windowEndsAt: at('12:30'),
    });
    expect(decideWatchAccess(input({ event: { screeningTolerance: 600 } }))).toMatchObject({
      windowEndsAt: at('16:00'),
    });
    expect(decideWatchAccess(input({}))).toMatchObject({ windowEndsAt: at('16:00') });
    expect(decideWatchAccess(input({ event: vod, viewer: { rentalEndsAt: at('13:00') } }))).toMatchObject({
      windowEndsAt: at('13:00'),
      firstWatchRequired: false,
    });
  });
});

describe('rentalWindow', () => {
  it('runs vod_availability hours from the first watch', () => {
    expect(rentalWindow(at('12:00'), 48)).toEqual({
      startsAt: at('12:00'),
      endsAt: new Date('2026-06-03T12:00:00Z'),
    });
  });
});
