import { STRIPE_WEBHOOK_PATHS, type StripeAccount } from '@screener/contracts/company-settings';
import { zCoercedId } from '@screener/contracts/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import { findConsumer } from '../auth/index.ts';
import { type PaymentProviders, verifiedStripeEvent } from '../payments/index.ts';
import { mailSubscriptionConfirmation } from './confirmation-mail.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { subscriptions, subscriptionWebhookEvents } from './schema.ts';
import {
  findStripeSubscriptionRow,
  idOf,
  invoiceSubscriptionId,
  saveStripeInvoice,
  stripeSubscriptionFields,
} from './stripe-billing.ts';
import { findPlanById } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

export const STRIPE_BILLING_WEBHOOK_PATH = STRIPE_WEBHOOK_PATHS.billing_webhook_secret;

/** One event's handling: the client and account that signed it, and the company whose host it came to. */
type Handling = {
  tx: DbExecutor;
  stripe: Stripe;
  account: StripeAccount;
  hostCompanyId: number | null;
  now: Date;
};

/** What the server wrote on a Stripe subscription it made, so a subscription whose answer was lost is still found. */
const ZOwnMetadata = z.object({
  company_id: zCoercedId,
  consumer_id: zCoercedId,
  plan_id: zCoercedId,
  attempt: z.string().min(1),
});

/**
 * Brings the row of Stripe subscription `stripeId` to what Stripe says now. Events may come twice
 * and in any order, so the subscription is read back rather than taken from the event. With
 * `adopt`, a subscription the server made but never recorded (it stopped after Stripe answered)
 * is written from the metadata it carries; one the server did not make is left alone.
 */
async function syncSubscription(
  { tx, stripe, account, hostCompanyId, now }: Handling,
  stripeId: string,
  adopt: boolean,
): Promise<SubscriptionRow | null> {
  const subscription = await stripe.subscriptions.retrieve(stripeId, { expand: ['default_payment_method'] });
  const fields = stripeSubscriptionFields(subscription);
  const settled = fields.status === 'incomplete' ? {} : { challengeReference: null };
  // A company's own account speaks only for that company's subscriptions (the company whose
  // Billing secret verified the event); the deployment's account holds every company's.
  const scope = account === 'company' && hostCompanyId !== null ? { companyId: hostCompanyId } : {};
  const row = await findStripeSubscriptionRow(tx, stripeId, { lock: true, account, ...scope });
  if (row) {
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...fields, ...settled, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return updated ?? row;
  }
  const own = ZOwnMetadata.safeParse(subscription.metadata);
  if (!adopt || !own.success) return null;
  const { company_id: companyId, consumer_id: consumerId, plan_id: planId, attempt } = own.data;
  if (account === 'company' && companyId !== hostCompanyId) return null;
  const [plan, consumer] = await Promise.all([
    findPlanById(tx, companyId, planId),
    findConsumer(tx, companyId, consumerId),
  ]);
  if (!plan || !consumer) return null;
  const [inserted] = await tx
    .insert(subscriptions)
    .values({
      companyId,
      consumerId,
      planId,
      currentPeriodStart: now,
      currentPeriodEnd: now,
      ...fields,
      status: fields.status ?? 'incomplete',
      gateway: 'stripe',
      stripeAccount: account,
      gatewaySubscriptionId: subscription.id,
      gatewayCustomerId: idOf(subscription.customer),
      idempotencyKey: attempt,
      confirmationPending: true,
      createdAt: new Date(subscription.created * 1000),
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await findStripeSubscriptionRow(tx, stripeId, { lock: true, account, ...scope }));
}

/** `customer.subscription.created`: the subscription is recorded (adopted when its answer was lost). */
function onSubscriptionCreated(handling: Handling, subscription: Stripe.Subscription) {
  return syncSubscription(handling, subscription.id, true);
}

/** `customer.subscription.updated`: a renewal, a trial's end, past due, a cancel scheduled or undone. */
function onSubscriptionUpdated(handling: Handling, subscription: Stripe.Subscription) {
  return syncSubscription(handling, subscription.id, true);
}

/** `customer.subscription.deleted`: it ended (at period end, cancelled now, or unpaid); the rights end with it. */
function onSubscriptionDeleted(handling: Handling, subscription: Stripe.Subscription) {
  return syncSubscription(handling, subscription.id, false);
}

/** The subscription an invoice bills, recorded first when its own event has not come yet. */
async function invoiceOwner(handling: Handling, invoice: Stripe.Invoice): Promise<SubscriptionRow | null> {
  const stripeId = invoiceSubscriptionId(invoice);
  return stripeId ? syncSubscription(handling, stripeId, true) : null;
}

/** `invoice.paid`: the invoice is paid; a past-due subscription is active again, as Stripe now says. */
async function onInvoicePaid(handling: Handling, invoice: Stripe.Invoice) {
  const row = await invoiceOwner(handling, invoice);
  if (row) await saveStripeInvoice(handling.tx, row, invoice);
  return row;
}

/** `invoice.payment_failed`: the invoice stays due and the subscription goes past due, as Stripe says. */
async function onInvoicePaymentFailed(handling: Handling, invoice: Stripe.Invoice) {
  const row = await invoiceOwner(handling, invoice);
  if (row) await saveStripeInvoice(handling.tx, row, invoice);
  return row;
}

/** Each Billing event by its own handler; others are acknowledged and ignored. */
function handlerOf(event: Stripe.Event): ((handling: Handling) => Promise<SubscriptionRow | null>) | null {
  switch (event.type) {
    case 'customer.subscription.created':
      return (handling) => onSubscriptionCreated(handling, event.data.object);
    case 'customer.subscription.updated':
      return (handling) => onSubscriptionUpdated(handling, event.data.object);
    case 'customer.subscription.deleted':
      return (handling) => onSubscriptionDeleted(handling, event.data.object);
    case 'invoice.paid':
      return (handling) => onInvoicePaid(handling, event.data.object);
    case 'invoice.payment_failed':
      return (handling) => onInvoicePaymentFailed(handling, event.data.object);
    default:
      return null;
  }
}

/** A Stripe account that may have sent a Billing event, with the secret its endpoint signs with. */
type Signer = { stripe: Stripe; account: StripeAccount; secret: string };

/**
 * The accounts a Billing event at this host may come from: the host company's own Stripe account
 * (the Billing secret of its settings: Stripe signs this endpoint apart from the payments one, so
 * the payments webhook secret never verifies it), and the deployment's Billing endpoint, which
 * still bills the subscriptions made on it before the company kept its own keys.
 */
async function signersOf(providers: PaymentProviders, hostCompanyId: number | null): Promise<Signer[]> {
  const signers: Signer[] = [];
  const own = hostCompanyId === null ? null : (await providers.forCompany(hostCompanyId)).stripe;
  if (own?.account === 'company' && own.billingWebhookSecret)
    signers.push({ stripe: own.client, account: 'company', secret: own.billingWebhookSecret });
  const deployment = providers.stripe;
  if (deployment?.billingWebhookSecret)
    signers.push({
      stripe: deployment.client,
      account: 'deployment',
      secret: deployment.billingWebhookSecret,
    });
  return signers;
}

/** The event and the account whose secret verifies its signature; null when none does. */
function verified(
  signers: Signer[],
  delivery: { body: string; signature: string; now: Date },
): { event: Stripe.Event; signer: Signer } | null {
  for (const signer of signers) {
    try {
      return { event: verifiedStripeEvent(signer.stripe, { ...delivery, secret: signer.secret }), signer };
    } catch {
      // Not this account's signature: the next one is tried.
    }
  }
  return null;
}

/**
 * Stripe Billing's webhook endpoint, with its own signing secret. An event is handled once: its id
 * is recorded in the same transaction as what it changed, so a second delivery (or two at once)
 * changes nothing; a handler that fails rolls back and Stripe delivers it again. The event is read
 * back with the client of the account whose secret signed it, and touches only that account's
 * subscriptions.
 */
export function registerStripeBillingWebhook(
  app: FastifyInstance,
  deps: SubscriptionsDeps,
  providers: PaymentProviders,
): void {
  app.register(async (scope) => {
    // The signature covers the exact bytes sent: the body stays text in this scope.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(STRIPE_BILLING_WEBHOOK_PATH, async (request, reply) => {
      const company = await deps.companies.byDomain(normalizeHost(request.hostname));
      const hostCompanyId = company?.id ?? null;
      const signers = await signersOf(providers, hostCompanyId);
      if (signers.length === 0) return reply.code(404).send({ received: false });
      const signature = request.headers['stripe-signature'];
      const found = verified(signers, {
        body: String(request.body ?? ''),
        signature: typeof signature === 'string' ? signature : '',
        now: deps.clock.now(),
      });
      if (!found) return reply.code(400).send({ received: false, error: 'invalid signature' });
      const { event, signer } = found;
      const handler = handlerOf(event);
      if (!handler) return reply.send({ received: true });
      const now = deps.clock.now();
      const changed = await deps.db.transaction(async (tx) => {
        const [first] = await tx
          .insert(subscriptionWebhookEvents)
          .values({ gateway: 'stripe', eventId: event.id, type: event.type, receivedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!first) return null;
        const row = await handler({ tx, stripe: signer.stripe, account: signer.account, hostCompanyId, now });
        if (row)
          await tx
            .update(subscriptionWebhookEvents)
            .set({ subscriptionId: row.id })
            .where(eq(subscriptionWebhookEvents.id, first.id));
        return row;
      });
      // A subscription that started while the viewer was away (3-D Secure finished on Stripe's page).
      if (changed)
        await mailSubscriptionConfirmation(deps, { subscriptionId: changed.id, language: null }, request.log);
      return reply.send({ received: true });
    });
  });
}
