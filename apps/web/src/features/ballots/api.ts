import * as ballotCalls from '@screener/contracts/calls/ballots';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCurrentCompany } from '../../domain/company/current-company-context';

export const awardResultsKeys = {
  of: (companyId: number) => ['ballot', 'results', companyId] as const,
};

/** `ballot/results`: the award categories whose results the organiser published, ranked. */
export function useAwardResults() {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: awardResultsKeys.of(company.id),
    queryFn: ({ signal }) => call(ballotCalls.results, {}, { signal }),
  });
}
