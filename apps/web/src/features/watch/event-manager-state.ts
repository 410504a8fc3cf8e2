import { parseApiDateTime } from '@screener/contracts/dates';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { IS_VOD } from '@screener/contracts/event';
import type { WatchScreener } from '@screener/contracts/watch';

/** What `getAndEnforce` answered so far; `message` is the text to show for a refusal. */
export type WatchMode = {
  /** Preview for the page's rules: no countdown, no end, a logout on leaving. */
  preview: boolean;
  /** Preview asked of the server, which grants it to a company administrator only. */
  serverPreview: boolean;
};

export type WatchLoad =
  | { status: 'pending' }
  | { status: 'error'; code: number | null; message: string }
  | { status: 'success'; screener: WatchScreener };

/** The stream cookie request (`GET /stream/setCookie/<auth>`), made once the event may play. */
export type CookieLoad = { status: 'pending' } | { status: 'ready' } | { status: 'error'; message: string };

export type EventManagerInput = {
  load: WatchLoad;
  /** screening_starts_at from the unenforced call, fetched once the event refused with 425. */
  startsAt: string | null;
  cookie: CookieLoad;
  /** Set once the automatic first watch of a subscriber was made, so it is made only once. */
  autoFirstWatchDone: boolean;
  now: Date;
  preview: boolean;
};

export type ErrorMessage = { kind: 'server'; text: string } | { kind: 'eventOver' } | { kind: 'expired' };
/** Where an error sends the viewer; null when the session watcher already leads elsewhere. */
export type Destination = 'overview' | 'dashboard' | null;

export type EventManagerState =
  | { state: 'INITIALIZING'; step: 'loading' | 'starting' | 'markingFirstWatch' | 'settingCookie' }
  | { state: 'INTERRUPTED'; reason: 'countdown'; startsAt: string }
  | { state: 'INTERRUPTED'; reason: 'firstWatch'; hours: number | null }
  | { state: 'ACTIVE'; screener: WatchScreener }
  | { state: 'ERROR'; message: ErrorMessage; goTo: Destination };

const code = (name: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[name].code;
/** Refusals that mean the event is over for this viewer: spec part 2 §4.1 sends them to the dashboard. */
const EVENT_OVER_CODES: readonly number[] = [
  code('EVENT_ALREADY_STARTED'),
  code('EVENT_ENDED'),
  code('EVENT_FINISHED'),
];
/** The session is gone: the session watcher shows why and leads home, the page adds nothing. */
const SESSION_ENDED_CODES: readonly number[] = [code('SESSION_ERROR'), code('SESSION_EXPIRED')];

function refused(load: Extract<WatchLoad, { status: 'error' }>, input: EventManagerInput): EventManagerState {
  if (load.code === code('EVENT_NOT_STARTED')) {
    if (input.startsAt === null) return { state: 'INITIALIZING', step: 'loading' };
    return input.now < parseApiDateTime(input.startsAt)
      ? { state: 'INTERRUPTED', reason: 'countdown', startsAt: input.startsAt }
      : { state: 'INITIALIZING', step: 'starting' };
  }
  const message: ErrorMessage = { kind: 'server', text: load.message };
  if (load.code !== null && SESSION_ENDED_CODES.includes(load.code))
    return { state: 'ERROR', message, goTo: null };
  if (load.code !== null && EVENT_OVER_CODES.includes(load.code))
    return { state: 'ERROR', message, goTo: 'dashboard' };
  // Every other failure (not enrolled, geo blocked, expired, not found, network) leads to the
  // event's overview, as spec part 2 §8 says of a screening load failure.
  return { state: 'ERROR', message, goTo: 'overview' };
}

/**
 * The event manager of the watch page (spec part 2 §4.1) as a function of what is known: the
 * enforced event or its refusal, the cookie, the time. Preview skips the countdown and the end.
 */
export function eventManagerState(input: EventManagerInput): EventManagerState {
  const { load, now, preview } = input;
  if (load.status === 'pending') return { state: 'INITIALIZING', step: 'loading' };
  if (load.status === 'error') return refused(load, input);

  const { screener } = load;
  const isVod = screener.is_vod_event === IS_VOD.on_demand;
  if (!preview && !isVod && now < parseApiDateTime(screener.screening_starts_at))
    return { state: 'INTERRUPTED', reason: 'countdown', startsAt: screener.screening_starts_at };
  // window_ends_at is start plus screening_tolerance for a live event, the rental end on demand.
  if (!preview && screener.window_ends_at !== null && now >= parseApiDateTime(screener.window_ends_at)) {
    return isVod
      ? { state: 'ERROR', message: { kind: 'expired' }, goTo: 'overview' }
      : { state: 'ERROR', message: { kind: 'eventOver' }, goTo: 'dashboard' };
  }
  if (isVod && screener.is_subscribed && screener.event_starts_at === null && !input.autoFirstWatchDone)
    return { state: 'INITIALIZING', step: 'markingFirstWatch' };
  if (isVod && screener.first_watch_required)
    return { state: 'INTERRUPTED', reason: 'firstWatch', hours: screener.vod_availability };

  if (input.cookie.status === 'pending') return { state: 'INITIALIZING', step: 'settingCookie' };
  if (input.cookie.status === 'error')
    return { state: 'ERROR', message: { kind: 'server', text: input.cookie.message }, goTo: 'overview' };
  return { state: 'ACTIVE', screener };
}
