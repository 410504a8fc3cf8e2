import * as screeningsCalls from '@screener/contracts/calls/screenings';
import * as watchCalls from '@screener/contracts/calls/watch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { screenerKeys } from '../../domain/event/api';
import { dashboardKeys } from '../../domain/viewer/api';

export const watchKeys = {
  all: ['watch'] as const,
  screener: (companyId: number, sessionKey: string | null, id: number, preview: boolean) =>
    [...watchKeys.all, companyId, sessionKey ?? 'guest', id, preview] as const,
};

/** The cache key of the watch page's event, which live stream changes update in place. */
export function useWatchScreenerKey(id: number, preview: boolean) {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? null;
  return useMemo(
    () => watchKeys.screener(company.id, sessionKey, id, preview),
    [company.id, sessionKey, id, preview],
  );
}

/**
 * `screenings/getAndEnforce`: the event the watch page plays, or the refusal the watch rule names.
 * Never retried and never refetched on focus: a refusal decides where the viewer goes.
 */
export function useWatchScreener(id: number, preview: boolean) {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: useWatchScreenerKey(id, preview),
    queryFn: ({ signal }) =>
      call(
        watchCalls.getAndEnforce,
        { id, ...(preview ? { preview: true } : {}) },
        { signal, screenerId: id, params: { companyId: company.id } },
      ).then((response) => response.screener),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * `screenings/getWithoutEnforce` (spec part 2 §7.2): the event the watch page was refused because
 * it has not started, read without the watch rule, for the start time its countdown runs to. Only
 * asked (`enabled`) after that refusal.
 */
export function useUnenforcedScreener(id: number, enabled: boolean) {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? null;
  return useQuery({
    queryKey: [...watchKeys.all, company.id, sessionKey ?? 'guest', id, 'unenforced'] as const,
    queryFn: ({ signal }) =>
      call(
        screeningsCalls.getWithoutEnforce,
        { id },
        { signal, screenerId: id, params: { companyId: company.id } },
      ).then((response) => response.screener),
    enabled,
    retry: false,
  });
}

/** Watch now (spec part 2 §4.1): starts the rental, then the event, its lists and the dashboard reload. */
export function useMarkFirstWatch(id: number) {
  const company = useCurrentCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(
        watchCalls.markFirstWatch,
        {},
        { screenerId: id, params: { companyId: company.id, screener_id: id } },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchKeys.all }),
        queryClient.invalidateQueries({ queryKey: screenerKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
