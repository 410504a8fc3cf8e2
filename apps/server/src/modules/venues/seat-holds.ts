import { toApiDateTime } from '@screener/contracts/dates';
import { formatAmount } from '@screener/contracts/money';
import { type LockedBooking, seatPriceMinor, seatsTotalMinor } from '@screener/contracts/seat-booking';
import {
  BOOKING_STATUSES,
  DEFAULT_TICKET_TYPE,
  SEAT_STATUSES,
  seatCategoryOf,
  type TicketType,
} from '@screener/contracts/seats';
import { validationMessage } from '@screener/contracts/validation';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BookingSeatLabel, bookings, seats } from './schema.ts';
import { type SeatChart, sellableSeat } from './seat-chart.ts';
import { OPEN_ORDER_STATUSES, viewerOrder } from './viewer-order.ts';

export type LockSeatsInput = {
  companyId: number;
  /** The event's chart, as the caller read it (a few seconds old at most). */
  chart: SeatChart;
  consumerId: number;
  seatIndexes: string[];
  ticketTypes: Record<string, TicketType>;
  holdMinutes: number;
  now: Date;
};

const seatsField = (message: string) =>
  new AppError('VALIDATION_FAILED', { details: { fields: { seat_indexes: [message] } } });

/** The seats asked for, priced, in one fixed order so that concurrent locks take rows alike. */
function pricedSeats(chart: SeatChart, input: LockSeatsInput): BookingSeatLabel[] {
  if (input.seatIndexes.length > chart.maxSeatsPerPurchase) {
    throw seatsField(validationMessage('validation.max_seats', { max_seats: chart.maxSeatsPerPurchase }));
  }
  return [...input.seatIndexes].sort().map((seatIndex) => {
    const seat = sellableSeat(chart, seatIndex);
    if (!seat) throw seatsField(validationMessage('validation.unknown_seat'));
    const category = seatCategoryOf(seat.category);
    const ticketType = input.ticketTypes[seatIndex] ?? DEFAULT_TICKET_TYPE;
    return {
      seat_index: seatIndex,
      label: seat.label,
      category,
      price_minor: seatPriceMinor(category, ticketType, chart.prices, chart.discounts),
    };
  });
}

/**
 * `markSeatsLocked`: holds every asked seat for the viewer until the hold time passes, or none of
 * them. The viewer's one open order for the event takes the new seats; seats it held before and no
 * longer asks for are freed. A seat can be taken when it is available, its hold expired, or this
 * order holds it; that is decided under the seat rows' locks, so two viewers racing for a seat
 * cannot both get it, and a refusal rolls the whole lock back.
 */
export async function lockSeats(
  db: Db,
  input: LockSeatsInput,
  /** Only the race test turns the row locks off, to show that its harness sees the race. */
  { rowLocks }: { rowLocks: boolean } = { rowLocks: true },
): Promise<LockedBooking> {
  const { chart } = input;
  const screenerId = chart.screener.id;
  const { registrationEndsAt } = chart.screener;
  if (registrationEndsAt && registrationEndsAt <= input.now) throw new AppError('REGISTRATION_CLOSED');
  const priced = pricedSeats(chart, input);
  const seatIndexes = priced.map((seat) => seat.seat_index);
  const ticketTypes = Object.fromEntries(
    seatIndexes.map((seatIndex) => [seatIndex, input.ticketTypes[seatIndex] ?? DEFAULT_TICKET_TYPE]),
  );
  const amountMinor = seatsTotalMinor(
    priced.map((seat) => seat.price_minor),
    0,
  );
  const lockExpiresAt = new Date(input.now.getTime() + input.holdMinutes * 60_000);

  await ensureSeatRows(db, screenerId, seatIndexes);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(viewerOrder({ ...input, screenerId }, OPEN_ORDER_STATUSES))
      .for('update');
    if (open?.status === BOOKING_STATUSES.payment_initiated) throw new AppError('PAYMENT_IN_PROCESS');
    const order = {
      status: BOOKING_STATUSES.seat_locked,
      seatIndexes,
      seatLabels: priced,
      ticketTypesDiscount: ticketTypes,
      amountMinor,
      currency: chart.currency,
      updatedAt: input.now,
    };
    let bookingId: number;
    if (open) {
      await tx.update(bookings).set(order).where(eq(bookings.id, open.id));
      bookingId = open.id;
    } else {
      bookingId = await insertOpenBooking(tx, {
        ...order,
        companyId: input.companyId,
        screenerId: screenerId,
        consumerId: input.consumerId,
      });
    }

    // Every lock takes its seat rows in seat order, so two overlapping locks wait, never deadlock.
    const seatRows = tx
      .select({
        seatIndex: seats.seatIndex,
        status: seats.status,
        lockExpiresAt: seats.lockExpiresAt,
        bookingId: seats.bookingId,
      })
      .from(seats)
      .where(
        and(
          eq(seats.screenerId, screenerId),
          or(inArray(seats.seatIndex, seatIndexes), eq(seats.bookingId, bookingId)),
        ),
      )
      .orderBy(asc(seats.seatIndex));
    const rows = rowLocks ? await seatRows.for('update') : await seatRows;
    const free = (row: (typeof rows)[number]) =>
      row.status === SEAT_STATUSES.available ||
      (row.status === SEAT_STATUSES.locked &&
        (row.bookingId === bookingId || (row.lockExpiresAt !== null && row.lockExpiresAt <= input.now)));
    const taken = rows.filter((row) => seatIndexes.includes(row.seatIndex) && !free(row));
    if (taken.length > 0) {
      throw new AppError('SEATS_TAKEN', { details: { seats: taken.map((row) => row.seatIndex) } });
    }
    const released = rows.filter(
      (row) =>
        row.bookingId === bookingId &&
        row.status === SEAT_STATUSES.locked &&
        !seatIndexes.includes(row.seatIndex),
    );
    if (released.length > 0) {
      await tx
        .update(seats)
        .set({
          status: SEAT_STATUSES.available,
          lockedBy: null,
          lockExpiresAt: null,
          bookingId: null,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(seats.screenerId, screenerId),
            inArray(
              seats.seatIndex,
              released.map((row) => row.seatIndex),
            ),
          ),
        );
    }
    await tx
      .update(seats)
      .set({
        status: SEAT_STATUSES.locked,
        lockedBy: input.consumerId,
        lockExpiresAt,
        bookingId,
        updatedAt: input.now,
      })
      .where(and(eq(seats.screenerId, screenerId), inArray(seats.seatIndex, seatIndexes)));
    return lockedBookingView({
      id: bookingId,
      screenerId: screenerId,
      seatLabels: priced,
      ticketTypes,
      amountMinor,
      currency: chart.currency,
      lockExpiresAt,
    });
  });
}

/**
 * A seat's row exists from its first lock on (a missing row reads available). Created in seat
 * order before the lock's transaction, so the transaction only ever locks rows that exist.
 */
async function ensureSeatRows(db: DbExecutor, screenerId: number, seatIndexes: string[]): Promise<void> {
  await db
    .insert(seats)
    .values(seatIndexes.map((seatIndex) => ({ screenerId, seatIndex })))
    .onConflictDoNothing({ target: [seats.screenerId, seats.seatIndex] });
}

type NewBooking = typeof bookings.$inferInsert;

/** A viewer has one open order per event; a second one racing the first is refused. */
async function insertOpenBooking(tx: DbExecutor, values: NewBooking): Promise<number> {
  const [row] = await tx.insert(bookings).values(values).onConflictDoNothing().returning({ id: bookings.id });
  if (!row) throw new AppError('CONFLICT');
  return row.id;
}

/**
 * `getLockedBooking`: the viewer's order for the event whose seats are all still held for it, so a
 * reload or a login comes back to the same selection; null once any of its holds expired or went.
 */
export async function findLockedBooking(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number; now: Date },
): Promise<LockedBooking | null> {
  const [order] = await db
    .select()
    .from(bookings)
    .where(viewerOrder(input, [BOOKING_STATUSES.seat_locked]))
    .limit(1);
  if (!order || order.seatIndexes.length === 0) return null;
  const held = await db
    .select({ lockExpiresAt: seats.lockExpiresAt })
    .from(seats)
    .where(
      and(
        eq(seats.bookingId, order.id),
        eq(seats.status, SEAT_STATUSES.locked),
        gt(seats.lockExpiresAt, input.now),
      ),
    );
  const [first] = held;
  if (!first?.lockExpiresAt || held.length < order.seatIndexes.length) return null;
  return lockedBookingView({
    id: order.id,
    screenerId: order.screenerId,
    seatLabels: order.seatLabels,
    ticketTypes: order.ticketTypesDiscount,
    amountMinor: order.amountMinor,
    currency: order.currency,
    lockExpiresAt: first.lockExpiresAt,
  });
}

function lockedBookingView(order: {
  id: number;
  screenerId: number;
  seatLabels: BookingSeatLabel[];
  ticketTypes: Record<string, TicketType>;
  amountMinor: number;
  currency: string;
  lockExpiresAt: Date;
}): LockedBooking {
  return {
    id: order.id,
    screener_id: order.screenerId,
    seat_indexes: order.seatLabels.map((seat) => seat.seat_index),
    ticket_types_discount: order.ticketTypes,
    seats: order.seatLabels.map((seat) => ({
      seat_index: seat.seat_index,
      label: seat.label,
      category: seat.category,
      ticket_type: order.ticketTypes[seat.seat_index] ?? DEFAULT_TICKET_TYPE,
      price: formatAmount(seat.price_minor),
    })),
    amount: formatAmount(order.amountMinor),
    currency: order.currency,
    lock_expires_at: toApiDateTime(order.lockExpiresAt),
  };
}
