import type { AdminListQuery } from '@screener/contracts/admin-list';
import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import { listQuery } from '../../api/client';
import { useListQuery, useRefreshingCall } from '../query-hooks';

export const audienceKeys = {
  all: ['staff', 'audience'] as const,
  list: (query?: object) => [...audienceKeys.all, 'list', ...(query ? [query] : [])] as const,
};

export function useAudience(query: AdminListQuery) {
  return useListQuery(
    audienceKeys.list(query),
    adminAudienceCalls.list,
    listQuery<typeof adminAudienceCalls.list>(query),
  );
}

export function useBlockViewer() {
  return useRefreshingCall(adminAudienceCalls.block, audienceKeys.list());
}

/** Erases a viewer's personal data on their request; the row stays, without name or address. */
export function useEraseViewer() {
  return useRefreshingCall(adminAudienceCalls.erase, audienceKeys.list());
}
