import * as watchCalls from '@screener/contracts/calls/watch';
import type { AnalyticsBody, PlayerState } from '@screener/contracts/watch';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useSession } from '../../../api/session-store';

export const playerStateKeys = {
  all: ['player-state'] as const,
  of: (sessionKey: string | null, screenerId: number) =>
    [...playerStateKeys.all, sessionKey ?? 'guest', screenerId] as const,
};

/**
 * `watch/player_state/get`: the viewer's saved player config; read afresh on every visit of the
 * watch page (nothing is kept once no component holds it), so another device's progress is picked
 * up. The page asks for it as it opens, beside the event, and the player reads that answer rather
 * than ask again. Not asked in preview mode, which starts from defaults.
 */
export function usePlayerState(screenerId: number, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: playerStateKeys.of(session?.key ?? null, screenerId),
    queryFn: ({ signal }) =>
      call(
        watchCalls.getPlayerState,
        { screener_id: screenerId },
        {
          signal,
          screenerId,
        },
      ).then((response) => response.player_state),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}

export function savePlayerState(state: PlayerState): Promise<unknown> {
  return call(watchCalls.savePlayerState, state, {
    screenerId: state.screener_id,
  });
}

/** A casting URL of the film: it carries its own token, since a cast device sends no cookie. */
export function fetchCastUrl(companyId: number, screenerId: number, filmId: number): Promise<string> {
  return call(
    watchCalls.getExternalSrcUrl,
    {},
    { screenerId, params: { companyId: companyId, screener_id: screenerId, film_id: filmId } },
  ).then((response) => response.url);
}

/**
 * `analytics/track`. The call is signed in a header, which `navigator.sendBeacon` cannot send,
 * so even the last beat is an ordinary call.
 */
export function trackAnalytics(screenerId: number, bodies: AnalyticsBody[]): Promise<unknown> {
  return call(watchCalls.trackAnalytics, bodies, { screenerId });
}
