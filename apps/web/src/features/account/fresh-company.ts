import * as companiesCalls from '@screener/contracts/calls/companies';
import type { Company } from '@screener/contracts/company';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/**
 * The current company as it is now, by `guest/company/{companyId}/get` (spec part 1 §7), for the
 * forms whose fields its settings decide (a mobile asked at registration): the site read the
 * company once when it opened, and staff may have changed it since. The copy read then shows
 * until the answer comes, and stays if none does.
 */
export function useFreshCompany(): Company {
  const company = useCurrentCompany();
  const fresh = useQuery({
    queryKey: ['companies', 'by-id', company.id] as const,
    queryFn: ({ signal }) =>
      call(companiesCalls.getById, {}, { signal, params: { companyId: company.id } }).then(
        (answer) => answer.company,
      ),
    retry: false,
  });
  return fresh.data ?? company;
}
