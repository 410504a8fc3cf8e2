import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Booking } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, SEAT_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { screenerVenues } from '../venues/schema.ts';
import { holdSeats } from '../venues/ticket-test-helpers.ts';
import { createVenueShop, seatStatusesOf } from '../venues/venue-test-helpers.ts';
import { buyInSandbox, call, type PurchaseReply, type Session } from './purchase-test-helpers.ts';
import { purchases } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t, 6, {}, { gateways: ['sandbox', 'admin_pay'] });
  const host = shop.company.domain;
  return { shop, host };
});

const lock = async (screenerId: number, session: Session, seatIndexes: string[]) => {
  const reply = await holdSeats(t, given.host, screenerId, session, seatIndexes);
  expect(reply.error).toBeNull();
  return reply.data.booking;
};

/** The text's call with only what it names: the event, and a coupon or the cash desk when used. */
const bookSeats = (screenerId: number, session: Session, extra: object = {}) =>
  call<{ booking: Booking }>(
    t,
    given.host,
    `screenings/${screenerId}/bookings/bookSeats`,
    { screener_id: screenerId, ...extra },
    session,
  );

const seatStatuses = (screenerId: number) => seatStatusesOf(t, given.shop.company, screenerId);

const purchasesOf = (consumerId: number) =>
  t.db.select().from(purchases).where(eq(purchases.consumerId, consumerId));

describe('bookSeats', () => {
  it('books free seats at once with a ticket code and enrols the viewer, once however often it is sent', async () => {
    const eventId = await given.shop.venueEvent();
    await t.db
      .update(screenerVenues)
      .set({ seatCategoryPrices: { '10': 0, '30': 0 } })
      .where(eq(screenerVenues.screenerId, eventId));
    const { consumer, session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['2-1', '2-2']);

    const booked = await bookSeats(eventId, session);
    expect(booked.error).toBeNull();
    expect(booked.data.booking).toMatchObject({
      id: held.id,
      screener_id: eventId,
      status: BOOKING_STATUSES.booked,
      amount: '0.00',
      seat_indexes: ['2-1', '2-2'],
    });
    expect(booked.data.booking.code).toEqual(expect.any(String));
    expect(await seatStatuses(eventId)).toMatchObject({
      '2-1': SEAT_STATUSES.booked,
      '2-2': SEAT_STATUSES.booked,
    });
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id));
    expect(enrolled.map((row) => row.screenerId)).toEqual([eventId]);

    const again = await bookSeats(eventId, session);
    expect(again.data.booking).toMatchObject({ id: held.id, status: BOOKING_STATUSES.booked });
    const rows = await purchasesOf(consumer.id);
    expect(rows.map((row) => [row.status, row.amountMinor])).toEqual([[PURCHASE_STATUSES.completed, 0]]);
  });

  it('books paid seats a 100% coupon makes free, and refuses seats that still cost something', async () => {
    const eventId = await given.shop.venueEvent();
    await given.shop.coupon('SEATFR', 100, { screenerIds: [eventId] });
    await given.shop.coupon('SEATHF', 50, { screenerIds: [eventId] });
    const { consumer, session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['3-1']);

    const unpaid = await bookSeats(eventId, session);
    expect(unpaid.error?.code).toBe(ERROR_CATALOGUE.SEATS_NOT_FREE.code);
    const half = await bookSeats(eventId, session, { coupon_code: 'SEATHF' });
    expect(half.error?.code).toBe(ERROR_CATALOGUE.SEATS_NOT_FREE.code);
    expect(await purchasesOf(consumer.id)).toEqual([]);
    expect((await seatStatuses(eventId))['3-1']).toBe(SEAT_STATUSES.locked);

    const free = await bookSeats(eventId, session, { coupon_code: 'seatfr' });
    expect(free.error).toBeNull();
    expect(free.data.booking).toMatchObject({
      id: held.id,
      status: BOOKING_STATUSES.booked,
      amount: '0.00',
      coupon_discount: 100,
    });
  });

  it('answers the booking of seats paid through the purchase call', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['4-1']);
    const paid = await buyInSandbox(t, given.host, { screener_id: eventId }, session);
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const answered = await bookSeats(eventId, session);
    expect(answered.data.booking).toMatchObject({
      id: held.id,
      status: BOOKING_STATUSES.booked,
      amount: '10.00',
    });
  });

  it('hands held seats to the cash desk; the staff’s confirmation books them', async () => {
    const eventId = await given.shop.venueEvent();
    const { consumer, session } = await given.shop.viewer();
    const held = await lock(eventId, session, ['5-1', '5-2']);

    const cash = await bookSeats(eventId, session, { charge_type: 'admin_pay' });
    expect(cash.error).toBeNull();
    expect(cash.data.booking).toMatchObject({
      id: held.id,
      status: BOOKING_STATUSES.payment_initiated,
      code: null,
    });
    const [purchase] = await purchasesOf(consumer.id);
    expect(purchase).toMatchObject({
      gateway: 'admin_pay',
      status: PURCHASE_STATUSES.processing,
      amountMinor: 2000,
    });
    // Sent again while the cash is awaited: the same order, no second purchase.
    expect((await bookSeats(eventId, session, { charge_type: 'admin_pay' })).data.booking.id).toBe(held.id);
    expect(await purchasesOf(consumer.id)).toHaveLength(1);

    const boxOffice = (await createStaff(t, given.shop.company.id, 'box_office')).token;
    const confirmed = await staffCall<PurchaseReply>(
      t,
      given.host,
      `admin/purchases/${purchase?.id}/confirm`,
      {},
      boxOffice,
    );
    expect(confirmed.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const after = await bookSeats(eventId, session);
    expect(after.data.booking).toMatchObject({ id: held.id, status: BOOKING_STATUSES.booked });
    expect(after.data.booking.code).toEqual(expect.any(String));
  });

  it('refuses when no seats are held or booked, and a viewer who is not signed in', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    expect((await bookSeats(eventId, session)).error?.code).toBe(ERROR_CATALOGUE.SEAT_HOLD_ENDED.code);
    const anonymous = await call(t, given.host, `screenings/${eventId}/bookings/bookSeats`, {
      screener_id: eventId,
    });
    expect(anonymous.error?.code).toBe(ERROR_CATALOGUE.TOKEN_MISSING.code);
  });
});
