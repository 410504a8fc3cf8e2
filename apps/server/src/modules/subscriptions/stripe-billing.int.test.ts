import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { startedForFile } from '../../test/started-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STRIPE_SIGNATURE_TOLERANCE_SECONDS } from '../payments/index.ts';
import { attemptKey, call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { hasActiveSubscription } from './active-subscription.ts';
import { invoices, subscriptions, subscriptionWebhookEvents } from './schema.ts';
import { STRIPE_BILLING_WEBHOOK_PATH } from './stripe-billing-webhooks.ts';
import {
  type CreateReply,
  DAY_MS,
  type SubscriptionReply,
  subscriptionCalls,
} from './subscription-test-helpers.ts';

const WEBHOOK_SECRET = 'whsec_billing_secret_for_the_stand_in';
const sdk = new Stripe('sk_test_stand_in');

let events = 0;

const standIn = startedForFile(() => startStripeStandIn({ now: () => t.clock.now() }));
const t = useTestApp(() => ({ env: { ...standIn.env, STRIPE_BILLING_WEBHOOK_SECRET: WEBHOOK_SECRET } }));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['stripe']);
  const calls = subscriptionCalls(t, shop);
  return { shop, calls };
});

const subscribe = (session: Session, planId: number, paymentMethod: string, key = attemptKey()) =>
  call<CreateReply>(
    t,
    given.calls.host,
    'subscription/create',
    {
      charge_type: 'stripe',
      idempotency_key: key,
      subscription_plan: planId,
      payment_method_id: paymentMethod,
      zip_code: 'N1 9GU',
      address: 'High street 2',
      amount: 1,
    },
    session,
  );

/** A Billing event exactly as Stripe signs it, carrying the stand-in's object as it is now. */
function deliver(
  type: string,
  object: unknown,
  options: { eventId?: string; secret?: string; host?: string; signedAt?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_billing_${++events}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(t.clock.now().getTime() / 1000),
    data: { object: structuredClone(object) },
  });
  const signature = sdk.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    // Signed at the time of the delivery, on the app's clock.
    timestamp: options.signedAt ?? Math.floor(t.clock.now().getTime() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: STRIPE_BILLING_WEBHOOK_PATH,
    headers: {
      host: options.host ?? given.calls.host,
      'content-type': 'application/json',
      'stripe-signature': signature,
    },
    payload,
  });
}

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
};
const stripeOf = async (id: number) => {
  const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';
  const object = standIn.billing.subscriptions.get(stripeId);
  if (!object) throw new Error(`no Stripe subscription for ${id}`);
  return object;
};
const invoicesOf = (id: number) => t.db.select().from(invoices).where(eq(invoices.subscriptionId, id));

/** A viewer subscribed to a new monthly plan with a card that pays. */
async function subscribed(amountMinor = 1500) {
  const plan = await given.calls.plan({ amountMinor, planName: `Monthly ${amountMinor}` });
  const viewer = await given.shop.viewer();
  const created = await subscribe(viewer.session, plan.id, 'pm_card_visa');
  expect(refusalCode(created)).toBeNull();
  return { plan, ...viewer, id: created.data.subscription.id };
}

describe('subscription/create with Stripe Billing', () => {
  it("bills the plan's Price, made once per plan, whatever the client sends; the same attempt answers once", async () => {
    const plan = await given.calls.plan({ amountMinor: 1500, planName: 'Stripe monthly' });
    const { session } = await given.shop.viewer();
    const key = attemptKey();
    const created = await subscribe(session, plan.id, 'pm_card_visa', key);
    expect(refusalCode(created)).toBeNull();
    expect(created.data.next_action).toBe('none');
    expect(created.data.subscription).toMatchObject({ status: 'active', cancel_at_period_end: false });
    expect(
      created.data.subscription.current_period_end - created.data.subscription.current_period_start,
    ).toBe(30 * 86_400);
    const priced = standIn.requests.filter(
      (request) => request.path === '/v1/prices' && request.method === 'POST',
    );
    expect(priced.at(-1)?.form.get('unit_amount')).toBe('1500');
    expect(priced.at(-1)?.form.get('recurring[interval]')).toBe('month');
    const made = standIn.requests.filter((request) => request.path === '/v1/subscriptions');
    expect(made.at(-1)?.idempotencyKey).toMatch(/^subscription-\d+-attempt-/);
    expect(made.at(-1)?.form.get('payment_behavior')).toBe('allow_incomplete');

    const again = await subscribe(session, plan.id, 'pm_card_visa', key);
    expect(again.data.subscription.id).toBe(created.data.subscription.id);
    expect(standIn.requests.filter((request) => request.path === '/v1/subscriptions')).toHaveLength(
      made.length,
    );

    // A second viewer of the same plan reuses its Price.
    const other = await given.shop.viewer();
    expect(refusalCode(await subscribe(other.session, plan.id, 'pm_card_visa'))).toBeNull();
    expect(
      standIn.requests.filter((request) => request.path === '/v1/prices' && request.method === 'POST'),
    ).toHaveLength(priced.length);

    const got = await given.calls.get(session);
    expect(got.data.localSubscription?.gateway).toBe('stripe');
    expect(got.data.paymentMethod).toEqual({ card: { brand: 'visa', last4: '4242' } });
    const [invoice] = got.data.invoices;
    expect(invoice).toMatchObject({ total: 1500, currency: 'EUR', status: 'paid' });
    // Stripe's own PDF of the invoice.
    expect(invoice?.invoice_pdf).toMatch(new RegExp(`^${standIn.base}/invoice/in_\\d+/pdf$`));
    expect(
      await hasActiveSubscription(
        t.db,
        given.shop.company.id,
        (await rowOf(created.data.subscription.id)).consumerId,
        t.clock.now(),
      ),
    ).toBe(true);
  });

  it("starts a plan's trial without charging", async () => {
    const plan = await given.calls.plan({ amountMinor: 2000, trialDays: 14, planName: 'Trial plan' });
    const { session } = await given.shop.viewer();
    const created = await subscribe(session, plan.id, 'pm_card_visa');
    expect(created.data.subscription.status).toBe('trialing');
    expect(created.data.subscription.trial_end).toBe(
      Math.floor(t.clock.now().getTime() / 1000) + 14 * 86_400,
    );
    const made = standIn.requests.filter((request) => request.path === '/v1/subscriptions').at(-1);
    expect(made?.form.get('trial_period_days')).toBe('14');
    expect((await invoicesOf(created.data.subscription.id)).map((row) => row.totalMinor)).toEqual([0]);
  });

  it('a declined card is refused and leaves nothing, at Stripe or here', async () => {
    const plan = await given.calls.plan({ planName: 'Declined' });
    const { consumer, session } = await given.shop.viewer();
    const declined = await subscribe(session, plan.id, 'pm_card_chargeDeclined');
    expect(refusalCode(declined)).toBe(4020);
    expect(declined.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_FAILED.code);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.consumerId, consumer.id))).toEqual(
      [],
    );
    const left = [...standIn.billing.subscriptions.values()].filter(
      (subscription) => subscription.metadata.consumer_id === String(consumer.id),
    );
    expect(left.map((subscription) => subscription.status)).toEqual(['canceled']);
  });

  it("3-D Secure on the first invoice opens the challenge; confirm reads Stripe's word, then it starts", async () => {
    const plan = await given.calls.plan({ amountMinor: 1100, planName: 'Secure' });
    const { session } = await given.shop.viewer();
    const created = await subscribe(session, plan.id, 'pm_card_threeDSecure2Required');
    expect(created.data).toMatchObject({
      next_action: 'three_d_secure',
      subscription: { status: 'incomplete' },
    });
    const id = created.data.subscription.id;
    const intentId = (await rowOf(id)).challengeReference ?? '';
    expect(created.data.url).toBe(`https://hooks.stripe.test/3ds/${intentId}`);
    const confirmCall = standIn.requests.find(
      (request) => request.path === `/v1/payment_intents/${intentId}/confirm`,
    );
    expect(confirmCall?.form.get('return_url')).toMatch(
      new RegExp(`/payments/3ds-complete\\?purchase_id=${id}&lang=en$`),
    );

    // Before the issuer answers, the client's word proves nothing.
    const early = await call<SubscriptionReply>(
      t,
      given.calls.host,
      `subscription/${id}/confirm`,
      { client_secret_id: intentId },
      session,
    );
    expect(refusalCode(early)).toBe(4020);
    expect((await rowOf(id)).status).toBe('incomplete');

    standIn.billing.passChallenge((await rowOf(id)).gatewaySubscriptionId ?? '');
    const confirmed = await call<SubscriptionReply>(
      t,
      given.calls.host,
      `subscription/${id}/confirm`,
      { client_secret_id: intentId },
      session,
    );
    expect(confirmed.data.subscription.status).toBe('active');
    expect((await invoicesOf(id)).map((row) => row.status)).toEqual(['paid']);
  });

  it('cancels at period end and resumes at Stripe; cancelled now cannot be resumed; another viewer is refused', async () => {
    const { session, id } = await subscribed(1600);
    const cancelled = await given.calls.cancel(session, id);
    expect(cancelled.data.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(cancelled.data.subscription.cancel_at).toBe(cancelled.data.subscription.current_period_end);
    expect((await stripeOf(id)).cancel_at_period_end).toBe(true);

    const stranger = await given.shop.viewer();
    expect(refusalCode(await given.calls.resume(stranger.session, id))).toBe(404);

    const resumed = await given.calls.resume(session, id);
    expect(resumed.data.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect((await stripeOf(id)).cancel_at_period_end).toBe(false);

    const now = await given.calls.cancel(session, id, true);
    expect(now.data.subscription.status).toBe('canceled');
    expect((await stripeOf(id)).status).toBe('canceled');
    expect(refusalCode(await given.calls.resume(session, id))).toBe(409);
  });
});

describe('Stripe Billing webhooks', () => {
  it('a failed renewal makes it past due with no rights; the paid invoice makes it active again', async () => {
    const { consumer, id } = await subscribed(1700);
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';
    t.clock.advance(31 * DAY_MS);
    const failed = standIn.billing.renew(stripeId, 'pm_card_chargeDeclined');
    const failedEvent = await deliver('invoice.payment_failed', failed);
    expect(failedEvent.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('past_due');
    expect(await hasActiveSubscription(t.db, given.shop.company.id, consumer.id, t.clock.now())).toBe(false);
    const due = (await invoicesOf(id)).find((row) => row.gatewayInvoiceId === failed.id);
    expect(due).toMatchObject({ status: 'due', totalMinor: 1700 });

    t.clock.advance(3 * DAY_MS);
    const paid = standIn.billing.payInvoice(failed.id);
    const paidEvent = { eventId: `evt_paid_${failed.id}` };
    const [first, second] = await Promise.all([
      deliver('invoice.paid', paid, paidEvent),
      deliver('invoice.paid', paid, paidEvent),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // The failure delivered late changes nothing.
    await deliver('invoice.payment_failed', { ...paid, status: 'open' });
    const row = await rowOf(id);
    expect(row.status).toBe('active');
    expect((await invoicesOf(id)).find((invoice) => invoice.gatewayInvoiceId === failed.id)?.status).toBe(
      'paid',
    );
    expect(await hasActiveSubscription(t.db, given.shop.company.id, consumer.id, t.clock.now())).toBe(true);
    expect(
      await t.db
        .select()
        .from(subscriptionWebhookEvents)
        .where(eq(subscriptionWebhookEvents.eventId, paidEvent.eventId)),
    ).toHaveLength(1);
  });

  it('a past-due invoice is paid from the dashboard with a new card, which becomes the default', async () => {
    const { consumer, id } = await subscribed(2100);
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';
    t.clock.advance(31 * DAY_MS);
    const session = await given.calls.sessionOf(consumer.id);
    const failed = standIn.billing.renew(stripeId, 'pm_card_chargeDeclined');
    await deliver('invoice.payment_failed', failed);
    expect((await rowOf(id)).status).toBe('past_due');

    const declined = await given.calls.pay(session, id, { payment_method_id: 'pm_card_chargeDeclined' });
    expect(refusalCode(declined)).toBe(4020);
    expect((await stripeOf(id)).default_payment_method.id).toBe('pm_card_visa');
    expect((await rowOf(id)).status).toBe('past_due');

    const paid = await given.calls.pay(session, id, { payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(refusalCode(paid)).toBe(4020);
    const viewerPays = await given.calls.pay(session, id, { payment_method_id: 'pm_card_visa' });
    expect(viewerPays.data.subscription.status).toBe('active');
    const payCall = standIn.requests
      .filter((request) => request.path === `/v1/invoices/${failed.id}/pay`)
      .at(-1);
    expect(payCall?.form.get('payment_method')).toBe('pm_card_visa');
    expect((await invoicesOf(id)).find((row) => row.gatewayInvoiceId === failed.id)?.status).toBe('paid');
    // Stripe's news of the same payment arriving afterwards changes nothing.
    await deliver('invoice.paid', standIn.billing.invoices.get(failed.id));
    expect((await rowOf(id)).status).toBe('active');
  });

  it('customer.subscription.updated moves the period on a renewal; deleted ends it and its rights', async () => {
    const { consumer, id } = await subscribed(1800);
    const before = await rowOf(id);
    const stripeId = before.gatewaySubscriptionId ?? '';
    t.clock.advance(31 * DAY_MS);
    const renewal = standIn.billing.renew(stripeId, 'pm_card_visa');
    // Out of order: the subscription's news first, then its invoice.
    await deliver('customer.subscription.updated', await stripeOf(id));
    await deliver('invoice.paid', renewal);
    const renewed = await rowOf(id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart).toEqual(before.currentPeriodEnd);
    expect((await invoicesOf(id)).map((row) => row.status)).toEqual(['paid', 'paid']);

    const ended = standIn.billing.end(stripeId);
    await deliver('customer.subscription.deleted', ended);
    expect((await rowOf(id)).status).toBe('canceled');
    expect(await hasActiveSubscription(t.db, given.shop.company.id, consumer.id, t.clock.now())).toBe(false);
  });

  it('customer.subscription.created records a subscription whose answer was lost, once', async () => {
    const plan = await given.calls.plan({ planName: 'Adopted' });
    const { consumer } = await given.shop.viewer();
    const stand = new Stripe('sk_test_stand_in', {
      host: '127.0.0.1',
      port: new URL(standIn.base).port,
      protocol: 'http',
    });
    const price = await stand.prices.create({
      currency: 'eur',
      unit_amount: 999,
      recurring: { interval: 'month' },
      lookup_key: `adopted-${plan.id}`,
    });
    const customer = await stand.customers.create({ email: consumer.email });
    const made = await stand.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: 'pm_card_visa',
      metadata: {
        company_id: String(given.shop.company.id),
        consumer_id: String(consumer.id),
        plan_id: String(plan.id),
        attempt: 'attempt-lost-answer',
      },
    });
    const event = { eventId: `evt_created_${made.id}` };
    await deliver('customer.subscription.created', standIn.billing.subscriptions.get(made.id), event);
    await deliver('customer.subscription.created', standIn.billing.subscriptions.get(made.id), event);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.consumerId, consumer.id));
    expect(rows.map((row) => [row.status, row.gatewaySubscriptionId, row.idempotencyKey])).toEqual([
      ['active', made.id, 'attempt-lost-answer'],
    ]);

    // A subscription the server did not make is left alone.
    const foreign = await stand.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const ignored = await deliver(
      'customer.subscription.created',
      standIn.billing.subscriptions.get(foreign.id),
    );
    expect(ignored.statusCode).toBe(200);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.gatewaySubscriptionId, foreign.id)),
    ).toEqual([]);
  });

  it('refuses an event signed more than the tolerance ahead of the clock', async () => {
    const { id } = await subscribed(1700);
    const ahead = Math.floor(t.clock.now().getTime() / 1000) + STRIPE_SIGNATURE_TOLERANCE_SECONDS + 60;
    const refused = await deliver(
      'customer.subscription.deleted',
      standIn.billing.end((await rowOf(id)).gatewaySubscriptionId ?? ''),
      {
        signedAt: ahead,
      },
    );
    expect(refused.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('active');
  });

  it('refuses an event with a bad signature', async () => {
    const { id } = await subscribed(1900);
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';
    const forged = await deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
      secret: 'whsec_wrong',
    });
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('active');
  });
});

describe("a company's own Stripe account", () => {
  const OWN_KEY = 'sk_test_company_own_account';
  /** Stripe signs each endpoint with its own secret: the payments one, and the Billing one. */
  const OWN_PAYMENTS_SECRET = 'whsec_company_payments_endpoint';
  const OWN_BILLING_SECRET = 'whsec_company_billing_endpoint';
  const ownStripe = {
    secret_key: OWN_KEY,
    publishable_key: 'pk_test_company_own',
    webhook_secret: OWN_PAYMENTS_SECRET,
    billing_webhook_secret: OWN_BILLING_SECRET,
  };

  it("bills new subscriptions on the company's account; those made before stay on the deployment's", async () => {
    const own = await createShop(t, ['stripe']);
    const ownCalls = subscriptionCalls(t, own);
    const plan = await ownCalls.plan({ amountMinor: 2100, planName: 'Own monthly' });
    const subscribeOwn = (session: Session) =>
      call<CreateReply>(
        t,
        ownCalls.host,
        'subscription/create',
        {
          charge_type: 'stripe',
          idempotency_key: attemptKey(),
          subscription_plan: plan.id,
          payment_method_id: 'pm_card_visa',
          zip_code: 'N1 9GU',
          address: 'High street 2',
          amount: 1,
        },
        session,
      );
    const keysOf = (from: number) =>
      new Set(standIn.requests.slice(from).map((request) => request.secretKey));

    // Made before the company keeps its own keys: the deployment's account.
    const earlier = await own.viewer();
    const made = await subscribeOwn(earlier.session);
    expect(refusalCode(made)).toBeNull();
    const earlierId = made.data.subscription.id;
    expect((await rowOf(earlierId)).stripeAccount).toBe('deployment');

    const { token } = await createStaff(t, own.company.id, 'owner');
    const saved = await callStaff(
      t,
      'admin/settings/payments/update',
      {
        enabled_payment_gateways: ['stripe'],
        statement_descriptor_suffix: null,
        credentials: { stripe: ownStripe },
      },
      { host: ownCalls.host, token },
    );
    expect(refusalCode(saved)).toBeNull();

    // A new subscription is made, priced and charged with the company's key, and remembers it.
    const from = standIn.requests.length;
    const later = await own.viewer();
    const created = await subscribeOwn(later.session);
    expect(refusalCode(created)).toBeNull();
    const laterId = created.data.subscription.id;
    expect(keysOf(from)).toEqual(new Set([OWN_KEY]));
    expect((await rowOf(laterId)).stripeAccount).toBe('company');

    // The earlier one is still cancelled and resumed on the deployment's account.
    const beforeCancel = standIn.requests.length;
    expect(refusalCode(await ownCalls.cancel(earlier.session, earlierId))).toBeNull();
    expect(refusalCode(await ownCalls.resume(earlier.session, earlierId))).toBeNull();
    expect(keysOf(beforeCancel)).toEqual(new Set(['sk_test_stand_in']));
    // The new one on the company's.
    const beforeOwnCancel = standIn.requests.length;
    expect(refusalCode(await ownCalls.cancel(later.session, laterId))).toBeNull();
    expect(keysOf(beforeOwnCancel)).toEqual(new Set([OWN_KEY]));
    expect((await rowOf(laterId)).cancelAtPeriodEnd).toBe(true);

    // The company's Billing webhook, signed with its own Billing secret, is handled on its account.
    const laterStripeId = (await rowOf(laterId)).gatewaySubscriptionId ?? '';
    const beforeHook = standIn.requests.length;
    const ended = await deliver('customer.subscription.deleted', standIn.billing.end(laterStripeId), {
      secret: OWN_BILLING_SECRET,
      host: ownCalls.host,
    });
    expect(ended.statusCode).toBe(200);
    expect(keysOf(beforeHook)).toEqual(new Set([OWN_KEY]));
    expect((await rowOf(laterId)).status).toBe('canceled');

    // The deployment's Billing endpoint still speaks for the subscription made on it, at this host too.
    const earlierStripeId = (await rowOf(earlierId)).gatewaySubscriptionId ?? '';
    const deploymentHook = await deliver(
      'customer.subscription.deleted',
      standIn.billing.end(earlierStripeId),
      { host: ownCalls.host },
    );
    expect(deploymentHook.statusCode).toBe(200);
    expect((await rowOf(earlierId)).status).toBe('canceled');
  });

  it("never lets the deployment's secret touch a subscription of the company's account", async () => {
    const own = await createShop(t, ['stripe']);
    const ownCalls = subscriptionCalls(t, own);
    const { token } = await createStaff(t, own.company.id, 'owner');
    await callStaff(
      t,
      'admin/settings/payments/update',
      {
        enabled_payment_gateways: ['stripe'],
        statement_descriptor_suffix: null,
        credentials: { stripe: ownStripe },
      },
      { host: ownCalls.host, token },
    );
    const plan = await ownCalls.plan({ amountMinor: 2200, planName: 'Own only' });
    const viewer = await own.viewer();
    const created = await call<CreateReply>(
      t,
      ownCalls.host,
      'subscription/create',
      {
        charge_type: 'stripe',
        idempotency_key: attemptKey(),
        subscription_plan: plan.id,
        payment_method_id: 'pm_card_visa',
        zip_code: 'N1 9GU',
        address: 'High street 2',
        amount: 1,
      },
      viewer.session,
    );
    expect(refusalCode(created)).toBeNull();
    const id = created.data.subscription.id;
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';

    // Signed by the deployment's Billing endpoint: verified, but it speaks for the deployment's account only.
    const crossed = await deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
      host: ownCalls.host,
    });
    expect(crossed.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('active');
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.gatewaySubscriptionId, stripeId)),
    ).toHaveLength(1);

    // Signed with neither account's secret: refused.
    const forged = await deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
      secret: 'whsec_neither',
      host: ownCalls.host,
    });
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('active');
  });

  it("never lets one company's Billing event touch another's subscription on a shared Stripe account", async () => {
    /** A company keeping the shared account's keys, with a Billing endpoint (and secret) of its own. */
    const sharing = async (billingSecret: string) => {
      const company = await createShop(t, ['stripe']);
      const companyCalls = subscriptionCalls(t, company);
      const { token } = await createStaff(t, company.company.id, 'owner');
      const saved = await callStaff(
        t,
        'admin/settings/payments/update',
        {
          enabled_payment_gateways: ['stripe'],
          statement_descriptor_suffix: null,
          credentials: { stripe: { ...ownStripe, billing_webhook_secret: billingSecret } },
        },
        { host: companyCalls.host, token },
      );
      expect(refusalCode(saved)).toBeNull();
      return { company, calls: companyCalls };
    };
    const first = await sharing('whsec_first_company_billing');
    const second = await sharing('whsec_second_company_billing');
    const plan = await second.calls.plan({ amountMinor: 2400, planName: 'Shared account' });
    const viewer = await second.company.viewer();
    const created = await call<CreateReply>(
      t,
      second.calls.host,
      'subscription/create',
      {
        charge_type: 'stripe',
        idempotency_key: attemptKey(),
        subscription_plan: plan.id,
        payment_method_id: 'pm_card_visa',
        zip_code: 'N1 9GU',
        address: 'High street 2',
        amount: 1,
      },
      viewer.session,
    );
    expect(refusalCode(created)).toBeNull();
    const id = created.data.subscription.id;
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';

    // Verified by the first company's secret at its host: it speaks for the first company only.
    const crossed = await deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
      secret: 'whsec_first_company_billing',
      host: first.calls.host,
    });
    expect(crossed.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('active');

    const own = await deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
      secret: 'whsec_second_company_billing',
      host: second.calls.host,
    });
    expect(own.statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('canceled');
  });

  it("verifies the company's Billing events with its Billing secret, never its payments endpoint's", async () => {
    const own = await createShop(t, ['stripe']);
    const ownCalls = subscriptionCalls(t, own);
    const { token } = await createStaff(t, own.company.id, 'owner');
    const save = (stripe: Record<string, string>) =>
      callStaff(
        t,
        'admin/settings/payments/update',
        { enabled_payment_gateways: ['stripe'], statement_descriptor_suffix: null, credentials: { stripe } },
        { host: ownCalls.host, token },
      );
    // Only the payments endpoint's secret kept at first.
    const { billing_webhook_secret: _billing, ...paymentsOnly } = ownStripe;
    expect(refusalCode(await save(paymentsOnly))).toBeNull();
    const plan = await ownCalls.plan({ amountMinor: 2300, planName: 'Own billing secret' });
    const viewer = await own.viewer();
    const created = await call<CreateReply>(
      t,
      ownCalls.host,
      'subscription/create',
      {
        charge_type: 'stripe',
        idempotency_key: attemptKey(),
        subscription_plan: plan.id,
        payment_method_id: 'pm_card_visa',
        zip_code: 'N1 9GU',
        address: 'High street 2',
        amount: 1,
      },
      viewer.session,
    );
    expect(refusalCode(created)).toBeNull();
    const id = created.data.subscription.id;
    const stripeId = (await rowOf(id)).gatewaySubscriptionId ?? '';
    const end = (secret: string) =>
      deliver('customer.subscription.deleted', standIn.billing.end(stripeId), {
        secret,
        host: ownCalls.host,
      });

    // Signed with the payments endpoint's secret: the other endpoint's, refused with or without a Billing secret kept.
    const early = await end(OWN_PAYMENTS_SECRET);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ received: false, error: 'invalid signature' });
    expect(refusalCode(await save({ billing_webhook_secret: OWN_BILLING_SECRET }))).toBeNull();
    const crossed = await end(OWN_PAYMENTS_SECRET);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ received: false, error: 'invalid signature' });
    expect((await rowOf(id)).status).toBe('active');

    // Signed with the Billing secret the settings keep: accepted and applied on the company's account.
    const accepted = await end(OWN_BILLING_SECRET);
    expect(refusalCode(accepted)).toBeNull();
    expect(accepted.json()).toEqual({ received: true });
    expect((await rowOf(id)).status).toBe('canceled');
  });
});
