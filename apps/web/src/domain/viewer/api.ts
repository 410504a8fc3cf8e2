import { ZListScreeningsResponse } from '@screener/contracts/dashboard';
import { ZListGroupPurchasesResponse } from '@screener/contracts/enrollment';
import { ZListBookingsResponse } from '@screener/contracts/seat-booking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useSession } from '../../api/session-store';
import { useCurrentCompany } from '../company/current-company-context';

/** Keys carry the session key, so another viewer signing in on this browser never sees these answers. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  viewer: (companyId: number, sessionKey: string) => [...dashboardKeys.all, companyId, sessionKey] as const,
  screenings: (companyId: number, sessionKey: string) =>
    [...dashboardKeys.viewer(companyId, sessionKey), 'screenings'] as const,
  groupPurchases: (companyId: number, sessionKey: string) =>
    [...dashboardKeys.viewer(companyId, sessionKey), 'group-purchases'] as const,
  bookings: (companyId: number, sessionKey: string) =>
    [...dashboardKeys.viewer(companyId, sessionKey), 'bookings'] as const,
};

/** The viewer's events (enrolled, bought, being paid for), earliest first; also the on-demand tab's source. */
export function useDashboardScreenings() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: dashboardKeys.screenings(company.id, sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('listScreenings', { company_id: company.id }, ZListScreeningsResponse, { signal }).then(
        (response) => response.screenings,
      ),
    enabled: sessionKey !== '',
  });
}

/** The viewer's passes (group purchases). */
export function useGroupPurchases() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: dashboardKeys.groupPurchases(company.id, sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('listGroupPurchases', { company_id: company.id }, ZListGroupPurchasesResponse, {
        signal,
      }).then((response) => response.group_purchases),
    enabled: sessionKey !== '',
  });
}

/** The viewer's seat orders at the venue, booked or cancelled, newest first. */
export function useBookings() {
  const company = useCurrentCompany();
  const sessionKey = useSession()?.key ?? '';
  return useQuery({
    queryKey: dashboardKeys.bookings(company.id, sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('listPhysicalEventBookings', { company_id: company.id }, ZListBookingsResponse, {
        signal,
      }).then((response) => response.bookings),
    enabled: sessionKey !== '',
  });
}
