import type { PaymentGatewayName } from '@screener/contracts/company';
import type { StripeAccount } from '@screener/contracts/company-settings';
import type {
  InvoiceStatus,
  SubscriptionInterval,
  SubscriptionStatus,
} from '@screener/contracts/subscription';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';

export type SubscriptionDiscount = { percent_off: number; duration: 'once' | 'repeating' | 'forever' };

/** Monthly and yearly plans; the API shows the amount in minor units as the spec does. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    interval: text('interval').$type<SubscriptionInterval>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    planName: text('plan_name').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** The deployment Stripe account's price id (a company's own account holds its own under the same lookup key); null for plans only the sandbox gateway sells. */
    gatewayPriceId: text('gateway_price_id'),
    /** True: opens every subscription and on-demand event; false: only its `subscription_plan_screenings`. */
    allEvents: boolean('all_events').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscription_plans_company_idx').on(table.companyId)],
);

/** The events a plan that does not open all of them opens. */
export const subscriptionPlanScreenings = pgTable(
  'subscription_plan_screenings',
  {
    planId: ownedBy('plan_id', () => subscriptionPlans.id),
    screenerId: ownedBy('screener_id', () => screeners.id),
  },
  (table) => [
    uniqueIndex('subscription_plan_screenings_unique').on(table.planId, table.screenerId),
    index('subscription_plan_screenings_screener_idx').on(table.screenerId),
  ],
);

/**
 * A consumer's subscription. Cancel at period end keeps it `active` with `cancel_at_period_end`;
 * cancel now makes it `canceled` with `ended_at`, and it cannot be reactivated. One subscription
 * that is not canceled per consumer.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelAt: timestamptz('cancel_at'),
    canceledAt: timestamptz('canceled_at'),
    endedAt: timestamptz('ended_at'),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    trialEnd: timestamptz('trial_end'),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    gatewaySubscriptionId: text('gateway_subscription_id'),
    gatewayCustomerId: text('gateway_customer_id'),
    /** The Stripe account that made it (the company's own keys or the deployment's); every later call uses it. */
    stripeAccount: text('stripe_account').$type<StripeAccount>().notNull().default('deployment'),
    discount: jsonb('discount').$type<SubscriptionDiscount>(),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    /** The saved card the renewals charge: the provider's payment method, or the sandbox's test card. */
    gatewayPaymentMethodId: text('gateway_payment_method_id'),
    /** The attempt that created it, so a repeated create answers the same subscription. */
    idempotencyKey: text('idempotency_key'),
    /** The sandbox's 3-D Secure challenge of the first payment, while incomplete. */
    challengeReference: text('challenge_reference'),
    /**
     * The sandbox billing engine's job: when it must next look at this subscription (trial
     * reminder, period end, retry, expiry of an incomplete one); null once nothing is left to do.
     */
    billingDueAt: timestamptz('billing_due_at'),
    /** Failed charges of the open renewal invoice; reset when one is paid. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** When the last renewal charge failed. */
    lastAttemptAt: timestamptz('last_attempt_at'),
    trialReminderSentAt: timestamptz('trial_reminder_sent_at'),
    /**
     * True from its creation until the confirmation mail is taken, once it is trialing or active;
     * false for the subscriptions made before the mail existed, so they are never mailed now.
     */
    confirmationPending: boolean('confirmation_pending').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_one_live_per_consumer')
      .on(table.consumerId)
      .where(sql`${table.status} <> 'canceled'`),
    uniqueIndex('subscriptions_gateway_id_unique')
      .on(table.gateway, table.gatewaySubscriptionId)
      .where(sql`${table.gatewaySubscriptionId} is not null`),
    index('subscriptions_company_idx').on(table.companyId),
    // The orders grid's newest first, read in this order beside the purchases' own index.
    index('subscriptions_company_created_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex('subscriptions_attempt_unique').on(table.consumerId, table.idempotencyKey),
    index('subscriptions_billing_due_idx')
      .on(table.billingDueAt)
      .where(sql`${table.billingDueAt} is not null`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    number: text('number'),
    customerEmail: text('customer_email'),
    dueDate: timestamptz('due_date'),
    paidAt: timestamptz('paid_at'),
    pdfUrl: text('pdf_url'),
    gatewayInvoiceId: text('gateway_invoice_id'),
    /** The period it bills; one invoice per period, so a job round run twice bills once. */
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_subscription_idx').on(table.subscriptionId),
    uniqueIndex('invoices_one_per_period')
      .on(table.subscriptionId, table.periodStart)
      .where(sql`${table.periodStart} is not null`),
    uniqueIndex('invoices_gateway_id_unique')
      .on(table.gatewayInvoiceId)
      .where(sql`${table.gatewayInvoiceId} is not null`),
  ],
);

/** Billing webhook events already handled: a second delivery of one is acknowledged and ignored. */
export const subscriptionWebhookEvents = pgTable(
  'subscription_webhook_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [uniqueIndex('subscription_webhook_events_unique').on(table.gateway, table.eventId)],
);
