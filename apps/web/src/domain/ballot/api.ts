import type { BallotResponse } from '@screener/contracts/ballots';
import * as ballotCalls from '@screener/contracts/calls/ballots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../company/current-company-context';

/** Whose ballot: the signed-in viewer's for an event, or the one a mailed link names. */
export type BallotSource = { screenerId: number } | { token: string };

/** Keys carry the session key, so another viewer signing in on this browser never sees these answers. */
export const ballotKeys = {
  all: ['ballot'] as const,
  of: (companyId: number, sessionKey: string, source: BallotSource) =>
    [...ballotKeys.all, companyId, 'token' in source ? 'link' : sessionKey, source] as const,
};

/**
 * `ballot/get` (or `ballot/link/get`): the event's films in competition, asked again every
 * `refreshMs` while a page that plays the event is open (the player's beats make the viewer
 * eligible as they watch).
 */
export function useBallot(source: BallotSource, options: { refreshMs?: number } = {}) {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: ballotKeys.of(company.id, sessionKey, source),
    queryFn: ({ signal }) =>
      'token' in source
        ? call(ballotCalls.getByLink, { token: source.token }, { signal })
        : call(
            ballotCalls.get,
            { screener_id: source.screenerId },
            { signal, screenerId: source.screenerId },
          ),
    enabled: 'token' in source || sessionKey !== '',
    refetchInterval: options.refreshMs ?? false,
    retry: false,
  });
}

/**
 * `ballot/vote` (or `ballot/link/vote`): the answer's rating goes into the ballot in place. Votes
 * run one after another (one scope), so stars moved quickly by keyboard end on the last one.
 */
export function useVote(source: BallotSource) {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'ballot-vote' },
    mutationFn: (body: { film_id: number; rating: number }) =>
      'token' in source
        ? call(ballotCalls.voteByLink, { token: source.token, ...body })
        : call(
            ballotCalls.vote,
            { screener_id: source.screenerId, ...body },
            { screenerId: source.screenerId },
          ),
    onSuccess: (answer) =>
      queryClient.setQueryData<BallotResponse>(ballotKeys.of(company.id, sessionKey, source), (ballot) =>
        ballot
          ? {
              ...ballot,
              films: ballot.films.map((film) =>
                film.film_id === answer.film_id ? { ...film, my_rating: answer.my_rating } : film,
              ),
            }
          : ballot,
      ),
  });
}
