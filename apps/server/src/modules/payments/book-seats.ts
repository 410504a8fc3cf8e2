import type { CreatePurchaseRequest } from '@screener/contracts/purchase';
import type { BookSeatsRequest } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { findOpenSeatOrder } from '../venues/index.ts';
import { createPurchase, type PurchaseContext } from './create-purchase.ts';
import type { PurchaseRow } from './purchase-queries.ts';

/**
 * `bookSeats` (spec part 2 §7.2): the viewer's seats held at the event are booked when nothing is to
 * be paid (free seats, a 100% coupon), or handed to the organiser's cash desk (`admin_pay`: booked
 * when the staff confirm the money). Seats that cost something are refused here: the purchase call
 * pays for them, and afterwards this call answers their booking. An order already in payment, or
 * none held, changes nothing. Answers the purchase it made, or null when it made none.
 */
export async function bookHeldSeats(
  context: PurchaseContext,
  screenerId: number,
  body: BookSeatsRequest,
): Promise<PurchaseRow | null> {
  const order = await findOpenSeatOrder(context.db, {
    companyId: context.company.id,
    screenerId,
    consumerId: context.consumer.id,
  });
  if (order?.status !== BOOKING_STATUSES.seat_locked) return null;
  const base = {
    // One attempt per held order: sending the call again answers the same purchase.
    idempotency_key: `book-seats-${order.bookingId}`,
    screener_id: screenerId,
    coupon_code: body.coupon_code,
    consumer_uuid: body.consumer_uuid,
    affiliation: body.affiliation,
  };
  if (body.charge_type === 'admin_pay') {
    const cash: CreatePurchaseRequest = { ...base, charge_type: 'admin_pay' };
    return createPurchase(context, cash);
  }
  const free: CreatePurchaseRequest = { ...base, charge_type: 'stripe', token: null };
  return createPurchase(context, free, { freeOnly: true });
}
