import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  DEFAULT_TICKET_TYPE,
  OCCUPIED_SEATS_THRESHOLD_PERCENT,
  SEAT_CATEGORIES,
  SEAT_STATUSES,
  seatCategoryOf,
  seatKey,
  seatStatusForViewer,
  seatsStatus,
  TICKET_TYPES,
  ZBookingStatus,
  ZTicketType,
} from './seats.ts';

describe('seat constants', () => {
  it('matches the spec values', () => {
    expect(SEAT_STATUSES).toEqual({ available: 10, locked: 20, booked: 30 });
    expect(SEAT_CATEGORIES).toEqual({ regular: 10, discounted: 20, premium: 30, disabled: 40 });
    expect(TICKET_TYPES).toEqual({ none: 0, child: 10, student: 20, senior: 30 });
    expect(DEFAULT_TICKET_TYPE).toBe(0);
    expect(BOOKING_STATUSES).toEqual({
      cancelled: 10,
      seat_locked: 20,
      payment_initiated: 30,
      payment_failed: 35,
      booked: 40,
    });
    expect(OCCUPIED_SEATS_THRESHOLD_PERCENT).toBe(75);
  });

  it('validates wire values', () => {
    expect(ZBookingStatus.parse(35)).toBe(35);
    expect(ZBookingStatus.safeParse(50).success).toBe(false);
    expect(ZTicketType.safeParse(40).success).toBe(false);
  });
});

describe('seatCategoryOf', () => {
  it('keeps a known category', () => {
    expect(seatCategoryOf(30)).toBe(30);
    expect(seatCategoryOf('40')).toBe(40);
  });

  it.each([99, 0, null, undefined, 'vip', 20.5])('falls back to regular for %j', (value) => {
    expect(seatCategoryOf(value)).toBe(SEAT_CATEGORIES.regular);
  });
});

describe('seat helpers', () => {
  it('shows a seat locked by the viewer as available to that viewer only', () => {
    expect(seatStatusForViewer(SEAT_STATUSES.locked, true)).toBe(SEAT_STATUSES.available);
    expect(seatStatusForViewer(SEAT_STATUSES.locked, false)).toBe(SEAT_STATUSES.locked);
    expect(seatStatusForViewer(SEAT_STATUSES.booked, true)).toBe(SEAT_STATUSES.booked);
  });

  it('keys seats by row-col', () => {
    expect(seatKey(3, 12)).toBe('3-12');
  });
});

describe('seatsStatus', () => {
  const open = { registrationClosed: false };

  it('is available below the threshold', () => {
    expect(seatsStatus({ ...open, capacity: 100, occupied: 74 })).toEqual({ kind: 'available' });
  });

  it('shows the seats left at exactly 75 %', () => {
    expect(seatsStatus({ ...open, capacity: 100, occupied: 75 })).toEqual({
      kind: 'seats_left',
      seatsLeft: 25,
    });
    expect(seatsStatus({ ...open, capacity: 4, occupied: 3 })).toEqual({ kind: 'seats_left', seatsLeft: 1 });
  });

  it('is sold out at 100 % and beyond', () => {
    expect(seatsStatus({ ...open, capacity: 50, occupied: 50 })).toEqual({ kind: 'sold_out' });
    expect(seatsStatus({ ...open, capacity: 50, occupied: 52 })).toEqual({ kind: 'sold_out' });
  });

  it('puts registration closed before sold out', () => {
    expect(seatsStatus({ registrationClosed: true, capacity: 50, occupied: 50 })).toEqual({
      kind: 'registration_closed',
    });
    expect(seatsStatus({ registrationClosed: true, capacity: null, occupied: 0 })).toEqual({
      kind: 'registration_closed',
    });
  });

  it('treats a capacity of 0 or null as unlimited', () => {
    expect(seatsStatus({ ...open, capacity: 0, occupied: 500 })).toEqual({ kind: 'available' });
    expect(seatsStatus({ ...open, capacity: null, occupied: 500 })).toEqual({ kind: 'available' });
    expect(seatsStatus({ ...open, capacity: undefined, occupied: 0 })).toEqual({ kind: 'available' });
  });
});
