import * as screeningsCalls from '@screener/contracts/calls/screenings';
import { ZScreener } from '@screener/contracts/screener';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { z } from 'zod';
import { call } from '../../api/client';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** Only the flag is read, so the layout does not depend on the rest of the screening's shape. */
const screenerHeaderFlag = {
  ...screeningsCalls.get,
  response: z.object({ screener: ZScreener.pick({ hides_header: true }) }),
};

/**
 * Whether the screening named by the route's `screener_id` asks for no site header (the
 * advertising screening). False while it loads, on a route without a screening, and on failure:
 * the page itself reports a screening that does not load.
 */
export function useScreenerHidesHeader(): boolean {
  const { screener_id: raw } = useParams();
  const company = useCurrentCompany();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const query = useQuery({
    queryKey: ['layout', 'screener-hides-header', company.id, id],
    queryFn: ({ signal }) => call(screenerHeaderFlag, { id }, { signal, params: { companyId: company.id } }),
    select: (response) => response.screener.hides_header,
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? false;
}
