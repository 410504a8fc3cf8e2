import { BOOKING_STATUSES, type BookingStatus } from '@screener/contracts/seats';
import { and, eq, inArray } from 'drizzle-orm';
import { ofCompany } from '../../db/tenant.ts';
import { bookings } from './schema.ts';

/** An order still open: seats held (20) or being paid (30); a viewer has at most one per event. */
export const OPEN_ORDER_STATUSES: BookingStatus[] = [
  BOOKING_STATUSES.seat_locked,
  BOOKING_STATUSES.payment_initiated,
];

/** Which booking rows are the viewer's order for the event in one of these statuses. */
export function viewerOrder(
  input: { companyId: number; screenerId: number; consumerId: number },
  statuses: BookingStatus[],
) {
  return and(
    ofCompany(bookings, input.companyId),
    eq(bookings.screenerId, input.screenerId),
    eq(bookings.consumerId, input.consumerId),
    inArray(bookings.status, statuses),
  );
}
