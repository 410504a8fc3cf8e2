import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type { ServerEvent } from '@screener/contracts/realtime';
import { DEFAULT_SEAT_HOLD_MINUTES } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES, SEAT_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startMeshulamStandIn } from '../../test/payment-stand-ins/meshulam-stand-in.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { silentEvents } from '../../test/silent-events.ts';
import { startedForFile } from '../../test/started-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bookings } from '../venues/schema.ts';
import { holdSeats } from '../venues/ticket-test-helpers.ts';
import { createVenueShop, seatStatusesOf } from '../venues/venue-test-helpers.ts';
import { expireSeatPayments } from './expire-seat-payments.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import { attemptKey, call, purchase, type Session, sandboxPurchase } from './purchase-test-helpers.ts';
import { reconcileStuckPurchases } from './reconcile-purchases.ts';
import { refundOwedPurchases } from './refund-purchases.ts';
import { purchases } from './schema.ts';

const seatCharts: { screenerId: number; event: ServerEvent }[] = [];

const standIn = startedForFile(startMeshulamStandIn);
const t = useTestApp(() => ({ env: standIn.env }));
const given = seededForFile(async () => {
  const providers = createPaymentProviders(t.config);
  const shop = await createVenueShop(t, 6, {}, { gateways: ['meshulam', 'sandbox'], currency: 'ILS' });
  const host = shop.company.domain;
  return { providers, shop, host };
});

const HOLD_ENDED_MS = (DEFAULT_SEAT_HOLD_MINUTES + 1) * 60_000;
const events = silentEvents({
  toSeatChart: (screenerId, event) => void seatCharts.push({ screenerId, event }),
});
const expiryRound = () => expireSeatPayments({ ...t, events }, given.providers, t.clock.now(), t.app.log);
const refundRound = () => refundOwedPurchases(t, given.providers, t.clock.now(), t.app.log);

const lock = (screenerId: number, session: Session, seatIndexes: string[]) =>
  holdSeats(t, given.host, screenerId, session, seatIndexes);

/** Pays the held seats on the Israeli provider's hosted page; answers the purchase and its process. */
async function payOnHostedPage(screenerId: number, session: Session) {
  const created = await call(
    t,
    given.host,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'meshulam',
      idempotency_key: attemptKey(),
      screener_id: screenerId,
      success_url: 'https://festival.example/payment/returnUrl',
      cancel_url: 'https://festival.example/payment/returnUrl',
      is_bit: false,
      phone: '+972501234567',
      name: 'Dana Levi',
    },
    session,
  );
  expect(created.data.purchase).toMatchObject({ status: PURCHASE_STATUSES.initiated });
  const processId = /page\/(\d+)$/.exec(created.data.purchase.payment_details.url ?? '')?.[1] ?? '';
  return { purchaseId: created.data.purchase.id, processId };
}

const payByCard = (screenerId: number, session: Session, cardNumber: string) =>
  purchase(t, given.host, sandboxPurchase({ screener_id: screenerId, card_number: cardNumber }), session);

/** The provider's server callback once the viewer paid on the page, late. */
const providerCallback = (processId: string) => {
  standIn.pay(processId);
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/meshulam',
    headers: { host: given.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `data[processId]=${processId}&data[status]=1`,
  });
};

const statusesFor = (screenerId: number, session?: Session) =>
  seatStatusesOf(t, given.shop.company, screenerId, session);
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const purchaseRow = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

describe('seat payments left open past the hold time', () => {
  it('keeps the seats while the hold lasts, frees them when it ends, and books them when the money still comes while they are free', async () => {
    const eventId = await given.shop.venueEvent();
    const buyer = await given.shop.viewer();
    const other = await given.shop.viewer();
    const held = (await lock(eventId, buyer.session, ['2-1', '2-2'])).data.booking;
    const { purchaseId, processId } = await payOnHostedPage(eventId, buyer.session);

    // Being paid for: taken for everyone else, and not given up before the hold time ends.
    expect((await statusesFor(eventId, other.session))['2-1']).toBe(SEAT_STATUSES.locked);
    expect((await lock(eventId, other.session, ['2-1'])).error?.code).toBe(ERROR_CATALOGUE.SEATS_TAKEN.code);
    t.clock.advance(HOLD_ENDED_MS - 2 * 60_000);
    expect(await expiryRound()).toEqual([]);

    t.clock.advance(2 * 60_000);
    expect(await expiryRound()).toEqual(['released']);
    expect(await expiryRound()).toEqual([]);
    expect((await bookingRow(held.id))?.status).toBe(BOOKING_STATUSES.payment_failed);
    const freed = await statusesFor(eventId, other.session);
    expect([freed['2-1'], freed['2-2']]).toEqual([SEAT_STATUSES.available, SEAT_STATUSES.available]);
    expect(seatCharts).toContainEqual({
      screenerId: eventId,
      event: { type: 'seats.changed', screener_id: eventId },
    });

    // The viewer paid on the page anyway, and nobody took the seats: they are booked after all.
    expect(refusalCode(await providerCallback(processId))).toBeNull();
    expect((await purchaseRow(purchaseId))?.status).toBe(PURCHASE_STATUSES.completed);
    const booked = await bookingRow(held.id);
    expect(booked?.status).toBe(BOOKING_STATUSES.booked);
    expect(booked?.code).toMatch(/^[A-Za-z0-9_-]{108}$/);
    const after = await statusesFor(eventId, other.session);
    expect([after['2-1'], after['2-2']]).toEqual([SEAT_STATUSES.booked, SEAT_STATUSES.booked]);

    // The receipt carries the ticket, the same one-page PDF the dashboard downloads.
    const [receipt] = mailsTo(buyer.consumer.email);
    expect(receipt?.subject).toBe(`Your receipt from ${given.shop.company.title}`);
    expect(receipt?.attachments).toEqual([
      expect.objectContaining({ filename: `ticket-${held.id}.pdf`, contentType: 'application/pdf' }),
    ]);
    const pdf = Buffer.from(receipt?.attachments?.[0]?.contentBase64 ?? '', 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  it('refunds money that comes for seats someone else took meanwhile, tells the viewer once, and books nothing', async () => {
    const eventId = await given.shop.venueEvent();
    const buyer = await given.shop.viewer();
    const other = await given.shop.viewer();
    const held = (await lock(eventId, buyer.session, ['3-1'])).data.booking;
    const { purchaseId, processId } = await payOnHostedPage(eventId, buyer.session);
    t.clock.advance(HOLD_ENDED_MS);
    expect(await expiryRound()).toEqual(['released']);

    expect(refusalCode(await lock(eventId, other.session, ['3-1']))).toBeNull();
    expect(refusalCode(await payByCard(eventId, other.session, SANDBOX_CARDS.success))).toBeNull();

    await providerCallback(processId);
    const owed = await purchaseRow(purchaseId);
    expect(owed).toMatchObject({ status: PURCHASE_STATUSES.initiated, refundStatus: 'due' });
    expect((await bookingRow(held.id))?.status).toBe(BOOKING_STATUSES.cancelled);
    expect((await statusesFor(eventId, buyer.session))['3-1']).toBe(SEAT_STATUSES.booked);
    const screenings = await call(t, given.host, 'listScreenings', {}, buyer.session);
    expect(screenings.data.screenings).toEqual([]);

    // The hosted page cannot refund online: the company does it, and the viewer is told so.
    expect(await refundRound()).toEqual(['staff']);
    expect(await refundRound()).toEqual([]);
    expect((await purchaseRow(purchaseId))?.refundStatus).toBe('staff');
    const mails = mailsTo(buyer.consumer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your payment to ${given.shop.company.title} is refunded`,
    ]);
    expect(mails[0]?.text).toContain(`${given.shop.company.title} will refund your payment in full`);
  });

  it('refunds through the card gateway a challenge completed after its seats were freed and taken', async () => {
    const eventId = await given.shop.venueEvent();
    const buyer = await given.shop.viewer();
    const other = await given.shop.viewer();
    const held = (await lock(eventId, buyer.session, ['4-1'])).data.booking;
    const challenged = await payByCard(eventId, buyer.session, SANDBOX_CARDS.threeDSecure);
    const purchaseId = challenged.data.purchase.id;
    expect(challenged.data.purchase.status).toBe(PURCHASE_STATUSES.processing);

    // A card being charged is the reconciliation round's: the hold-time round leaves it.
    t.clock.advance(HOLD_ENDED_MS);
    expect(await expiryRound()).toEqual(['left']);
    expect(
      await reconcileStuckPurchases(
        { ...t, events: t.app.events },
        given.providers,
        t.clock.now(),
        t.app.log,
      ),
    ).toEqual(['released']);
    expect((await bookingRow(held.id))?.status).toBe(BOOKING_STATUSES.payment_failed);
    expect(refusalCode(await lock(eventId, other.session, ['4-1']))).toBeNull();

    const reference = (await purchaseRow(purchaseId))?.gatewayReference ?? '';
    const paid = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: purchaseId, client_secret_id: given.providers.sandbox.challengeToken(reference, true) },
      buyer.session,
    );
    expect(refusalCode(paid)).toBeNull();
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.initiated);
    expect((await bookingRow(held.id))?.status).toBe(BOOKING_STATUSES.cancelled);

    expect(await refundRound()).toEqual(['refunded']);
    expect((await purchaseRow(purchaseId))?.refundStatus).toBe('refunded');
    const [mail] = mailsTo(buyer.consumer.email);
    expect(mail?.text).toContain('your payment has been refunded in full');
  });
});
