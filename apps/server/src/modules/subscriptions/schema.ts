import type { PaymentGatewayName } from '@screener/contracts/company';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INVOICE_STATUSES = ['paid', 'due', 'draft'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

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
    /** The card provider's price id; null for plans only the sandbox gateway sells. */
    gatewayPriceId: text('gateway_price_id'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscription_plans_company_idx').on(table.companyId)],
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
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
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
    discount: jsonb('discount').$type<SubscriptionDiscount>(),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
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
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    number: text('number'),
    customerEmail: text('customer_email'),
    dueDate: timestamptz('due_date'),
    paidAt: timestamptz('paid_at'),
    pdfUrl: text('pdf_url'),
    gatewayInvoiceId: text('gateway_invoice_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoices_subscription_idx').on(table.subscriptionId),
    uniqueIndex('invoices_gateway_id_unique')
      .on(table.gatewayInvoiceId)
      .where(sql`${table.gatewayInvoiceId} is not null`),
  ],
);
