import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PAYMENT_FAILURE_MESSAGES } from '@screener/contracts/payment-failures';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../../../test/refusal.ts';
import { seededForFile } from '../../../test/seeded-for-file.ts';
import { startedForFile } from '../../../test/started-for-file.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { enrollments } from '../../enrollment/schema.ts';
import { attemptKey, call, createShop, purchase, type Session } from '../purchase-test-helpers.ts';
import { listViewerScreenings } from '../purchase-view.ts';
import { groupPurchases, paymentWebhookEvents, purchases } from '../schema.ts';
import { STRIPE_SIGNATURE_TOLERANCE_SECONDS } from './stripe-signature.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const stripe = new Stripe('sk_test_stand_in');

let events = 0;

const standIn = startedForFile(startStripeStandIn);
const t = useTestApp(() => ({ env: { ...standIn.env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } }));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['stripe']);
  const host = shop.company.domain;
  const eventId = await shop.event();
  const singlePlan = await shop.plan(PRICING_TYPES.single, 1250, [eventId]);
  const passPlan = await shop.plan(PRICING_TYPES.group, 4000, [eventId]);
  return { shop, host, eventId, singlePlan, passPlan };
});

const card = (pricingId: number, paymentMethod: string) => ({
  charge_type: 'stripe',
  idempotency_key: attemptKey(),
  pricing_id: pricingId,
  payment_method_id: paymentMethod,
  zip_code: 'N1 9GU',
  address: 'High street 2',
});

/** A webhook exactly as Stripe signs it. */
async function deliver(
  type: string,
  intentId: string,
  options: { eventId?: string; secret?: string; signedAt?: number } = {},
) {
  const intent = standIn.intents.get(intentId);
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${++events}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_780_000_000,
    data: { object: intent },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    // Signed at the time of the delivery, on the app's clock.
    timestamp: options.signedAt ?? Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { host: given.host, 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const rowsOf = (consumerId: number) =>
  t.db.select().from(purchases).where(eq(purchases.consumerId, consumerId));

/** A card purchase by the viewer of `session`. */
const buy = (session: Session, pricingId: number, paymentMethod: string) =>
  call(t, given.host, 'purchase/screeningOrGroupTicket', card(pricingId, paymentMethod), session);

/** A new viewer's purchase left waiting on 3-D Secure, with the payment intent Stripe made for it. */
async function startChallenge(pricingId = given.singlePlan) {
  const { consumer, session } = await given.shop.viewer();
  const started = await buy(session, pricingId, 'pm_card_threeDSecure2Required');
  const intentId = (await rowsOf(consumer.id))[0]?.gatewayReference ?? '';
  return { consumer, session, started, intentId };
}

describe('stripe gateway', () => {
  it('confirms a payment intent for the server-computed amount and completes on succeeded', async () => {
    const { session } = await given.shop.viewer();
    const paid = await purchase(
      t,
      given.host,
      { ...card(given.singlePlan, 'pm_card_visa'), amount: 5 },
      session,
    );
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const created = standIn.requests.find((request) => request.path === '/v1/payment_intents');
    expect(created?.form.get('amount')).toBe('1250');
    expect(created?.form.get('currency')).toBe('eur');
    expect(created?.form.get('confirm')).toBe('true');
    expect(created?.idempotencyKey).toMatch(/^purchase-\d+-attempt-/);
  });

  it('a declined card and requires_source are errors that grant nothing', async () => {
    const { consumer, session } = await given.shop.viewer();
    const declined = await buy(session, given.singlePlan, 'pm_card_chargeDeclined');
    expect(refusalCode(declined)).toBe(4020);
    expect(declined.error?.message).toBe(PAYMENT_FAILURE_MESSAGES.declined.en);
    const source = await buy(session, given.singlePlan, 'pm_card_requiresSource');
    expect(source.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_FAILED.code);
    expect((await rowsOf(consumer.id)).map((row) => row.status)).toEqual([
      PURCHASE_STATUSES.initiated,
      PURCHASE_STATUSES.initiated,
    ]);
  });

  it('requires_action opens 3-D Secure; webhooks twice racing markPaid complete it once', async () => {
    const { consumer, session, started, intentId } = await startChallenge(given.passPlan);
    expect(started.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.processing,
      next_action: 'three_d_secure',
    });
    expect(started.data.purchase.payment_details.url).toBe(`https://hooks.stripe.test/3ds/${intentId}`);
    const returnUrl = standIn.intents.get(intentId)?.next_action as {
      redirect_to_url: { return_url: string };
    };
    expect(returnUrl.redirect_to_url.return_url).toMatch(
      /\/payments\/3ds-complete\?purchase_id=\d+&lang=en$/,
    );

    // Before the issuer answers, markPaid grants nothing.
    const early = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: started.data.purchase.id, client_secret_id: intentId },
      session,
    );
    expect(early.data.purchase.status).toBe(PURCHASE_STATUSES.processing);

    standIn.succeed(intentId);
    const eventId = `evt_race_${intentId}`;
    const [first, second, marked] = await Promise.all([
      deliver('payment_intent.succeeded', intentId, { eventId }),
      deliver('payment_intent.succeeded', intentId, { eventId }),
      call(
        t,
        given.host,
        'screenings/payment/markPaid',
        { purchase_id: started.data.purchase.id, client_secret_id: intentId },
        session,
      ),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(marked.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const rows = await rowsOf(consumer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe(PURCHASE_STATUSES.completed);
    expect(
      await t.db.select().from(groupPurchases).where(eq(groupPurchases.consumerId, consumer.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)),
    ).toHaveLength(1);
  });

  it('a webhook alone completes a purchase and enrols once, also when delivered again', async () => {
    const { consumer, started, intentId } = await startChallenge();
    standIn.succeed(intentId);
    await deliver('payment_intent.succeeded', intentId, { eventId: 'evt_once' });
    await deliver('payment_intent.succeeded', intentId, { eventId: 'evt_once' });
    await deliver('payment_intent.succeeded', intentId);
    expect(await listViewerScreenings(t.db, given.shop.company.id, consumer.id)).toEqual([
      expect.objectContaining({ screener_id: given.eventId, is_purchased: true, is_enrolled: true }),
    ]);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id))).toHaveLength(
      1,
    );
    expect(started.data.purchase.id).toBe((await rowsOf(consumer.id))[0]?.id);
  });

  it('refuses a webhook with a bad signature', async () => {
    const { consumer, intentId } = await startChallenge();
    standIn.succeed(intentId);
    const forged = await deliver('payment_intent.succeeded', intentId, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect((await rowsOf(consumer.id))[0]?.status).toBe(PURCHASE_STATUSES.processing);
  });

  it('refuses a signature dated more than the tolerance ahead or behind the clock', async () => {
    const { consumer, intentId } = await startChallenge();
    standIn.succeed(intentId);
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    const beyond = STRIPE_SIGNATURE_TOLERANCE_SECONDS + 60;
    for (const signedAt of [nowSeconds + beyond, nowSeconds - beyond]) {
      const refused = await deliver('payment_intent.succeeded', intentId, { signedAt });
      expect(refused.statusCode, String(signedAt - nowSeconds)).toBe(400);
    }
    expect((await rowsOf(consumer.id))[0]?.status).toBe(PURCHASE_STATUSES.processing);
    const accepted = await deliver('payment_intent.succeeded', intentId, { signedAt: nowSeconds + 60 });
    expect(accepted.statusCode).toBe(200);
    expect((await rowsOf(consumer.id))[0]?.status).toBe(PURCHASE_STATUSES.completed);
  });

  it('payment_failed releases the purchase so the viewer can retry', async () => {
    const { consumer, session, intentId } = await startChallenge();
    await deliver('payment_intent.payment_failed', intentId);
    expect((await rowsOf(consumer.id))[0]?.status).toBe(PURCHASE_STATUSES.initiated);
    const retry = await buy(session, given.singlePlan, 'pm_card_visa');
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
  });

  it('an abandoned challenge is cancelled at Stripe before a new attempt charges', async () => {
    const { session, intentId: abandonedId } = await startChallenge();
    const retry = await buy(session, given.singlePlan, 'pm_card_visa');
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect(standIn.intents.get(abandonedId)?.status).toBe('canceled');
  });

  it('serves the 3-D Secure return page that tells the dialog the frame is done', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/payments/3ds-complete?purchase_id=7&payment_intent=pi_9',
      headers: { host: given.host },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '"type":"3DS-authentication-complete","purchase_id":7,"client_secret_id":"pi_9"',
    );
  });
});
