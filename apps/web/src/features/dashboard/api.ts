import { type REFUND_REQUEST_TYPES, ZRefundRequestResponse } from '@screener/contracts/refunds';
import { ZSubmitBookingQueryResponse } from '@screener/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { dashboardKeys } from '../../domain/viewer/api';

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
      apiRequest('purchase/submitRefundModificationRequest', body, ZRefundRequestResponse, {
        screenerId: body.screener_id,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

/** `.../bookings/{booking_id}/submitBookingQuery` (spec part 2 §7.2): the Support button on a ticket. */
export function useSubmitBookingQuery() {
  return useMutation({
    mutationFn: (body: { booking_id: number; screener_id: number; query: string }) =>
      apiRequest(
        `screenings/${body.screener_id}/bookings/${body.booking_id}/submitBookingQuery`,
        body,
        ZSubmitBookingQueryResponse,
        { screenerId: body.screener_id },
      ),
  });
}
