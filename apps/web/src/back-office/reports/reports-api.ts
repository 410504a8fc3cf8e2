import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import type { SalesReportRequest, WatchReportRequest } from '@screener/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '../query-hooks';

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  sales: (query: SalesReportRequest) => [...reportKeys.all, 'sales', query] as const,
  watch: (query: WatchReportRequest) => [...reportKeys.all, 'watch', query] as const,
  overview: () => [...reportKeys.all, 'overview'] as const,
};

/** A report's figures; `enabled` false while its range is not a valid one. */
export function useSalesReport(query: SalesReportRequest, enabled: boolean) {
  return useQuery({
    ...callQuery(reportKeys.sales(query), adminReportsCalls.sales, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useWatchReport(query: WatchReportRequest, enabled: boolean) {
  return useQuery({
    ...callQuery(reportKeys.watch(query), adminReportsCalls.watch, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The Overview's figures, read again every minute while it is open. */
export function useOverview() {
  return useQuery({
    ...callQuery(reportKeys.overview(), adminReportsCalls.overview, {}),
    refetchInterval: 60_000,
  });
}
