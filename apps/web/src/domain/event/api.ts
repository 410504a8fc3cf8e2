import * as screeningsCalls from '@screener/contracts/calls/screenings';
import type { GeoAvailability, ScreenerList } from '@screener/contracts/screener';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../company/current-company-context';

export type ListQuery = { page: number; perPage: number; search?: string };

/** Keys carry the session key: lists and events hold the signed-in viewer's enrolled and purchased flags. */
export const screenerKeys = {
  all: ['screeners'] as const,
  viewer: (companyId: number, sessionKey: string | null) =>
    [...screenerKeys.all, companyId, sessionKey ?? 'guest'] as const,
  list: (companyId: number, sessionKey: string | null, list: ScreenerList, query: ListQuery) =>
    [...screenerKeys.viewer(companyId, sessionKey), 'list', list, query] as const,
  detail: (companyId: number, sessionKey: string | null, id: number) =>
    [...screenerKeys.viewer(companyId, sessionKey), 'detail', id] as const,
  geoCatalogue: (
    companyId: number,
    sessionKey: string | null,
    availability: GeoAvailability,
    query: ListQuery,
  ) => [...screenerKeys.viewer(companyId, sessionKey), 'geo-catalogue', availability, query] as const,
};

const LIST_STALE_MS = 30_000;

/** One page of a list (today, upcoming, ongoing, vod, archive); the previous page stays while the next loads. */
export function useScreenerList(list: ScreenerList, query: ListQuery) {
  const company = useCurrentCompany();
  const session = useSession();
  return useQuery({
    queryKey: screenerKeys.list(company.id, session?.key ?? null, list, query),
    queryFn: ({ signal }) =>
      call(
        screeningsCalls.lists[list],
        { page: query.page, perPage: query.perPage, ...(query.search ? { search: query.search } : {}) },
        { signal, params: { companyId: company.id } },
      ),
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_MS,
  });
}

export function useScreener(id: number | null) {
  const company = useCurrentCompany();
  const session = useSession();
  return useQuery({
    queryKey: screenerKeys.detail(company.id, session?.key ?? null, id ?? 0),
    queryFn: ({ signal }) =>
      call(screeningsCalls.get, { id }, { signal, screenerId: id, params: { companyId: company.id } }).then(
        (response) => response.screener,
      ),
    enabled: id !== null,
    retry: false,
  });
}

export function useGeoCatalogue(availability: GeoAvailability, query: ListQuery) {
  const company = useCurrentCompany();
  const session = useSession();
  return useQuery({
    queryKey: screenerKeys.geoCatalogue(company.id, session?.key ?? null, availability, query),
    queryFn: ({ signal }) =>
      call(
        screeningsCalls.geoCatalogue,
        {
          screenerType: 'vod',
          geoAvailability: availability,
          page: query.page,
          perPage: query.perPage,
          ...(query.search ? { search: query.search } : {}),
        },
        { signal, params: { companyId: company.id } },
      ),
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_MS,
  });
}
