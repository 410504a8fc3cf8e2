import type { StripeAccount } from '@screener/contracts/company-settings';
import type { LanguageCode } from '@screener/contracts/language';
import type { CreateSubscriptionRequest } from '@screener/contracts/subscription';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsumerRow } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { framePageQuery, paymentFailedError, THREE_D_SECURE_COMPLETE_PATH } from '../payments/index.ts';
import { subscriptions } from './schema.ts';
import {
  invoicePaymentIntentId,
  saveStripeInvoice,
  stripePriceOf,
  stripeSubscriptionFields,
} from './stripe-billing.ts';
import { findLatestSubscription, findSubscriptionByAttempt } from './subscription-store.ts';
import type { PlanRow, SubscriptionRow } from './subscription-view.ts';

export type StripeSubscribeInput = {
  db: Db;
  stripe: Stripe;
  /** The account `stripe` speaks for, kept on the subscription. */
  stripeAccount: StripeAccount;
  company: CompanyRow;
  consumer: ConsumerRow;
  origin: string;
  language: LanguageCode;
  now: Date;
};

/** A subscription request with the key of its attempt, sent or derived (create-subscription.ts). */
export type KeyedSubscriptionRequest = CreateSubscriptionRequest & { idempotency_key: string };
type CardRequest = KeyedSubscriptionRequest & { charge_type: 'stripe' };

/** Where the 3-D Secure frame returns: the page that tells the dialog the challenge is over. */
const returnUrl = (input: Pick<StripeSubscribeInput, 'origin' | 'language'>, subscriptionId: number) =>
  `${input.origin}${THREE_D_SECURE_COMPLETE_PATH}${framePageQuery(subscriptionId, input.language)}`;

/**
 * The 3-D Secure page of a first invoice's payment waiting for it. Stripe's own attempt leaves it
 * for Stripe.js; confirming it again with our return page gives a page the dialog's frame opens.
 */
export async function stripeChallengeUrl(
  input: Pick<StripeSubscribeInput, 'stripe' | 'origin' | 'language'>,
  subscription: SubscriptionRow,
): Promise<string | null> {
  if (subscription.status !== 'incomplete' || !subscription.challengeReference) return null;
  const intent = await input.stripe.paymentIntents.retrieve(subscription.challengeReference);
  if (intent.status !== 'requires_action') return null;
  const ready = intent.next_action?.redirect_to_url?.url;
  if (ready) return ready;
  const confirmed = await input.stripe.paymentIntents.confirm(intent.id, {
    return_url: returnUrl(input, subscription.id),
  });
  return confirmed.next_action?.redirect_to_url?.url ?? null;
}

/** The viewer's Stripe customer from an earlier subscription of the company, holding the new card. */
async function customerOf(input: StripeSubscribeInput, body: CardRequest): Promise<string> {
  const { db, stripe, stripeAccount, company, consumer } = input;
  // A customer lives in one Stripe account: only one of the same account is reused.
  const [earlier] = await db
    .select({ customer: subscriptions.gatewayCustomerId })
    .from(subscriptions)
    .where(
      and(
        ofCompany(subscriptions, company.id),
        eq(subscriptions.consumerId, consumer.id),
        eq(subscriptions.gateway, 'stripe'),
        eq(subscriptions.stripeAccount, stripeAccount),
        isNotNull(subscriptions.gatewayCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (earlier?.customer) {
    if (body.payment_method_id)
      await stripe.paymentMethods.attach(body.payment_method_id, { customer: earlier.customer });
    else if (body.token) await stripe.customers.update(earlier.customer, { source: body.token });
    return earlier.customer;
  }
  const customer = await stripe.customers.create(
    {
      email: consumer.contactEmail ?? consumer.email,
      ...(consumer.name ? { name: consumer.name } : {}),
      ...(body.payment_method_id ? { payment_method: body.payment_method_id } : { source: body.token ?? '' }),
      metadata: { company_id: String(company.id), consumer_id: String(consumer.id) },
    },
    { idempotencyKey: `customer-${consumer.id}-${body.idempotency_key}` },
  );
  return customer.id;
}

/**
 * `subscription/create` with the card gateway: Stripe Billing makes the subscription from the
 * plan's Price (amount and interval are the server's), with the plan's trial, charging the first
 * invoice now unless on trial. A declined card leaves nothing behind; a card that asks for 3-D
 * Secure leaves the subscription incomplete with the challenge's page. The attempt key makes a
 * repeated call answer the same Stripe subscription.
 */
export async function createStripeSubscription(
  input: StripeSubscribeInput,
  body: CardRequest,
  plan: PlanRow,
): Promise<{ subscription: SubscriptionRow; challengeUrl: string | null }> {
  const { db, stripe, company, consumer } = input;
  const live = await findLatestSubscription(db, company.id, consumer.id);
  if (live && live.status !== 'canceled') throw new AppError('ALREADY_PURCHASED');
  const price = await stripePriceOf(db, stripe, input.stripeAccount, plan);
  let created: Stripe.Subscription;
  try {
    const customer = await customerOf(input, body);
    created = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        ...(body.payment_method_id ? { default_payment_method: body.payment_method_id } : {}),
        ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
        // Made even when the first payment needs 3-D Secure; a decline is told below.
        payment_behavior: 'allow_incomplete',
        metadata: {
          company_id: String(company.id),
          consumer_id: String(consumer.id),
          plan_id: String(plan.id),
          attempt: body.idempotency_key,
        },
        expand: ['latest_invoice.payments', 'default_payment_method'],
      },
      { idempotencyKey: `subscription-${consumer.id}-${body.idempotency_key}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw paymentFailedError('declined');
    throw error;
  }
  const invoice = typeof created.latest_invoice === 'object' ? created.latest_invoice : null;
  const intentId = invoice ? invoicePaymentIntentId(invoice) : null;
  if (created.status === 'incomplete') {
    const intent = intentId ? await stripe.paymentIntents.retrieve(intentId) : null;
    if (intent?.status !== 'requires_action') {
      // Declined: Stripe's incomplete subscription is given up so it never charges later.
      await stripe.subscriptions.cancel(created.id);
      throw paymentFailedError('declined');
    }
  }
  const row = await recordStripeSubscription(input, body, plan, created, intentId).catch(
    async (error: unknown) => {
      // Another subscription of the viewer was recorded meanwhile: Stripe's must not go on billing.
      if (
        isUniqueViolation(error) &&
        !(await findSubscriptionByAttempt(db, consumer.id, body.idempotency_key))
      )
        await stripe.subscriptions.cancel(created.id);
      throw error;
    },
  );
  return { subscription: row, challengeUrl: await stripeChallengeUrl(input, row) };
}

/** The row of a subscription Stripe made, with its first invoice, under the viewer's lock. */
function recordStripeSubscription(
  input: StripeSubscribeInput,
  body: CardRequest,
  plan: PlanRow,
  created: Stripe.Subscription,
  intentId: string | null,
): Promise<SubscriptionRow> {
  const { db, company, consumer, now } = input;
  const invoice = typeof created.latest_invoice === 'object' ? created.latest_invoice : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${consumer.id}, 0)`);
    const repeated = await findSubscriptionByAttempt(tx, consumer.id, body.idempotency_key);
    if (repeated) return repeated;
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        companyId: company.id,
        consumerId: consumer.id,
        planId: plan.id,
        status: 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: now,
        ...stripeSubscriptionFields(created),
        gateway: 'stripe',
        stripeAccount: input.stripeAccount,
        gatewaySubscriptionId: created.id,
        gatewayCustomerId: typeof created.customer === 'string' ? created.customer : created.customer.id,
        idempotencyKey: body.idempotency_key,
        challengeReference: created.status === 'incomplete' ? intentId : null,
        confirmationPending: true,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('subscription insert returned no row');
    if (invoice) await saveStripeInvoice(tx, inserted, invoice);
    return inserted;
  });
}
