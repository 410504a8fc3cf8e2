import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-errors';
import { errorText } from '../../api/error-text';
import { notify } from '../../ui/notifications';
import { useClock } from '../../ui/use-clock';
import { dashboardPath } from '../account';
import { useMarkFirstWatch, useUnenforcedScreener, useWatchScreener } from './api';
import {
  type CookieLoad,
  type EventManagerState,
  eventManagerState,
  type WatchLoad,
  type WatchMode,
} from './event-manager-state';
import { useEarlyStream } from './use-early-stream';
import { useStreamCookieHeadStart, useStreamCookieRenewal } from './use-stream-cookie-renewal';

/** Asking again whether a counted-down event has started, when the server still says not yet. */
const START_RETRY_MS = 5000;

export type EventManager = {
  state: EventManagerState;
  /** The event's title once known, for the header. */
  title: string | null;
  isFullScreenMode: boolean;
  watchNow(): Promise<void>;
  markingFirstWatch: boolean;
};

/**
 * Runs the event manager of the watch page (spec part 2 §4.1): loads the event with enforcement
 * (and without it when refused as not started, for the countdown's start time), derives the state from it and the clock, and does what each state asks (fetch the start time,
 * ask again at the start, mark a subscriber's first watch, set the stream cookie, leave on error).
 */
export function useEventManager(screenerId: number, mode: WatchMode): EventManager {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useClock(1000);
  const query = useWatchScreener(screenerId, mode.serverPreview);
  const notStarted = query.error instanceof ApiRequestError && query.error.code === 425;
  const unenforced = useUnenforcedScreener(screenerId, notStarted);
  const markFirstWatch = useMarkFirstWatch(screenerId);
  const [autoFirstWatchDone, setAutoFirstWatchDone] = useState(false);

  const load: WatchLoad = query.data
    ? { status: 'success', screener: query.data }
    : query.error
      ? {
          status: 'error',
          code: query.error instanceof ApiRequestError ? query.error.code : null,
          message: errorText(query.error, t),
        }
      : { status: 'pending' };
  const input = {
    load,
    startsAt: unenforced.data?.screening_starts_at ?? null,
    autoFirstWatchDone,
    now,
    preview: mode.preview,
  };
  const beforeCookie = eventManagerState({ ...input, cookie: { status: 'pending' } });
  const headStart = useStreamCookieHeadStart(screenerId, mode.serverPreview);
  useEarlyStream(screenerId, mode, headStart);
  // The page sets the stream cookie (spec part 2 §2.3) once the event may play, and keeps it alive.
  const renewal = useStreamCookieRenewal(
    beforeCookie.state === 'INITIALIZING' && beforeCookie.step === 'settingCookie' ? screenerId : null,
    { preview: mode.serverPreview, headStart },
  );
  const cookie: CookieLoad =
    renewal.status === 'error'
      ? { status: 'error', message: errorText(renewal.error, t) }
      : { status: renewal.status };
  const state = eventManagerState({ ...input, cookie });
  const step = state.state === 'INITIALIZING' ? state.step : null;

  // At the end of a countdown the server is asked again; a server a little behind is asked again later.
  const { refetch } = query;
  useEffect(() => {
    if (step !== 'starting') return;
    let stopped = false;
    let timer = 0;
    const ask = (delay: number) => {
      timer = window.setTimeout(() => {
        void refetch().then(() => {
          if (!stopped) ask(START_RETRY_MS);
        });
      }, delay);
    };
    ask(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [step, refetch]);

  const { mutate: mark } = markFirstWatch;
  useEffect(() => {
    if (step !== 'markingFirstWatch') return;
    mark(undefined, { onSettled: () => setAutoFirstWatchDone(true) });
  }, [step, mark]);

  const errorMessage =
    state.state !== 'ERROR'
      ? null
      : state.message.kind === 'server'
        ? state.message.text
        : t(state.message.kind === 'expired' ? 'watch.expired' : 'watch.eventOver');
  const goTo = state.state === 'ERROR' ? state.goTo : null;
  const left = useRef(false);
  useEffect(() => {
    if (errorMessage === null || left.current) return;
    left.current = true;
    if (goTo === null) return;
    notify(errorMessage, 'error');
    void navigate(
      goTo === 'dashboard' ? dashboardPath() : routePath('screeners.overview', { screener_id: screenerId }),
      { replace: true },
    );
  }, [errorMessage, goTo, navigate, screenerId]);

  const screener = query.data ?? unenforced.data ?? null;
  return {
    state,
    title: screener?.title ?? null,
    isFullScreenMode: screener?.event_configuration.is_full_screen_mode ?? false,
    markingFirstWatch: markFirstWatch.isPending,
    watchNow: async () => {
      try {
        await markFirstWatch.mutateAsync();
      } catch (failure) {
        notify(errorText(failure, t), 'error');
      }
    },
  };
}
