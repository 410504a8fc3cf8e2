import * as companiesCalls from '@screener/contracts/calls/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const companyKeys = {
  all: ['companies'] as const,
  byDomain: (origin: string) => [...companyKeys.all, 'by-domain', origin] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  viewerCountry: () => [...companyKeys.all, 'viewer-country'] as const,
};

/** The company whose site `origin` is; everything else waits for it (spec part 1 §2). */
export const companyByDomainQuery = (origin: string) =>
  queryOptions({
    queryKey: companyKeys.byDomain(origin),
    queryFn: ({ signal }) =>
      call(companiesCalls.getByDomain, { origin }, { signal }).then((response) => response.company),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCompanyByDomain() {
  return useQuery(companyByDomainQuery(window.location.origin));
}

/** The companies on this server; the server lists them only in development and demo mode. */
export function useCompanyList() {
  return useQuery({
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => call(companiesCalls.list, {}, { signal }).then((response) => response.companies),
  });
}

/** The viewer's country as the server places them; it does not change during a visit. */
export function useViewerCountry() {
  return useQuery({
    queryKey: companyKeys.viewerCountry(),
    queryFn: ({ signal }) =>
      call(companiesCalls.viewerCountry, {}, { signal }).then((response) => response.country_code),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
