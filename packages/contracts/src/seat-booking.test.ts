import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_MOVES,
  bookingStatusesMovingTo,
  canMoveBooking,
  seatPriceMinor,
  seatsTotalMinor,
  ZMarkSeatsLockedRequest,
} from './seat-booking.ts';
import { BOOKING_STATUSES, SEAT_CATEGORIES, TICKET_TYPES } from './seats.ts';

const prices = { '10': 4000, '30': 6500 };
const discounts = { '10': 50, '20': 25, '30': 120 };

describe('seat prices', () => {
  it('prices a seat by its category, a category without a price as regular', () => {
    expect(seatPriceMinor(SEAT_CATEGORIES.premium, TICKET_TYPES.none, prices, discounts)).toBe(6500);
    expect(seatPriceMinor(SEAT_CATEGORIES.disabled, TICKET_TYPES.none, prices, discounts)).toBe(4000);
  });

  it('takes the ticket type percent off and never goes below 0', () => {
    expect(seatPriceMinor(SEAT_CATEGORIES.regular, TICKET_TYPES.child, prices, discounts)).toBe(2000);
    expect(seatPriceMinor(SEAT_CATEGORIES.premium, TICKET_TYPES.student, prices, discounts)).toBe(4875);
    expect(seatPriceMinor(SEAT_CATEGORIES.regular, TICKET_TYPES.senior, prices, discounts)).toBe(0);
  });

  it('applies the coupon to the seats together, rounded to a whole minor unit', () => {
    expect(seatsTotalMinor([4000, 2000, 4875], 10)).toBe(9787);
    expect(seatsTotalMinor([4000], 100)).toBe(0);
    expect(seatsTotalMinor([], 0)).toBe(0);
  });
});

describe('booking status moves', () => {
  it('lets a lock be paid for and a booking only be cancelled', () => {
    expect(canMoveBooking(BOOKING_STATUSES.seat_locked, BOOKING_STATUSES.payment_initiated)).toBe(true);
    expect(canMoveBooking(BOOKING_STATUSES.payment_initiated, BOOKING_STATUSES.booked)).toBe(true);
    expect(canMoveBooking(BOOKING_STATUSES.payment_initiated, BOOKING_STATUSES.payment_failed)).toBe(true);
    expect(canMoveBooking(BOOKING_STATUSES.booked, BOOKING_STATUSES.cancelled)).toBe(true);
    expect(canMoveBooking(BOOKING_STATUSES.booked, BOOKING_STATUSES.seat_locked)).toBe(false);
    expect(canMoveBooking(BOOKING_STATUSES.payment_failed, BOOKING_STATUSES.booked)).toBe(true);
    expect(canMoveBooking(BOOKING_STATUSES.payment_failed, BOOKING_STATUSES.payment_initiated)).toBe(false);
    expect(canMoveBooking(BOOKING_STATUSES.cancelled, BOOKING_STATUSES.booked)).toBe(false);
  });

  it('ends with cancelled orders, and names where a move may start', () => {
    expect(BOOKING_STATUS_MOVES[BOOKING_STATUSES.cancelled]).toEqual([]);
    expect(bookingStatusesMovingTo(BOOKING_STATUSES.cancelled)).toEqual([
      BOOKING_STATUSES.seat_locked,
      BOOKING_STATUSES.payment_initiated,
      BOOKING_STATUSES.payment_failed,
      BOOKING_STATUSES.booked,
    ]);
    expect(bookingStatusesMovingTo(BOOKING_STATUSES.payment_failed)).toEqual([
      BOOKING_STATUSES.payment_initiated,
    ]);
  });
});

describe('lock request', () => {
  it('refuses a seat named twice and a ticket type for a seat not selected', () => {
    expect(ZMarkSeatsLockedRequest.safeParse({ seat_indexes: ['1-2', '1-2'] }).success).toBe(false);
    expect(
      ZMarkSeatsLockedRequest.safeParse({ seat_indexes: ['1-2'], ticket_types_discount: { '1-3': 10 } })
        .success,
    ).toBe(false);
    expect(ZMarkSeatsLockedRequest.safeParse({ seat_indexes: ['0-2'] }).success).toBe(false);
    expect(
      ZMarkSeatsLockedRequest.parse({ seat_indexes: ['1-2'], ticket_types_discount: { '1-2': 20 } }),
    ).toMatchObject({ seat_indexes: ['1-2'], ticket_types_discount: { '1-2': 20 } });
  });
});
