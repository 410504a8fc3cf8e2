import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Booking } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, SEAT_STATUSES } from '@screener/contracts/seats';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { bookings } from '../venues/schema.ts';
import { buyTicket, holdSeats } from '../venues/ticket-test-helpers.ts';
import { createVenueShop, seatStatusesOf } from '../venues/venue-test-helpers.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import { listGrantingPurchases } from './purchase-queries.ts';
import { call, type Session } from './purchase-test-helpers.ts';
import { refundOwedPurchases } from './refund-purchases.ts';
import { purchases } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  const host = shop.company.domain;
  /** The box office's staff cookie: its role includes orders. */
  const boxOffice = (await createStaff(t, shop.company.id, 'box_office')).token;
  return { shop, host, boxOffice };
});

const cancel = (bookingId: unknown, token: string = given.boxOffice, onHost = given.host) =>
  staffCall<{ booking_id: number; status: number; refund_due: boolean }>(
    t,
    onHost,
    'admin/bookings/cancel',
    { booking_id: bookingId },
    token,
  );
const statusesFor = (screenerId: number) => seatStatusesOf(t, given.shop.company, screenerId);
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const purchaseOf = async (bookingId: number) => {
  const purchaseId = (await bookingRow(bookingId))?.purchaseId ?? 0;
  return (await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0];
};
const enrollmentOf = async (screenerId: number, consumerId: number) =>
  (
    await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.screenerId, screenerId), eq(enrollments.consumerId, consumerId)))
  )[0];
const ticketsOf = async (session: Session) =>
  (await call<{ bookings: Booking[] }>(t, given.host, 'listPhysicalEventBookings', {}, session)).data
    .bookings;

describe('cancelling a seat booking', () => {
  it('cancels a booked order, frees its seats for anyone, refunds its payment and tells the viewer', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.host, eventId, viewer.session, ['2-1', '2-2']);

    const cancelled = await cancel(bookingId);
    expect(refusalCode(cancelled)).toBeNull();
    expect(cancelled.data).toEqual({
      booking_id: bookingId,
      status: BOOKING_STATUSES.cancelled,
      refund_due: true,
    });
    expect((await bookingRow(bookingId))?.status).toBe(BOOKING_STATUSES.cancelled);
    const statuses = await statusesFor(eventId);
    expect([statuses['2-1'], statuses['2-2']]).toEqual([SEAT_STATUSES.available, SEAT_STATUSES.available]);

    // Someone else can hold them now.
    const other = await given.shop.viewer();
    const held = await holdSeats(t, given.host, eventId, other.session, ['2-1']);
    expect(refusalCode(held)).toBeNull();

    // The purchase took the money, so it stays completed, but it is cancelled and grants nothing:
    // the enrolment it paid for ended in the same transaction.
    expect(await purchaseOf(bookingId)).toMatchObject({
      status: PURCHASE_STATUSES.completed,
      cancelledAt: t.clock.now(),
      refundStatus: 'due',
    });
    expect(await enrollmentOf(eventId, viewer.consumer.id)).toBeUndefined();
    expect(await listGrantingPurchases(t.db, given.shop.company.id, viewer.consumer.id)).toEqual([]);
    expect(await ticketsOf(viewer.session)).toEqual([
      expect.objectContaining({ id: bookingId, status: BOOKING_STATUSES.cancelled, refund_status: 'due' }),
    ]);

    const providers = createPaymentProviders(t.config);
    expect(await refundOwedPurchases(t, providers, t.clock.now(), t.app.log)).toEqual(['refunded']);
    expect((await purchaseOf(bookingId))?.refundStatus).toBe('refunded');
    expect(await ticketsOf(viewer.session)).toEqual([
      expect.objectContaining({ id: bookingId, refund_status: 'refunded' }),
    ]);
    const refundMail = t.mailer.sent.filter((mail) => mail.to === viewer.consumer.email).at(-1);
    expect(refundMail?.subject).toBe(`Your payment to ${given.shop.company.title} is refunded`);
    expect(refundMail?.text).toContain(
      'cancelled your booking and its seats. Your payment has been refunded',
    );

    // A cancelled booking is final.
    const again = await cancel(bookingId);
    expect(refusalCode(again)).toBe(409);
    expect(again.error?.code).toBe(ERROR_CATALOGUE.CONFLICT.code);
  });

  it('keeps the viewer enrolled through another booking of the same event still paid for', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const first = await buyTicket(t, given.host, eventId, viewer.session, ['5-1']);
    const second = await buyTicket(t, given.host, eventId, viewer.session, ['5-2']);
    expect((await enrollmentOf(eventId, viewer.consumer.id))?.purchaseId).toBe(
      (await purchaseOf(first.bookingId))?.id,
    );

    expect(refusalCode(await cancel(first.bookingId))).toBeNull();
    expect((await enrollmentOf(eventId, viewer.consumer.id))?.purchaseId).toBe(
      (await purchaseOf(second.bookingId))?.id,
    );
    expect(refusalCode(await cancel(second.bookingId))).toBeNull();
    expect(await enrollmentOf(eventId, viewer.consumer.id)).toBeUndefined();
  });

  it('cancels a held order with nothing to refund', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const held = await holdSeats(t, given.host, eventId, viewer.session, ['3-1']);
    const cancelled = await cancel(held.data.booking.id);
    expect(cancelled.data).toMatchObject({ refund_due: false });
    expect((await statusesFor(eventId))['3-1']).toBe(SEAT_STATUSES.available);
  });

  it('is for the company’s staff only, refuses another company’s booking and answers bad input', async () => {
    const eventId = await given.shop.venueEvent();
    const viewer = await given.shop.viewer();
    const { bookingId } = await buyTicket(t, given.host, eventId, viewer.session, ['4-1']);
    const asViewer = await call(
      t,
      given.host,
      'admin/bookings/cancel',
      { booking_id: bookingId },
      viewer.session,
    );
    expect(refusalCode(asViewer)).toBe(401);

    const other = await createVenueShop(t);
    const otherStaff = (await createStaff(t, other.company.id, 'owner')).token;
    const foreign = await cancel(bookingId, otherStaff, other.company.domain);
    expect(refusalCode(foreign)).toBe(404);
    expect((await bookingRow(bookingId))?.status).toBe(BOOKING_STATUSES.booked);

    const bad = await cancel('seven');
    expect(refusalCode(bad)).toBe(400);
    expect(bad.error?.details).toMatchObject({ fields: { booking_id: expect.any(Array) } });
  });
});
