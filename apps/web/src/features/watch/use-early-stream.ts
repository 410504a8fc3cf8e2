import { IS_VOD } from '@screener/contracts/event';
import { type PlayerState, resolveStage, type WatchScreener } from '@screener/contracts/watch';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../api/session-store';
import { useWatchScreenerKey } from './api';
import type { WatchMode } from './event-manager-state';
import { eventManagerState } from './event-manager-state';
import { playerStateKeys } from './movie/api';
import { dropEarlyStream, startEarlyStream } from './movie/early-stream';
import { firstSource } from './movie/player-rules';
import type { StreamCookieHeadStart } from './use-stream-cookie-renewal';

/**
 * Starts the film's stream as soon as the event, the saved state and the cookie asked ahead have
 * arrived, when the page will go straight to playing it: the same rule (the event manager's state
 * with the cookie ready) and the same source (`firstSource`) as the page, read from the query cache
 * as the answers land rather than once the page has rendered its stage. The player takes the
 * stream over when it mounts; one it does not take is stopped when the page closes.
 */
export function useEarlyStream(screenerId: number, mode: WatchMode, headStart: StreamCookieHeadStart | null) {
  const queryClient = useQueryClient();
  const eventKey = useWatchScreenerKey(screenerId, mode.serverPreview);
  const sessionKey = useSession()?.key ?? null;
  useEffect(() => {
    if (!headStart) return;
    const stateKey = playerStateKeys.of(sessionKey, screenerId);
    let cookieGranted = false;
    let done = false;
    const tryStart = () => {
      if (done || !cookieGranted) return;
      const screener = queryClient.getQueryData<WatchScreener>(eventKey);
      const saved = queryClient.getQueryState<PlayerState>(stateKey);
      // The player waits for the saved state, and starts from the defaults when it failed.
      if (!screener || (!mode.preview && saved?.status !== 'success' && saved?.status !== 'error')) return;
      done = true;
      const state = eventManagerState({
        load: { status: 'success', screener },
        startsAt: null,
        cookie: { status: 'ready' },
        autoFirstWatchDone: false,
        now: new Date(),
        preview: mode.preview,
      });
      const stage = resolveStage(screener.streams, {
        isVod: screener.is_vod_event === IS_VOD.on_demand,
        filmCount: screener.films.length,
      });
      if (state.state !== 'ACTIVE' || stage.main !== 'movie_stream') return;
      const source = firstSource(screener, mode.preview ? null : (saved?.data ?? null), mode.preview);
      if (source) startEarlyStream(source.src, source.startAt);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(tryStart);
    headStart.then(
      (answer) => {
        cookieGranted = answer !== null;
        tryStart();
      },
      () => undefined,
    );
    return () => {
      done = true;
      unsubscribe();
      dropEarlyStream();
    };
  }, [queryClient, eventKey, sessionKey, screenerId, mode.preview, headStart]);
}
