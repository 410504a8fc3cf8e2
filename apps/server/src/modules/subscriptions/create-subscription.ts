import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '@screener/contracts/language';
import {
  type CreateSubscriptionRequest,
  type SubscriptionStatus,
  visiblePlans,
} from '@screener/contracts/subscription';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { derivedAttemptKey } from '../../lib/derived-key.ts';
import type { ConsumerRow } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import {
  chargeSandboxCard,
  framePageQuery,
  isGatewaySelectable,
  type PaymentProviders,
  paymentFailedError,
  sandboxChallengeUrl,
  saveSandboxCard,
} from '../payments/index.ts';
import { addInterval, billingDueAt } from './billing-rules.ts';
import {
  createStripeSubscription,
  type KeyedSubscriptionRequest,
  stripeChallengeUrl,
} from './create-stripe-subscription.ts';
import { markInvoicePaid, raiseInvoice } from './invoices.ts';
import { subscriptions } from './schema.ts';
import { stripeClientsOf } from './stripe-account.ts';
import { countEndedSubscriptions, findPlanById, findSubscriptionByAttempt } from './subscription-store.ts';
import { brandOf, type PlanRow, type SubscriptionRow } from './subscription-view.ts';

export type SubscribeContext = {
  db: Db;
  providers: PaymentProviders;
  company: CompanyRow;
  consumer: ConsumerRow;
  /** The company site's origin the viewer is on, for the 3-D Secure frame. */
  origin: string;
  language: LanguageCode;
  now: Date;
};

export type Subscribed = { subscription: SubscriptionRow; challengeUrl: string | null };

/**
 * The text's client sends no idempotency key (spec part 2 §7.3): one is derived from the viewer,
 * the plan, the card and how many of the viewer's subscriptions ended, so two identical requests
 * make one subscription and a new one after a cancellation is a new attempt.
 */
async function withAttemptKey(
  context: SubscribeContext,
  body: CreateSubscriptionRequest,
): Promise<KeyedSubscriptionRequest> {
  if (body.idempotency_key) return { ...body, idempotency_key: body.idempotency_key };
  const card =
    body.charge_type === 'sandbox'
      ? body.card_number.replace(/\s/g, '')
      : (body.payment_method_id ?? body.token ?? '');
  const ended = await countEndedSubscriptions(context.db, context.consumer.id);
  const key = derivedAttemptKey('subscription', [body.subscription_plan, body.charge_type, card, ended]);
  return { ...body, idempotency_key: key };
}

const DAY_MS = 24 * 3_600_000;

/** The plan named, on sale and shown to this company's viewers; amounts and periods come from it. */
async function planOnSale(context: SubscribeContext, planId: number): Promise<PlanRow> {
  const plan = await findPlanById(context.db, context.company.id, planId);
  const shown =
    plan?.active === true &&
    visiblePlans([plan], context.company.customProperties.hide_yearly_plans).length > 0;
  if (!plan || !shown) throw new AppError('NOT_FOUND');
  return plan;
}

/**
 * The sandbox's first payment: a trial only saves the card (nothing is charged until it ends),
 * otherwise the first period is charged now; the 3-D Secure card waits for its challenge, and a
 * declined or unknown card refuses before anything is stored.
 */
function firstPayment(cardNumber: string, trial: boolean): 'paid' | 'saved' | 'requires_action' {
  const answer = trial ? saveSandboxCard(cardNumber) : chargeSandboxCard(cardNumber, true);
  if (answer === 'succeeded') return trial ? 'saved' : 'paid';
  if (answer === 'requires_action') return 'requires_action';
  throw paymentFailedError(answer === 'declined' ? 'declined' : 'test_card_required');
}

/**
 * Inside one transaction holding the viewer's lock: the same attempt answers its subscription; a
 * viewer with a subscription that is not canceled is refused; otherwise the subscription and its
 * first invoice are written, paid, on trial or waiting for 3-D Secure.
 */
async function writeSubscription(
  context: SubscribeContext,
  body: KeyedSubscriptionRequest & { charge_type: 'sandbox' },
  plan: PlanRow,
  payment: 'paid' | 'saved' | 'requires_action',
): Promise<SubscriptionRow> {
  const { db, company, consumer, now } = context;
  const card = body.card_number.replace(/\s/g, '');
  const trialEnd = plan.trialDays > 0 ? new Date(now.getTime() + plan.trialDays * DAY_MS) : null;
  const periodEnd = trialEnd ?? addInterval(now, plan.interval);
  const status: SubscriptionStatus =
    payment === 'requires_action' ? 'incomplete' : trialEnd ? 'trialing' : 'active';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${consumer.id}, 0)`);
    const repeated = await findSubscriptionByAttempt(tx, consumer.id, body.idempotency_key);
    if (repeated) return repeated;
    const values = {
      companyId: company.id,
      consumerId: consumer.id,
      planId: plan.id,
      status,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      trialEnd,
      gateway: 'sandbox' as const,
      paymentMethodBrand: brandOf(card),
      paymentMethodLast4: card.slice(-4),
      gatewayPaymentMethodId: card,
      idempotencyKey: body.idempotency_key,
      renewalAttempts: 0,
      lastAttemptAt: null,
      trialReminderSentAt: null,
      confirmationPending: true,
      createdAt: now,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...values, billingDueAt: billingDueAt(values) })
      .returning();
    if (!row) throw new Error('subscription insert returned no row');
    const invoice = await raiseInvoice(
      tx,
      row,
      {
        // A trial opens with an invoice of nothing, as a card provider's does.
        totalMinor: trialEnd ? 0 : plan.amountMinor,
        currency: plan.currency,
        customerEmail: consumer.email,
        periodStart: now,
        periodEnd,
      },
      now,
    );
    if (payment === 'paid') await markInvoicePaid(tx, invoice.id, now);
    if (payment !== 'requires_action') return row;
    const reference = `sbx_${row.id}_${randomBytes(6).toString('hex')}`;
    const [waiting] = await tx
      .update(subscriptions)
      .set({ challengeReference: reference })
      .where(sql`${subscriptions.id} = ${row.id}`)
      .returning();
    return waiting ?? row;
  });
}

/**
 * `subscription/create` (spec part 2 §4.5 subscription mode, §7.3): the plan's amount, currency,
 * interval and trial decide everything. The sandbox card is billed by the sandbox engine; the card
 * gateway by Stripe Billing, when this deployment has Stripe and the company enables it.
 */
export async function createSubscription(
  context: SubscribeContext,
  sent: CreateSubscriptionRequest,
): Promise<Subscribed> {
  const body = await withAttemptKey(context, sent);
  const repeated = await findSubscriptionByAttempt(context.db, context.consumer.id, body.idempotency_key);
  if (repeated) return answerOf(context, repeated);
  const plan = await planOnSale(context, body.subscription_plan);
  if (
    !isGatewaySelectable(
      context.providers,
      context.company.paymentSetting.enabled_payment_gateways,
      body.charge_type,
    )
  ) {
    throw new AppError('GATEWAY_UNAVAILABLE');
  }
  try {
    if (body.charge_type === 'stripe') {
      // The company's own Stripe account when it keeps keys, else the deployment's.
      const stripe = (await context.providers.forCompany(context.company.id)).stripe;
      if (!stripe) throw new AppError('GATEWAY_UNAVAILABLE');
      return await createStripeSubscription(
        { ...context, stripe: stripe.client, stripeAccount: stripe.account },
        body,
        plan,
      );
    }
    const payment = firstPayment(body.card_number, plan.trialDays > 0);
    return await answerOf(context, await writeSubscription(context, body, plan, payment));
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await findSubscriptionByAttempt(context.db, context.consumer.id, body.idempotency_key);
      if (again) return await answerOf(context, again);
      throw new AppError('ALREADY_PURCHASED');
    }
    throw error;
  }
}

async function answerOf(context: SubscribeContext, subscription: SubscriptionRow): Promise<Subscribed> {
  if (subscription.gateway === 'stripe') {
    const stripe = (await stripeClientsOf(context.providers, subscription.companyId))(
      subscription.stripeAccount,
    );
    return { subscription, challengeUrl: await stripeChallengeUrl({ ...context, stripe }, subscription) };
  }
  const waiting = subscription.status === 'incomplete' && subscription.challengeReference;
  return {
    subscription,
    challengeUrl: waiting
      ? sandboxChallengeUrl(
          context.origin,
          subscription.challengeReference ?? '',
          framePageQuery(subscription.id, context.language),
        )
      : null,
  };
}
