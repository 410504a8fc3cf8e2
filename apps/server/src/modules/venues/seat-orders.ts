import { bookingStatusesMovingTo, canMoveBooking } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, type BookingStatus, SEAT_STATUSES } from '@screener/contracts/seats';
import { ticketShortCodeOf } from '@screener/contracts/ticket-check-in';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
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
 * and the amount charged, and its seats are held without an end until the payment is settled one
 * way or the other. The order's payment time ends a hold time later: a payment the viewer left open
 * (a hosted page, an order to approve) is given up then. An order whose hold ended (or that another
 * attempt is paying) is refused, rolling the purchase back.
 */
export async function startSeatPayment(
  tx: DbExecutor,
  input: {
    bookingId: number;
    purchaseId: number;
    amountMinor: number;
    couponPercent: number;
    holdMinutes: number;
    now: Date;
  },
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
      paymentEndsAt: new Date(input.now.getTime() + input.holdMinutes * 60_000),
      updatedAt: input.now,
    })
    .where(eq(bookings.id, input.bookingId));
  await tx
    .update(seats)
    .set({ lockExpiresAt: null, updatedAt: input.now })
    .where(eq(seats.bookingId, input.bookingId));
}

/** What became of the seats a payment completed for. */
export type SeatBookingOutcome =
  /** Booked (or already booked by an earlier delivery of the same payment). */
  | { booked: true }
  /** The order had been given up and its seats taken by someone else: the money goes back. */
  | { booked: false; screenerId: number };

/** A seat a late payment may still take: free, or held by a hold that ended. */
const isFreeSeat = (seat: { status: number; lockExpiresAt: Date | null }, now: Date) =>
  seat.status === SEAT_STATUSES.available ||
  (seat.status === SEAT_STATUSES.locked && seat.lockExpiresAt !== null && seat.lockExpiresAt <= now);

/** Moves the order to `to` when the moves table allows it from where it stands. */
function moveOrder(tx: DbExecutor, bookingId: number, to: BookingStatus, now: Date) {
  return tx
    .update(bookings)
    .set({ status: to, paymentEndsAt: null, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, bookingStatusesMovingTo(to))));
}

/**
 * Inside the completing transaction: the order is booked, its seats too, and it gets its ticket
 * code, signed with the company's key so that a door can check it without the database. An order
 * given up before its money arrived (payment failed, seats freed) is booked only if every one of
 * its seats is still free; otherwise it is cancelled and the caller refunds the payment. No seat
 * is sold twice and no money is kept for nothing.
 */
export async function bookSeatOrder(
  tx: DbExecutor,
  input: { bookingId: number; purchaseId: number; now: Date },
): Promise<SeatBookingOutcome> {
  // The booking row first, then its seats: the order every seat lock takes them in.
  const [order] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
  if (!order) throw new Error(`booking ${input.bookingId} vanished`);
  // Another payment of the viewer took the order over: this one books nothing and is refunded.
  if (order.purchaseId !== input.purchaseId) return { booked: false, screenerId: order.screenerId };
  if (order.status === BOOKING_STATUSES.booked) return { booked: true };
  if (order.status === BOOKING_STATUSES.payment_failed) {
    const rows = await tx
      .select({ status: seats.status, lockExpiresAt: seats.lockExpiresAt })
      .from(seats)
      .where(and(eq(seats.screenerId, order.screenerId), inArray(seats.seatIndex, order.seatIndexes)))
      .orderBy(asc(seats.seatIndex))
      .for('update');
    const stillFree =
      rows.length === order.seatIndexes.length && rows.every((seat) => isFreeSeat(seat, input.now));
    if (!stillFree) {
      await moveOrder(tx, order.id, BOOKING_STATUSES.cancelled, input.now);
      return { booked: false, screenerId: order.screenerId };
    }
    await tx
      .update(seats)
      .set({ status: SEAT_STATUSES.locked, lockedBy: order.consumerId, bookingId: order.id })
      .where(and(eq(seats.screenerId, order.screenerId), inArray(seats.seatIndex, order.seatIndexes)));
  } else if (order.status !== BOOKING_STATUSES.payment_initiated) {
    // Cancelled while the money was on its way: nothing to book.
    return { booked: false, screenerId: order.screenerId };
  }
  await moveOrder(tx, order.id, BOOKING_STATUSES.booked, input.now);
  const keys = await ticketKeysOf(tx, order.companyId);
  const code = signTicketCode({ bookingId: order.id, screenerId: order.screenerId }, keys.privateKey);
  await tx
    .update(bookings)
    .set({ code, shortCode: ticketShortCodeOf(code) })
    .where(eq(bookings.id, order.id));
  await tx
    .update(seats)
    .set({ status: SEAT_STATUSES.booked, lockExpiresAt: null, updatedAt: input.now })
    .where(eq(seats.bookingId, order.id));
  return { booked: true };
}

/**
 * Whether money taken now would book the order: it is being paid for, or it was given up and all
 * its seats are still free. A PayPal order is captured only then, so an order approved after its
 * seats were taken is never charged.
 */
export async function canSeatOrderBeBooked(db: DbExecutor, bookingId: number, now: Date): Promise<boolean> {
  const [order] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (order?.status === BOOKING_STATUSES.payment_initiated) return true;
  if (order?.status !== BOOKING_STATUSES.payment_failed) return false;
  const rows = await db
    .select({ status: seats.status, lockExpiresAt: seats.lockExpiresAt })
    .from(seats)
    .where(and(eq(seats.screenerId, order.screenerId), inArray(seats.seatIndex, order.seatIndexes)));
  return rows.length === order.seatIndexes.length && rows.every((seat) => isFreeSeat(seat, now));
}

/** Frees every seat the order holds or booked. */
function freeOrderSeats(tx: DbExecutor, bookingId: number, now: Date) {
  return tx
    .update(seats)
    .set({
      status: SEAT_STATUSES.available,
      lockedBy: null,
      lockExpiresAt: null,
      bookingId: null,
      updatedAt: now,
    })
    .where(eq(seats.bookingId, bookingId));
}

/**
 * A failed or abandoned payment fails the order (35) and frees its seats for anyone; the viewer
 * holds them again to pay once more (spec part 2 §4.4, the moves in contracts). Only the payment
 * the order is paid by moves it: an older one released late leaves the newer one's order alone.
 */
export async function failSeatOrder(
  tx: DbExecutor,
  input: { bookingId: number; purchaseId: number; now: Date },
): Promise<void> {
  const [order] = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUSES.payment_failed, paymentEndsAt: null, updatedAt: input.now })
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.purchaseId, input.purchaseId),
        inArray(bookings.status, bookingStatusesMovingTo(BOOKING_STATUSES.payment_failed)),
      ),
    )
    .returning({ id: bookings.id });
  if (order) await freeOrderSeats(tx, input.bookingId, input.now);
}

/**
 * A cancellation or refund: the order is cancelled (10) and its seats are free for anyone. Another
 * company's booking is not found; one that may not move to cancelled (cancelled already) is a 409.
 */
export async function cancelSeatOrder(
  tx: DbExecutor,
  input: { companyId: number; bookingId: number; now: Date },
): Promise<{ screenerId: number; purchaseId: number | null }> {
  const [order] = await tx
    .select({ status: bookings.status, screenerId: bookings.screenerId, purchaseId: bookings.purchaseId })
    .from(bookings)
    .where(and(eq(bookings.id, input.bookingId), ofCompany(bookings, input.companyId)))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND');
  if (!canMoveBooking(order.status, BOOKING_STATUSES.cancelled)) throw new AppError('CONFLICT');
  await moveOrder(tx, input.bookingId, BOOKING_STATUSES.cancelled, input.now);
  await freeOrderSeats(tx, input.bookingId, input.now);
  return { screenerId: order.screenerId, purchaseId: order.purchaseId };
}

/** Orders looked at per round of the payment-time check, so one round stays short. */
const ROUND_SIZE = 50;
/** An order whose payment is still on its way when looked at is looked at again this much later. */
const LOOK_AGAIN_MS = 5 * 60_000;

/**
 * The orders whose payment time ended while they were still being paid, at most ROUND_SIZE, each
 * marked looked at (its payment time moved on) in one statement that skips rows another node
 * holds: two nodes never take the same order, and one stopping mid-round leaves it for later.
 */
export async function takeSeatPaymentsPastTime(
  db: DbExecutor,
  now: Date,
): Promise<{ bookingId: number; purchaseId: number; screenerId: number }[]> {
  const due = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, BOOKING_STATUSES.payment_initiated),
        lte(bookings.paymentEndsAt, now),
        isNotNull(bookings.purchaseId),
      ),
    )
    .limit(ROUND_SIZE)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(bookings)
    .set({ paymentEndsAt: new Date(now.getTime() + LOOK_AGAIN_MS) })
    .where(and(inArray(bookings.id, due), eq(bookings.status, BOOKING_STATUSES.payment_initiated)))
    .returning({ bookingId: bookings.id, purchaseId: bookings.purchaseId, screenerId: bookings.screenerId });
  return rows.flatMap((row) => (row.purchaseId === null ? [] : [{ ...row, purchaseId: row.purchaseId }]));
}
