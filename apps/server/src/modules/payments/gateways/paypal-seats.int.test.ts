import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startPaypalStandIn } from '../../../test/payment-stand-ins/paypal-stand-in.ts';
import { refusalCode } from '../../../test/refusal.ts';
import { seededForFile } from '../../../test/seeded-for-file.ts';
import { silentEvents } from '../../../test/silent-events.ts';
import { startedForFile } from '../../../test/started-for-file.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bookings } from '../../venues/schema.ts';
import { holdSeats } from '../../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../../venues/venue-test-helpers.ts';
import { expireSeatPayments } from '../expire-seat-payments.ts';
import { attemptKey, purchase, type Session } from '../purchase-test-helpers.ts';
import { createPaymentProviders } from './registry.ts';

const standIn = startedForFile(startPaypalStandIn);
const t = useTestApp(() => ({ env: standIn.env }));
const given = seededForFile(async () => {
  const shop = await createVenueShop(t, 6, {}, { gateways: ['paypal', 'sandbox'] });
  const host = shop.company.domain;
  return { shop, host };
});

const expiryRound = () =>
  expireSeatPayments(
    { ...t, events: silentEvents() },
    createPaymentProviders(t.config),
    t.clock.now(),
    t.app.log,
  );
const lock = (screenerId: number, session: Session, seatIndexes: string[]) =>
  holdSeats(t, given.host, screenerId, session, seatIndexes);
const paypal = (screenerId: number, session: Session, extra: object = {}) =>
  purchase(
    t,
    given.host,
    { charge_type: 'paypal', idempotency_key: attemptKey(), screener_id: screenerId, ...extra },
    session,
  );

/** A PayPal order for held seats, left unapproved until the seats' hold time has ended. */
async function orderPastHoldTime(seatIndexes: string[]) {
  const eventId = await given.shop.venueEvent();
  const buyer = await given.shop.viewer();
  const held = await lock(eventId, buyer.session, seatIndexes);
  const created = await paypal(eventId, buyer.session);
  const orderId = created.data.purchase.payment_details.order_id ?? '';
  t.clock.advance((DEFAULT_SEAT_HOLD_MINUTES + 1) * 60_000);
  expect(await expiryRound()).toEqual(['released']);
  return {
    eventId,
    buyer,
    orderId,
    bookingId: held.data.booking.id,
  };
}

describe('a PayPal order for seats approved after its hold time', () => {
  it('is captured and books the seats when they are still free', async () => {
    const { eventId, buyer, orderId, bookingId } = await orderPastHoldTime(['2-1']);
    standIn.approve(orderId);
    const captured = await paypal(eventId, buyer.session, { orderId });
    expect(captured.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.status).toBe(
      BOOKING_STATUSES.booked,
    );
  });

  it('is never captured when someone else took the seats, so nothing is charged', async () => {
    const { eventId, buyer, orderId, bookingId } = await orderPastHoldTime(['3-1']);
    const other = await given.shop.viewer();
    expect(refusalCode(await lock(eventId, other.session, ['3-1']))).toBeNull();
    standIn.approve(orderId);
    const refused = await paypal(eventId, buyer.session, { orderId });
    expect(refused.error?.code).toBe(ERROR_CATALOGUE.SEAT_HOLD_ENDED.code);
    expect(standIn.orders.get(orderId)?.capturedAmount).toBeNull();
    expect((await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.status).toBe(
      BOOKING_STATUSES.payment_failed,
    );
  });
});
