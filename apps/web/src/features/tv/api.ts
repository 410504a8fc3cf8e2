import * as enrollmentCalls from '@screener/contracts/calls/enrollment';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** Keys carry the session key, so another TV session on this browser never sees these answers. */
export const tvKeys = {
  library: (companyId: number, sessionKey: string) => ['tv', companyId, sessionKey, 'library'] as const,
};

/**
 * What the paired TV may play: the viewer's events (bought, enrolled) and those their live
 * subscription opens, which the dashboard's list leaves to the catalogue; earliest first.
 */
export function useTvLibrary() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: tvKeys.library(company.id, sessionKey),
    queryFn: ({ signal }) =>
      call(
        enrollmentCalls.listScreenings,
        { company_id: company.id, include_subscription: true },
        { signal },
      ).then((response) => response.screenings),
    enabled: sessionKey !== '',
  });
}
