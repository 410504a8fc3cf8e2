import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import type { SalesReportRequest, WatchReportRequest } from '@screener/contracts/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  sales: (query: SalesReportRequest) => [...reportKeys.all, 'sales', query] as const,
  watch: (query: WatchReportRequest) => [...reportKeys.all, 'watch', query] as const,
  overview: () => [...reportKeys.all, 'overview'] as const,
};

/** A report's figures; `enabled` false while its range is not a valid one. */
export function useSalesReport(query: SalesReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.sales(query),
    enabled,
    queryFn: ({ signal }) => call(adminReportsCalls.sales, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWatchReport(query: WatchReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.watch(query),
    enabled,
    queryFn: ({ signal }) => call(adminReportsCalls.watch, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The Overview's figures, read again every minute while it is open. */
export function useOverview() {
  return useQuery({
    queryKey: reportKeys.overview(),
    queryFn: ({ signal }) => call(adminReportsCalls.overview, {}, { signal }),
    refetchInterval: 60_000,
  });
}
