import { describe, expect, it } from 'vitest';
import { watchScreener } from '../../test/watch-screener-fixture';
import { type EventManagerInput, type EventManagerState, eventManagerState } from './event-manager-state';

const live = watchScreener();
const rental = watchScreener({
  is_vod_event: 1,
  screening_starts_at: '2026-05-01 00:00:00',
  screening_ends_at: '2026-07-01 00:00:00',
  screening_tolerance: null,
  vod_availability: 48,
  first_watch_required: true,
  window_ends_at: null,
});
const rented = { ...rental, first_watch_required: false, window_ends_at: '2026-06-03 12:00:00' };
const subscribed = { ...rental, first_watch_required: false, is_subscribed: true };

const base: EventManagerInput = {
  load: { status: 'success', screener: live },
  startsAt: null,
  cookie: { status: 'ready' },
  autoFirstWatchDone: false,
  now: new Date('2026-06-01T19:00:00Z'),
  preview: false,
};
const at = (iso: string) => new Date(iso);
const refusal = (code: number | null, message = 'Refused') => ({ status: 'error' as const, code, message });

const cases: [string, Partial<EventManagerInput>, EventManagerState][] = [
  ['waits for the event', { load: { status: 'pending' } }, { state: 'INITIALIZING', step: 'loading' }],
  ['plays a live event in its window', {}, { state: 'ACTIVE', screener: live }],
  [
    'sets the stream cookie before playing',
    { cookie: { status: 'pending' } },
    { state: 'INITIALIZING', step: 'settingCookie' },
  ],
  [
    'counts down to a live event not started yet',
    { now: at('2026-06-01T17:00:00Z') },
    { state: 'INTERRUPTED', reason: 'countdown', startsAt: '2026-06-01 18:00:00' },
  ],
  [
    'skips the countdown in preview',
    { now: at('2026-06-01T17:00:00Z'), preview: true },
    { state: 'ACTIVE', screener: live },
  ],
  [
    'fetches the start time when the server says not started (425)',
    { load: refusal(425) },
    { state: 'INITIALIZING', step: 'loading' },
  ],
  [
    'counts down after a 425 until the start',
    { load: refusal(425), startsAt: '2026-06-01 20:00:00' },
    { state: 'INTERRUPTED', reason: 'countdown', startsAt: '2026-06-01 20:00:00' },
  ],
  [
    'asks again once the countdown is over',
    { load: refusal(425), startsAt: '2026-06-01 18:00:00' },
    { state: 'INITIALIZING', step: 'starting' },
  ],
  [
    'ends a live event past start plus tolerance and goes to the dashboard',
    { now: at('2026-06-01T20:00:00Z') },
    { state: 'ERROR', message: { kind: 'eventOver' }, goTo: 'dashboard' },
  ],
  [
    'never ends an event in preview',
    { now: at('2026-06-01T21:00:00Z'), preview: true },
    { state: 'ACTIVE', screener: live },
  ],
  [
    'offers the first watch of a rental',
    { load: { status: 'success', screener: rental } },
    { state: 'INTERRUPTED', reason: 'firstWatch', hours: 48 },
  ],
  [
    'plays a started rental',
    { load: { status: 'success', screener: rented } },
    { state: 'ACTIVE', screener: rented },
  ],
  [
    'expires a rental past its window and goes to the overview',
    { load: { status: 'success', screener: rented }, now: at('2026-06-03T12:00:00Z') },
    { state: 'ERROR', message: { kind: 'expired' }, goTo: 'overview' },
  ],
  [
    'marks the first watch of a subscriber by itself',
    { load: { status: 'success', screener: subscribed } },
    { state: 'INITIALIZING', step: 'markingFirstWatch' },
  ],
  [
    'plays for a subscriber once the first watch is marked',
    { load: { status: 'success', screener: subscribed }, autoFirstWatchDone: true },
    { state: 'ACTIVE', screener: subscribed },
  ],
  [
    'shows a stream cookie refusal and goes to the overview',
    { cookie: { status: 'error', message: 'not enrolled in event' } },
    { state: 'ERROR', message: { kind: 'server', text: 'not enrolled in event' }, goTo: 'overview' },
  ],
];

const refusals: [number | null, EventManagerState['state'], string | null][] = [
  [553, 'ERROR', 'overview'],
  [1030, 'ERROR', 'overview'],
  [557, 'ERROR', 'overview'],
  [410, 'ERROR', 'overview'],
  [4001, 'ERROR', 'dashboard'],
  [4002, 'ERROR', 'dashboard'],
  [555, 'ERROR', 'dashboard'],
  [404, 'ERROR', 'overview'],
  [500, 'ERROR', 'overview'],
  [null, 'ERROR', 'overview'],
  [556, 'ERROR', null],
  [419, 'ERROR', null],
];

describe('eventManagerState', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(eventManagerState({ ...base, ...input })).toEqual(expected);
  });

  it.each(refusals)('shows refusal %s with its message and leads to %s', (code, state, goTo) => {
    expect(eventManagerState({ ...base, load: refusal(code, `message ${code}`) })).toEqual({
      state,
      message: { kind: 'server', text: `message ${code}` },
      goTo,
    });
  });
});
