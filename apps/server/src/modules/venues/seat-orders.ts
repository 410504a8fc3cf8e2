import { BOOKING_STATUSES, type BookingStatus, SEAT_STATUSES } from '@screener/contracts/seats';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { signTicketCode } from '../../lib/ticket-code.ts';
import { bookings, seats } from './schema.ts';
import { ticketKeysOf } from './ticket-keys.ts';
import { OPEN_ORDER_STATUSES, viewerOrder } from './viewer-order.ts';

/**
 * The venues module's face to payments: a seat order (a booking) is paid by a purchase of type 40.
 * Its seats stay held while the payment runs, become booked when the purchase completes, and are
 * freed when the payment fails.
 */
export type SeatOrder = {
  bookingId: number;
  status: BookingStatus;
  purchaseId: number | null;
  amountMinor: number;
  currency: string;
  seatIndexes: string[];
};

/** The viewer's open order for the event: seats held (20) or being paid (30). */
export async function findOpenSeatOrder(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number },
): Promise<SeatOrder | null> {
  const [row] = await db.select().from(bookings).where(viewerOrder(input, OPEN_ORDER_STATUSES)).limit(1);
  if (!row) return null;
  return {
    bookingId: row.id,
    status: row.status,
    purchaseId: row.purchaseId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    seatIndexes: row.seatIndexes,
  };
}

/** The order's seat rows, locked in seat order as every seat lock takes them. */
function lockOrderSeats(tx: DbExecutor, bookingId: number) {
  return tx
    .select({ seatIndex: seats.seatIndex, status: seats.status, lockExpiresAt: seats.lockExpiresAt })
    .from(seats)
    .where(eq(seats.bookingId, bookingId))
    .orderBy(asc(seats.seatIndex))
    .for('update');
}

/**
 * Inside the purchase's transaction: the held order moves to payment initiated with its purchase
 * and the amount charged, and its seats are held without an end until the payment is settled one way or the other. An
 * order whose hold ended (or that another attempt is paying) is refused, rolling the purchase back.
 */
export async function startSeatPayment(
  tx: DbExecutor,
  input: { bookingId: number; purchaseId: number; amountMinor: number; couponPercent: number; now: Date },
): Promise<void> {
  const [order] = await tx
    .select({ status: bookings.status, seatIndexes: bookings.seatIndexes })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId))
    .for('update');
  if (order?.status !== BOOKING_STATUSES.seat_locked) throw new AppError('PAYMENT_IN_PROCESS');
  const held = (await lockOrderSeats(tx, input.bookingId)).filter(
    (seat) =>
      seat.status === SEAT_STATUSES.locked && seat.lockExpiresAt !== null && seat.lockExpiresAt > input.now,
  );
  if (held.length < order.seatIndexes.length) throw new AppError('SEAT_HOLD_ENDED');
  await tx
    .update(bookings)
    .set({
      status: BOOKING_STATUSES.payment_initiated,
      purchaseId: input.purchaseId,
      // What is charged: the seats' total less the coupon's percent.
      amountMinor: input.amountMinor,
      couponDiscount: input.couponPercent,
      updatedAt: input.now,
    })
    .where(eq(bookings.id, input.bookingId));
  await tx
    .update(seats)
    .set({ lockExpiresAt: null, updatedAt: input.now })
    .where(eq(seats.bookingId, input.bookingId));
}

/**
 * Inside the completing transaction: the order is booked, its seats too, and it gets its ticket
 * code, signed with the company's key so that a door can check it without the database.
 */
export async function bookSeatOrder(tx: DbExecutor, input: { bookingId: number; now: Date }): Promise<void> {
  // The booking row first, then its seats: the order every seat lock takes them in.
  const [order] = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUSES.booked, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, BOOKING_STATUSES.payment_initiated)))
    .returning({ companyId: bookings.companyId, screenerId: bookings.screenerId });
  if (order) {
    const keys = await ticketKeysOf(tx, order.companyId);
    const code = signTicketCode(
      { bookingId: input.bookingId, screenerId: order.screenerId },
      keys.privateKey,
    );
    await tx.update(bookings).set({ code }).where(eq(bookings.id, input.bookingId));
  }
  await tx
    .update(seats)
    .set({ status: SEAT_STATUSES.booked, lockExpiresAt: null, updatedAt: input.now })
    .where(eq(seats.bookingId, input.bookingId));
}

/**
 * A failed or abandoned payment fails the order (35) and frees its seats for anyone; the viewer
 * holds them again to pay once more (spec part 2 §4.4, the moves in contracts).
 */
export async function failSeatOrder(tx: DbExecutor, input: { bookingId: number; now: Date }): Promise<void> {
  const [order] = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUSES.payment_failed, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, BOOKING_STATUSES.payment_initiated)))
    .returning({ id: bookings.id });
  if (!order) return;
  await tx
    .update(seats)
    .set({
      status: SEAT_STATUSES.available,
      lockedBy: null,
      lockExpiresAt: null,
      bookingId: null,
      updatedAt: input.now,
    })
    .where(and(eq(seats.bookingId, input.bookingId), eq(seats.status, SEAT_STATUSES.locked)));
}
