import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { type Booking, DEFAULT_SEAT_HOLD_MINUTES } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, SEAT_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyTicketCode } from '../../lib/ticket-code.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { call, purchase, type Session, sandboxPurchase } from '../payments/purchase-test-helpers.ts';
import { purchases } from '../payments/schema.ts';
import { bookings } from './schema.ts';
import { findTicketKeys } from './ticket-keys.ts';
import { holdSeats } from './ticket-test-helpers.ts';
import { createVenueShop, seatStatusesOf } from './venue-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  const host = shop.company.domain;
  return { shop, host };
});

const lock = async (screenerId: number, session: Session, seatIndexes: string[]) => {
  const reply = await holdSeats(t, given.host, screenerId, session, seatIndexes);
  expect(refusalCode(reply)).toBeNull();
  return reply.data.booking;
};

/** A seat purchase names the event and no plan (spec part 2 §7.3). */
const paySeats = (screenerId: number, session: Session, cardNumber: string, extra: object = {}) =>
  purchase(
    t,
    given.host,
    sandboxPurchase({ screener_id: screenerId, card_number: cardNumber, ...extra }),
    session,
  );

const statusesFor = (screenerId: number) => seatStatusesOf(t, given.shop.company, screenerId);

const bookingRow = async (bookingId: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];

describe('paying for held seats', () => {
  it('charges the held seats’ total, books them with a ticket code and enrols the viewer at the venue', async () => {
    const eventId = await given.shop.venueEvent();
    const { consumer, session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['2-1', '1-1']);
    expect(held.amount).toBe('25.00');

    const paid = await paySeats(eventId, session, SANDBOX_CARDS.success, { amount: '0.01' });
    expect(refusalCode(paid)).toBeNull();
    expect(paid.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.completed,
      purchase_type: PRICING_TYPES.physical_ticket,
      total_amount: '25.00',
      pricing_id: null,
      screener_id: eventId,
      booking_id: held.id,
    });
    const booking = await bookingRow(held.id);
    expect(booking?.status).toBe(BOOKING_STATUSES.booked);
    expect(booking?.code).toMatch(/^[A-Za-z0-9_-]{108}$/);
    const keys = await findTicketKeys(t.db, given.shop.company.id);
    expect(keys && verifyTicketCode(booking?.code ?? '', keys.publicKey)).toMatchObject({
      bookingId: held.id,
      screenerId: eventId,
    });
    expect(booking?.purchaseId).toBe(paid.data.purchase.id);
    const statuses = await statusesFor(eventId);
    expect([statuses['1-1'], statuses['2-1']]).toEqual([SEAT_STATUSES.booked, SEAT_STATUSES.booked]);
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id));
    expect(enrollment).toMatchObject({ screenerId: eventId, eventType: EVENT_TYPES.physical });

    // The order is closed: paying again finds no held seats, and the seats cannot be held anew.
    const again = await paySeats(eventId, session, SANDBOX_CARDS.success);
    expect(again.error?.code).toBe(ERROR_CATALOGUE.SEAT_HOLD_ENDED.code);
    const { session: other } = await given.shop.viewer();
    // The sandbox gives no receipt; a gateway's receipt is read from the purchase.
    await t.db
      .update(purchases)
      .set({ paymentDetails: { receipt_url: 'https://receipts.example/1' } })
      .where(eq(purchases.id, paid.data.purchase.id));
    const list = await call<{ bookings: Booking[] }>(t, given.host, 'listPhysicalEventBookings', {}, session);
    expect(list.data.bookings).toEqual([
      expect.objectContaining({
        id: held.id,
        screener_id: eventId,
        screener_title: 'At the hall',
        amount: '25.00',
        currency: 'EUR',
        seat_labels: [
          { label: 'A1', category: 30, price: '15.00' },
          { label: 'B1', category: 10, price: '10.00' },
        ],
        code: booking?.code,
        status: BOOKING_STATUSES.booked,
        venue: expect.objectContaining({ name: 'Main hall', address: 'Festival square 1' }),
        purchase_receipt_url: 'https://receipts.example/1',
      }),
    ]);

    const taken = await holdSeats(t, given.host, eventId, other, ['1-1']);
    expect(taken.error?.code).toBe(ERROR_CATALOGUE.SEATS_TAKEN.code);
    const othersList = await call<{ bookings: Booking[] }>(
      t,
      given.host,
      'listPhysicalEventBookings',
      {},
      other,
    );
    expect(othersList.data.bookings).toEqual([]);
  });

  it('fails the order on a declined card and frees its seats; holding them again lets the viewer pay', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['3-1']);

    const declined = await paySeats(eventId, session, SANDBOX_CARDS.declined);
    expect(refusalCode(declined)).toBe(4020);
    expect((await bookingRow(held.id))?.status).toBe(BOOKING_STATUSES.payment_failed);
    expect((await statusesFor(eventId))['3-1']).toBe(SEAT_STATUSES.available);

    const again = await lock(eventId, session, ['3-1']);
    expect(again.id).not.toBe(held.id);
    const paid = await paySeats(eventId, session, SANDBOX_CARDS.success);
    expect(paid.data.purchase).toMatchObject({ status: PURCHASE_STATUSES.completed, booking_id: again.id });
    expect((await bookingRow(again.id))?.status).toBe(BOOKING_STATUSES.booked);
  });

  it('takes a coupon’s percent off the seats’ total', async () => {
    const eventId = await given.shop.venueEvent();
    await given.shop.coupon('SEATS5', 50, { screenerIds: [eventId] });
    const { session } = await given.shop.viewer();
    await lock(eventId, session, ['4-1', '4-2']);
    const paid = await paySeats(eventId, session, SANDBOX_CARDS.success, { coupon_code: 'SEATS5' });
    expect(paid.data.purchase).toMatchObject({ total_amount: '10.00', discount_amount: '10.00' });
    const [listed] = (
      await call<{ bookings: Booking[] }>(t, given.host, 'listPhysicalEventBookings', {}, session)
    ).data.bookings;
    expect(listed).toMatchObject({ amount: '10.00', coupon_discount: 50 });
  });

  it('refuses to charge once the hold has ended, and charges nothing', async () => {
    const eventId = await given.shop.venueEvent();
    const { consumer, session } = await given.shop.viewer();
    await lock(eventId, session, ['5-1']);
    const start = t.clock.now();
    t.clock.advance((DEFAULT_SEAT_HOLD_MINUTES + 1) * 60_000);
    try {
      const late = await paySeats(eventId, session, SANDBOX_CARDS.success);
      expect(refusalCode(late)).toBe(4006);
      expect(late.error?.code).toBe(ERROR_CATALOGUE.SEAT_HOLD_ENDED.code);
    } finally {
      t.clock.set(start);
    }
    expect(await t.db.select().from(purchases).where(eq(purchases.consumerId, consumer.id))).toEqual([]);
  });

  it('answers a purchase without held seats with a clear error', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const none = await paySeats(eventId, session, SANDBOX_CARDS.success);
    expect(refusalCode(none)).toBe(4006);
    expect(none.error?.code).toBe(ERROR_CATALOGUE.SEAT_HOLD_ENDED.code);
  });

  it('charges one of two attempts racing for the same held seats', async () => {
    const eventId = await given.shop.venueEvent();
    const { consumer, session } = await given.shop.viewer();
    await lock(eventId, session, ['6-1']);
    const answers = await Promise.all([
      paySeats(eventId, session, SANDBOX_CARDS.success),
      paySeats(eventId, session, SANDBOX_CARDS.success),
    ]);
    expect(answers.filter((answer) => refusalCode(answer) === null)).toHaveLength(1);
    const rows = await t.db.select().from(purchases).where(eq(purchases.consumerId, consumer.id));
    expect(rows.filter((row) => row.status === PURCHASE_STATUSES.completed)).toHaveLength(1);
  });
});
