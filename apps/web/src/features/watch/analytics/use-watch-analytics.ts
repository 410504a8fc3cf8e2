import { ANALYTICS_INTERVAL_SECONDS } from '@screener/contracts/watch';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../../api/session-store';
import { ballotKeys } from '../../../domain/ballot/api';
import { trackAnalytics } from '../movie/api';
import { analyticsBeat, deviceKind, playedSeconds } from './analytics-beat';

type Pending = { seconds: number; filmId: number | null; playLength: number };

/**
 * The player's analytics (spec part 2 §7.4): the seconds played are summed from the playhead and
 * posted every ANALYTICS_INTERVAL_SECONDS while something was played, on a change of film and on
 * unmount. A lost beat never disturbs playback, so failures are dropped. A stored beat may make
 * the viewer eligible to rate the film (half of it watched), so the ballot is asked again.
 */
export function useWatchAnalytics(screenerId: number, enabled: boolean) {
  const session = useSession();
  const userId = session?.consumer?.id ?? null;
  const sessionId = useRef(crypto.randomUUID()).current;
  const pending = useRef<Pending>({ seconds: 0, filmId: null, playLength: 0 });
  const queryClient = useQueryClient();

  const flush = useCallback(() => {
    const beat = pending.current;
    if (!enabled || beat.seconds <= 0) return;
    pending.current = { ...beat, seconds: 0 };
    const bodies = analyticsBeat({
      screenerId,
      filmId: beat.filmId,
      userId,
      sessionId,
      watchSeconds: beat.seconds,
      playLength: beat.playLength,
      device: deviceKind(navigator.userAgent),
      env: import.meta.env.MODE,
    });
    trackAnalytics(screenerId, bodies)
      .then(() => queryClient.invalidateQueries({ queryKey: ballotKeys.all }))
      .catch(() => undefined);
  }, [enabled, screenerId, userId, sessionId, queryClient]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(flush, ANALYTICS_INTERVAL_SECONDS * 1000);
    return () => {
      window.clearInterval(timer);
      flush();
    };
  }, [enabled, flush]);

  /** Called on every time update: the playhead moved from `previous` to `current` in `filmId`. */
  const record = useCallback(
    (filmId: number | null, previous: number, current: number) => {
      if (pending.current.filmId !== filmId) {
        flush();
        pending.current = { seconds: 0, filmId, playLength: current };
      }
      pending.current.seconds += playedSeconds(previous, current);
      pending.current.playLength = current;
    },
    [flush],
  );

  return record;
}
