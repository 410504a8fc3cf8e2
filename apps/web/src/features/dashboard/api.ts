import * as enrollmentCalls from '@screener/contracts/calls/enrollment';
import * as paymentsCalls from '@screener/contracts/calls/payments';
import * as supportCalls from '@screener/contracts/calls/support';
import * as venuesCalls from '@screener/contracts/calls/venues';
import type { REFUND_REQUEST_TYPES } from '@screener/contracts/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from '../../app/session-store';
import { useCurrentCompany } from '../companies/current-company-context';

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

export type RefundRequestInput = ({ purchase_id: number } | { booking_id: number }) & {
  screener_id: number;
  type: (typeof REFUND_REQUEST_TYPES)[number];
  reason: string;
};

/** `purchase/submitRefundModificationRequest` (spec part 2 §7.2): on a purchase or a booking. */
export function useSubmitRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestInput) =>
      call(supportCalls.submitRefundModificationRequest, body, {
        screenerId: body.screener_id,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

/** `.../bookings/{booking_id}/submitBookingQuery` (spec part 2 §7.2): the Support button on a ticket. */
export function useSubmitBookingQuery() {
  return useMutation({
    mutationFn: (body: { booking_id: number; screener_id: number; query: string }) =>
      call(supportCalls.submitBookingQuery, body, {
        screenerId: body.screener_id,
        params: { screener_id: body.screener_id, booking_id: body.booking_id },
      }),
  });
}
