import { z } from 'zod';
import { percentage } from './money.ts';

export const SEAT_STATUSES = { available: 10, locked: 20, booked: 30 } as const;
export const ZSeatStatus = z.literal([SEAT_STATUSES.available, SEAT_STATUSES.locked, SEAT_STATUSES.booked]);
export type SeatStatus = z.infer<typeof ZSeatStatus>;

/** A seat the viewer has locked stays selectable for that viewer (spec part 2 §4.4). */
export function seatStatusForViewer(status: SeatStatus, lockedByViewer: boolean): SeatStatus {
  return status === SEAT_STATUSES.locked && lockedByViewer ? SEAT_STATUSES.available : status;
}

/** Seats are keyed by `row-col` in the venue's seat map. */
export function seatKey(row: number, column: number): string {
  return `${row}-${column}`;
}

export const SEAT_CATEGORIES = { regular: 10, discounted: 20, premium: 30, disabled: 40 } as const;
export const ZSeatCategory = z.literal([
  SEAT_CATEGORIES.regular,
  SEAT_CATEGORIES.discounted,
  SEAT_CATEGORIES.premium,
  SEAT_CATEGORIES.disabled,
]);
export type SeatCategory = z.infer<typeof ZSeatCategory>;

/** An unknown or missing category is priced and drawn as regular (spec part 2 §9). */
export function seatCategoryOf(value: unknown): SeatCategory {
  const parsed = ZSeatCategory.safeParse(typeof value === 'string' ? Number(value) : value);
  return parsed.success ? parsed.data : SEAT_CATEGORIES.regular;
}

export const TICKET_TYPES = { none: 0, child: 10, student: 20, senior: 30 } as const;
export const ZTicketType = z.literal([
  TICKET_TYPES.none,
  TICKET_TYPES.child,
  TICKET_TYPES.student,
  TICKET_TYPES.senior,
]);
export type TicketType = z.infer<typeof ZTicketType>;
export const DEFAULT_TICKET_TYPE: TicketType = TICKET_TYPES.none;

export const BOOKING_STATUSES = {
  cancelled: 10,
  seat_locked: 20,
  payment_initiated: 30,
  payment_failed: 35,
  booked: 40,
} as const;
export const ZBookingStatus = z.literal([
  BOOKING_STATUSES.cancelled,
  BOOKING_STATUSES.seat_locked,
  BOOKING_STATUSES.payment_initiated,
  BOOKING_STATUSES.payment_failed,
  BOOKING_STATUSES.booked,
]);
export type BookingStatus = z.infer<typeof ZBookingStatus>;

/** From this occupied percentage on, event cards show how many seats are left. */
export const OCCUPIED_SEATS_THRESHOLD_PERCENT = 75;

export type SeatsStatus =
  | { kind: 'registration_closed' }
  | { kind: 'sold_out' }
  | { kind: 'seats_left'; seatsLeft: number }
  | { kind: 'available' };

/**
 * The seats line on an event card (spec part 1 §4). Registration closed wins over everything, so
 * a closed, full event reads "registration closed" rather than "sold out". A capacity of 0 or null
 * means unlimited, so such an event is available until registration closes.
 */
export function seatsStatus(input: {
  capacity: number | null | undefined;
  occupied: number;
  registrationClosed: boolean;
}): SeatsStatus {
  if (input.registrationClosed) return { kind: 'registration_closed' };
  const capacity = input.capacity ?? 0;
  if (capacity <= 0) return { kind: 'available' };
  const occupiedPercent = percentage(input.occupied, capacity);
  if (occupiedPercent >= 100) return { kind: 'sold_out' };
  if (occupiedPercent >= OCCUPIED_SEATS_THRESHOLD_PERCENT) {
    return { kind: 'seats_left', seatsLeft: capacity - input.occupied };
  }
  return { kind: 'available' };
}
