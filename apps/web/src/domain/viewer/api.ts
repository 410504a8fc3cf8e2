import * as enrollmentCalls from '@screener/contracts/calls/enrollment';
import * as paymentsCalls from '@screener/contracts/calls/payments';
import * as venuesCalls from '@screener/contracts/calls/venues';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
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
      call(enrollmentCalls.listScreenings, { company_id: company.id }, { signal }).then(
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
      call(
        paymentsCalls.listGroupPurchases,
        { company_id: company.id },
        {
          signal,
        },
      ).then((response) => response.group_purchases),
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
      call(
        venuesCalls.listPhysicalEventBookings,
        { company_id: company.id },
        {
          signal,
        },
      ).then((response) => response.bookings),
    enabled: sessionKey !== '',
  });
}
