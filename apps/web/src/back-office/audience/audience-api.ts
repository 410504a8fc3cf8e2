import type { AdminListQuery } from '@screener/contracts/admin-list';
import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, listQuery } from '../../api/client';

export const audienceKeys = {
  all: ['staff', 'audience'] as const,
  list: (query?: object) => [...audienceKeys.all, 'list', ...(query ? [query] : [])] as const,
};

export function useAudience(query: AdminListQuery) {
  return useQuery({
    queryKey: audienceKeys.list(query),
    queryFn: ({ signal }) =>
      call(adminAudienceCalls.list, listQuery<typeof adminAudienceCalls.list>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBlockViewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { viewer_id: number; blocked: boolean }) => call(adminAudienceCalls.block, input),
    onSuccess: () => client.invalidateQueries({ queryKey: audienceKeys.list() }),
  });
}

/** Erases a viewer's personal data on their request; the row stays, without name or address. */
export function useEraseViewer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { consumer_id: number; reason: string }) => call(adminAudienceCalls.erase, input),
    onSuccess: () => client.invalidateQueries({ queryKey: audienceKeys.list() }),
  });
}
