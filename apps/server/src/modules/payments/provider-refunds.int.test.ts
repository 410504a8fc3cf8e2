import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startPaypalStandIn } from '../../test/payment-stand-ins/paypal-stand-in.ts';
import { startStripeStandIn } from '../../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { startedForFile } from '../../test/started-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { webhookDeliveries } from '../webhooks/schema.ts';
import { PAYPAL_WEBHOOK_PATH } from './gateways/paypal.ts';
import { listGrantingPurchases } from './purchase-queries.ts';
import { attemptKey, call, createShop, type Session } from './purchase-test-helpers.ts';
import { purchaseRefunds, purchases } from './schema.ts';

/*
 * Refunds the providers report on their own (Stripe's `charge.refunded` and `refund.updated`,
 * PayPal's `PAYMENT.CAPTURE.REFUNDED`): a refund made in the provider's dashboard is counted once,
 * and the echo of a staff refund, a repeated delivery or both Stripe events of one refund add
 * nothing. On PostgreSQL the staff refund and the webhook truly overlap.
 */

const WEBHOOK_SECRET = 'whsec_provider_refunds';
const stripe = new Stripe('sk_test_stand_in');

let host: string;
let events = 0;

const stripeStandIn = startedForFile(startStripeStandIn);
const paypalStandIn = startedForFile(startPaypalStandIn);
const t = useTestApp(() => ({
  env: {
    ...stripeStandIn.env,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...paypalStandIn.env,
  },
}));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['stripe', 'paypal']);
  host = shop.company.domain;
  const eventId = await shop.event();
  const plan = await shop.plan(PRICING_TYPES.single, 1250, [eventId]);
  const owner = (await createStaff(t, shop.company.id, 'owner')).token;
  const saved = await callStaff(
    t,
    'admin/webhooks/save',
    { url: 'https://93.184.216.34/orders', events: ['order.refunded'] },
    { host, token: owner },
  );
  expect(refusalCode(saved)).toBeNull();
  const endpointId = saved.json().data.endpoint.id;
  return { shop, eventId, plan, owner, endpointId };
});

async function buyByCard(session: Session) {
  const bought = await call(
    t,
    host,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'stripe',
      idempotency_key: attemptKey(),
      pricing_id: given.plan,
      payment_method_id: 'pm_card_visa',
      zip_code: 'N1 9GU',
      address: 'High street 2',
    },
    session,
  );
  expect(bought.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, bought.data.purchase.id));
  return { id: bought.data.purchase.id, intentId: row?.gatewayReference ?? '' };
}

/** A Stripe event about `object`, signed as Stripe signs it. */
function deliverStripe(type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_refund_${++events}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_780_000_000,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { host, 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const refundUpdated = (intentId: string, status = 'succeeded') => ({
  id: `re_${++events}`,
  object: 'refund',
  status,
  charge: `ch_${intentId}`,
  payment_intent: intentId,
});

const staffRefund = (body: object) => callStaff(t, 'admin/orders/refund', body, { host, token: given.owner });

const purchaseRow = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const refundsOf = (id: number) =>
  t.db
    .select()
    .from(purchaseRefunds)
    .where(and(eq(purchaseRefunds.purchaseId, id), eq(purchaseRefunds.status, 'succeeded')));
const toldRefunded = async (id: number) =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, given.endpointId)))
    .map((row) => JSON.parse(row.body).data as { order_id: number; refunded_minor: number; full: boolean })
    .filter((data) => data.order_id === id);
const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email).length;

describe('Stripe’s own refund events', () => {
  it('counts a refund made in Stripe’s dashboard once: access ends, the viewer is mailed, one event', async () => {
    const { session, consumer } = await given.shop.viewer();
    const { id, intentId } = await buyByCard(session);
    const mailsBefore = mailsTo(consumer.email);
    stripeStandIn.refundInDashboard(intentId, 1250);

    expect((await deliverStripe('charge.refunded', stripeStandIn.charge(intentId))).statusCode).toBe(200);
    // Delivered again, and Stripe's refund.updated about the same refund: nothing more.
    await deliverStripe('charge.refunded', stripeStandIn.charge(intentId));
    await deliverStripe('refund.updated', refundUpdated(intentId));

    const row = await purchaseRow(id);
    expect([row?.refundedMinor, row?.refundStatus, row?.cancelledAt !== null]).toEqual([
      1250,
      'refunded',
      true,
    ]);
    expect((await refundsOf(id)).map((refund) => [refund.amountMinor, refund.byEmail])).toEqual([
      [1250, 'stripe'],
    ]);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toEqual([]);
    expect(mailsTo(consumer.email)).toBe(mailsBefore + 1);
    expect(await toldRefunded(id)).toEqual([expect.objectContaining({ refunded_minor: 1250, full: true })]);
    // Nothing is left for staff to give back.
    const again = await staffRefund({ purchase_id: id, reason: 'Twice' });
    expect(refusalCode(again)).toBe(400);
  });

  it('counts a part from refund.updated, keeps access, and staff refund only what is left', async () => {
    const { session, consumer } = await given.shop.viewer();
    const { id, intentId } = await buyByCard(session);
    stripeStandIn.refundInDashboard(intentId, 250);
    // A refund still pending at Stripe counts nothing yet.
    await deliverStripe('refund.updated', refundUpdated(intentId, 'pending'));
    expect((await purchaseRow(id))?.refundedMinor).toBe(0);
    await deliverStripe('refund.updated', refundUpdated(intentId));
    expect((await purchaseRow(id))?.refundedMinor).toBe(250);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toHaveLength(1);

    const tooMuch = await staffRefund({ purchase_id: id, amount_minor: 1250, reason: 'All' });
    expect(refusalCode(tooMuch)).toBe(400);
    const rest = await staffRefund({ purchase_id: id, reason: 'The rest' });
    expect(refusalCode(rest)).toBeNull();
    // Stripe's echo of the staff refund: its total is what is counted already.
    await deliverStripe('charge.refunded', stripeStandIn.charge(intentId));
    expect((await purchaseRow(id))?.refundedMinor).toBe(1250);
    expect((await refundsOf(id)).map((refund) => refund.amountMinor).sort()).toEqual([1000, 250]);
    expect((await toldRefunded(id)).map((data) => [data.refunded_minor, data.full])).toEqual([
      [250, false],
      [1000, true],
    ]);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toEqual([]);
  });

  it('refunds once when staff refund and Stripe’s event arrive together', async () => {
    const { session, consumer } = await given.shop.viewer();
    const { id, intentId } = await buyByCard(session);
    const mailsBefore = mailsTo(consumer.email);
    // Stripe reports the refund the staff member's click makes, while the click is still settling.
    const echo = { ...stripeStandIn.charge(intentId), amount_refunded: 1250, refunded: true };
    const [clicked, delivered] = await Promise.all([
      staffRefund({ purchase_id: id, reason: 'Cancelled' }),
      deliverStripe('charge.refunded', echo),
    ]);
    expect(delivered.statusCode).toBe(200);
    // The click either refunds, or finds Stripe's refund counted and nothing left.
    expect([null, 400]).toContain(refusalCode(clicked));
    expect((await purchaseRow(id))?.refundedMinor).toBe(1250);
    expect((await refundsOf(id)).map((refund) => refund.amountMinor)).toEqual([1250]);
    expect(await toldRefunded(id)).toHaveLength(1);
    expect(mailsTo(consumer.email)).toBe(mailsBefore + 1);
  });
});

describe('PayPal’s PAYMENT.CAPTURE.REFUNDED', () => {
  async function buyWithPaypal(session: Session) {
    const body = {
      charge_type: 'paypal',
      idempotency_key: attemptKey(),
      pricing_id: given.plan,
      screener_id: given.eventId,
    };
    const created = await call(t, host, 'purchase/screeningOrGroupTicket', body, session);
    const orderId: string = created.data.purchase.payment_details.order_id ?? '';
    paypalStandIn.approve(orderId);
    const captured = await call(t, host, 'purchase/screeningOrGroupTicket', { ...body, orderId }, session);
    expect(captured.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    return { id: created.data.purchase.id as number, orderId };
  }

  const deliverPaypal = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: PAYPAL_WEBHOOK_PATH,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify({
        id: `WH-${++events}`,
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: {
          id: `REFUND-${events}`,
          links: [
            { rel: 'self', href: `${paypalStandIn.base}/v2/payments/refunds/REFUND-${events}` },
            { rel: 'up', href: `${paypalStandIn.base}/v2/payments/captures/CAPTURE-${orderId}` },
          ],
        },
      }),
    });

  it('counts what PayPal says it refunded, read back from PayPal, once', async () => {
    const { session, consumer } = await given.shop.viewer();
    const { id, orderId } = await buyWithPaypal(session);
    // An event for a capture PayPal refunded nothing of changes nothing, whatever it claims.
    expect((await deliverPaypal(orderId)).statusCode).toBe(200);
    expect((await purchaseRow(id))?.refundedMinor).toBe(0);

    paypalStandIn.refundInDashboard(orderId, { currency_code: 'EUR', value: '5.00' });
    await deliverPaypal(orderId);
    await deliverPaypal(orderId);
    expect((await purchaseRow(id))?.refundedMinor).toBe(500);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toHaveLength(1);

    paypalStandIn.refundInDashboard(orderId, { currency_code: 'EUR', value: '7.50' });
    await deliverPaypal(orderId);
    const row = await purchaseRow(id);
    expect([row?.refundedMinor, row?.cancelledAt !== null]).toEqual([1250, true]);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toEqual([]);
    expect((await toldRefunded(id)).map((data) => [data.refunded_minor, data.full])).toEqual([
      [500, false],
      [750, true],
    ]);
  });

  it('adds nothing for the echo of a staff refund, and ignores other events', async () => {
    const { session } = await given.shop.viewer();
    const { id, orderId } = await buyWithPaypal(session);
    expect(refusalCode(await staffRefund({ purchase_id: id, reason: 'Cancelled' }))).toBeNull();
    await deliverPaypal(orderId);
    expect((await purchaseRow(id))?.refundedMinor).toBe(1250);
    expect(await toldRefunded(id)).toHaveLength(1);
    const other = await t.app.inject({
      method: 'POST',
      url: PAYPAL_WEBHOOK_PATH,
      headers: { host, 'content-type': 'application/json' },
      payload: JSON.stringify({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} }),
    });
    expect(other.statusCode).toBe(200);
  });
});
