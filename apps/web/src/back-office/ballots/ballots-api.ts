import type { ResultsRequest, SaveCompetitionRequest } from '@screener/contracts/ballots';
import * as adminBallotCalls from '@screener/contracts/calls/admin-ballots';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callQuery, useCallQuery, useRefreshingCall } from '../query-hooks';

export const ballotKeys = {
  all: ['staff', 'ballots'] as const,
  categories: () => [...ballotKeys.all, 'categories'] as const,
  competition: (screenerId: number) => [...ballotKeys.all, 'competition', screenerId] as const,
  results: (query: ResultsRequest) => [...ballotKeys.all, 'results', query] as const,
};

export function useAwardCategories() {
  return useCallQuery(ballotKeys.categories(), adminBallotCalls.listCategories, {});
}

export function useSaveCategory() {
  return useRefreshingCall(adminBallotCalls.saveCategory, ballotKeys.all);
}

export function useCompetition(screenerId: number | null) {
  return useQuery({
    queryKey: ballotKeys.competition(screenerId ?? 0),
    queryFn:
      screenerId === null
        ? skipToken
        : ({ signal }) => call(adminBallotCalls.getCompetition, { screener_id: screenerId }, { signal }),
  });
}

export function useSaveCompetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCompetitionRequest) => call(adminBallotCalls.saveCompetition, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(ballotKeys.competition(answer.screener_id), answer);
      return queryClient.invalidateQueries({ queryKey: [...ballotKeys.all, 'results'] });
    },
  });
}

/** The results, read again every 15 seconds while the page is open: votes arrive as the audience leaves. */
export function useBallotResults(query: ResultsRequest) {
  return useQuery({
    ...callQuery(ballotKeys.results(query), adminBallotCalls.results, query),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

/** Shows a category's results on the site's Awards page or takes them off. */
export function usePublishResults() {
  return useRefreshingCall(adminBallotCalls.publishResults, [...ballotKeys.all, 'results']);
}
