import * as supportCalls from '@screener/contracts/calls/support';
import type { REFUND_REQUEST_TYPES } from '@screener/contracts/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
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
      call(supportCalls.submitRefundModificationRequest, body, {
        screenerId: body.screener_id,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}

/** `createCancellationRequest` (spec part 2 §7.2): the viewer asks the organisers to cancel it. */
export function useCreateCancellationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<RefundRequestInput, 'type'>) =>
      call(supportCalls.createCancellationRequest, body, { screenerId: body.screener_id }),
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
