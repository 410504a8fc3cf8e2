import { z } from 'zod';
import { zOptionalCoupon } from './coupons.ts';
import { applyPercentDiscount } from './money.ts';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  SEAT_CATEGORIES,
  type SeatCategory,
  type TicketType,
  ZBookingStatus,
  ZSeatStatus,
  ZTicketType,
} from './seats.ts';
import { zCoercedId } from './validation.ts';

/*
 * Seat holds and bookings of an event at a venue (spec part 2 §3, §4.4, §7.2): the seat status
 * map, locking seats for payment and the viewer's locked booking.
 */

/** A seat's key in the venue's grid: `row-col`, both 1-based. */
export const SEAT_INDEX_PATTERN = /^[1-9]\d{0,2}-[1-9]\d{0,2}$/;
export const zSeatIndex = z.string().regex(SEAT_INDEX_PATTERN, { error: 'A seat is written row-column' });

/** How long locked seats wait for their payment unless the company sets another time (`seat_hold_minutes`). */
export const DEFAULT_SEAT_HOLD_MINUTES = 10;

export const ZSeatsStatusRequest = z.object({ screener_id: zCoercedId.optional() });
/** Every sellable seat of the event with its status; the viewer's own locked seats read available. */
export const ZSeatsStatusResponse = z.object({ seats_status: z.record(z.string(), ZSeatStatus) });

/** Ticket type per seat key; a seat not named is sold at the full price. */
const zTicketTypesBySeat = z.record(zSeatIndex, ZTicketType);

export const ZMarkSeatsLockedRequest = z
  .object({
    screener_id: zCoercedId.optional(),
    seat_indexes: z
      .array(zSeatIndex)
      .min(1)
      .max(100)
      .refine((seats) => new Set(seats).size === seats.length, { error: 'A seat is named twice' }),
    ticket_types_discount: zTicketTypesBySeat.optional().default({}),
    /** Sent by the client; the session says who the viewer is. */
    consumer_uuid: z.string().max(100).nullish(),
  })
  .refine(
    (body) => Object.keys(body.ticket_types_discount).every((seat) => body.seat_indexes.includes(seat)),
    { error: 'A ticket type is given for a seat that is not selected', path: ['ticket_types_discount'] },
  );

/** A seat as the booking and the cart show it. */
export const ZBookedSeat = z.object({
  seat_index: zSeatIndex,
  label: z.string(),
  category: z.number().int(),
  ticket_type: ZTicketType,
  price: z.string(),
});

export const ZLockedBooking = z.object({
  id: zCoercedId,
  screener_id: zCoercedId,
  seat_indexes: z.array(zSeatIndex),
  ticket_types_discount: zTicketTypesBySeat,
  seats: z.array(ZBookedSeat),
  amount: z.string(),
  currency: z.string(),
  /** When the seats are free again unless paid for (UTC `YYYY-MM-DD HH:mm:ss`); the countdown runs to it. */
  lock_expires_at: z.string(),
});
export type LockedBooking = z.infer<typeof ZLockedBooking>;

export const ZMarkSeatsLockedResponse = z.object({ booking: ZLockedBooking });

export const ZGetLockedBookingRequest = z.object({
  screener_id: zCoercedId,
  consumer_uuid: z.string().max(100).nullish(),
});
/**
 * The viewer's seats still held for this event. The text's client reads `seat_indexes` and
 * `ticket_types_discount` from the answer itself (spec part 2 §3 "Locked booking", §7.2): empty once
 * the seats were released or expired. `booking` (our addition) is the whole held order, or null.
 */
export const ZGetLockedBookingResponse = z.object({
  seat_indexes: z.array(zSeatIndex),
  ticket_types_discount: zTicketTypesBySeat,
  booking: ZLockedBooking.nullable(),
});

/** Price in minor units per seat category ('10'..'40'). */
export type SeatCategoryPrices = Partial<Record<`${SeatCategory}`, number>>;
/** Percent off per ticket type ('10' child, '20' student, '30' senior). */
export type TicketTypeDiscounts = Partial<Record<`${Exclude<TicketType, 0>}`, number>>;

/**
 * One seat's price in minor units: its category's price (a category without one is priced as
 * regular), less its ticket type's percent, capped at the price and never below 0.
 */
export function seatPriceMinor(
  category: SeatCategory,
  ticketType: TicketType,
  prices: SeatCategoryPrices,
  discounts: TicketTypeDiscounts,
): number {
  const price = prices[`${category}`] ?? prices[`${SEAT_CATEGORIES.regular}`] ?? 0;
  const percent = ticketType === 0 ? 0 : (discounts[`${ticketType}`] ?? 0);
  return applyPercentDiscount(price, percent);
}

/** The order's total in minor units: the seats' prices, then the coupon's percent on their sum. */
export function seatsTotalMinor(seatPrices: number[], couponPercent: number): number {
  const sum = seatPrices.reduce((total, price) => total + price, 0);
  return applyPercentDiscount(sum, couponPercent);
}

/**
 * The moves a booking may make (spec part 2 §4.4): a lock changes its seats, is paid for or is
 * released; a payment completes or fails; a booked order is only ever cancelled (refund or
 * cancellation). A failed order's seats are free and a new try locks anew; money that arrives for
 * it late books it when its seats are still free, and otherwise is refunded and cancels it.
 * A cancelled order is final.
 */
export const BOOKING_STATUS_MOVES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  [BOOKING_STATUSES.seat_locked]: [
    BOOKING_STATUSES.seat_locked,
    BOOKING_STATUSES.payment_initiated,
    BOOKING_STATUSES.booked,
    BOOKING_STATUSES.cancelled,
  ],
  [BOOKING_STATUSES.payment_initiated]: [
    BOOKING_STATUSES.booked,
    BOOKING_STATUSES.payment_failed,
    BOOKING_STATUSES.cancelled,
  ],
  [BOOKING_STATUSES.payment_failed]: [BOOKING_STATUSES.booked, BOOKING_STATUSES.cancelled],
  [BOOKING_STATUSES.booked]: [BOOKING_STATUSES.cancelled],
  [BOOKING_STATUSES.cancelled]: [],
};

export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_STATUS_MOVES[from].includes(to);
}

/** The statuses a booking may be in to move to `to`; the server's updates take their WHERE from it. */
export function bookingStatusesMovingTo(to: BookingStatus): BookingStatus[] {
  return Object.values(BOOKING_STATUSES).filter((from) => canMoveBooking(from, to));
}

/** A booked or cancelled seat order as the viewer's bookings list shows it (spec part 2 §2.8, §3). */
/**
 * Money a seat purchase owes back: `due` until the gateway refunds it, `refunded` once it did,
 * `staff` when the company refunds by hand (cash, a gateway without online refunds).
 */
export const REFUND_STATUSES = ['due', 'refunded', 'staff'] as const;
export const ZRefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof ZRefundStatus>;

export const ZBooking = z.object({
  id: zCoercedId,
  screener_id: zCoercedId,
  screener_title: z.string(),
  /** The event's start (UTC `YYYY-MM-DD HH:mm:ss`). */
  screener_start_date: z.string(),
  amount: z.string(),
  currency: z.string(),
  seat_labels: z.array(z.object({ label: z.string(), category: z.number().int(), price: z.string() })),
  seat_indexes: z.array(zSeatIndex),
  ticket_types_discount: zTicketTypesBySeat,
  /** The coupon's percent off the seats' total. */
  coupon_discount: z.number().int().min(0).max(100),
  /** The ticket's code, shown as a QR code; null until the order is booked. */
  code: z.string().nullable(),
  /** The door code printed beside the QR code (`ticketShortCodeOf`), which the door also accepts typed. */
  short_code: z.string().nullable().optional(),
  status: ZBookingStatus,
  venue: z.object({
    name: z.string(),
    address: z.string().nullable(),
    navigation_link: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  company_logo_url: z.string().nullable(),
  company_title: z.string(),
  purchase_receipt_url: z.string().nullable(),
  /** The money of a cancelled booking's payment on its way back; null when none is owed. */
  refund_status: ZRefundStatus.nullable(),
});
export type Booking = z.infer<typeof ZBooking>;

export const ZListBookingsRequest = z.object({ company_id: zCoercedId.optional() });
export const ZListBookingsResponse = z.object({ bookings: z.array(ZBooking) });

/**
 * `screenings/{screener_id}/bookings/bookSeats` (spec part 2 §7.2): books the viewer's held seats
 * when nothing is to be paid (free seats, a 100% coupon) or when the organiser collects cash
 * (`charge_type: 'admin_pay'`, booked once the staff confirm the money); seats that cost something
 * are paid through the purchase call, after which this call answers their booking.
 */
export const ZBookSeatsRequest = z.object({
  screener_id: zCoercedId.optional(),
  coupon_code: zOptionalCoupon,
  charge_type: z.enum(['stripe', 'admin_pay']).optional(),
  consumer_uuid: z.string().max(100).nullish(),
  affiliation: z.string().trim().max(100).nullish(),
});
export type BookSeatsRequest = z.infer<typeof ZBookSeatsRequest>;
/** The order: booked (40), or in payment (30) while cash waits for the staff. */
export const ZBookSeatsResponse = z.object({ booking: ZBooking });

/** `admin/bookings/cancel`: staff cancel a seat order; its seats are freed and its payment refunded. */
export const ZCancelBookingRequest = z.object({ booking_id: zCoercedId });
export const ZCancelBookingResponse = z.object({
  booking_id: zCoercedId,
  status: z.literal(BOOKING_STATUSES.cancelled),
  /** True when a payment was taken for it: it is refunded through its gateway, and the viewer told. */
  refund_due: z.boolean(),
});
