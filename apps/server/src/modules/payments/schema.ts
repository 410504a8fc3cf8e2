import type { PaymentGatewayName } from '@screener/contracts/company';
import type { LanguageCode } from '@screener/contracts/language';
import type { PricingType, PurchaseStatus } from '@screener/contracts/pricing';
import type { RefundStatus } from '@screener/contracts/seat-booking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { affiliations, tenantColumn } from '../companies/schema.ts';
import { coupons, pricingPlans } from '../pricing/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { subscriptionPlans } from '../subscriptions/schema.ts';
import { bookings } from '../venues/schema.ts';

/** What the gateway answered, as the client needs it (card charge id, hosted-page url, ...). */
export type PaymentDetails = {
  client_secret?: string | null;
  charge_id?: string | null;
  url?: string | null;
  receipt_url?: string | null;
  card_brand?: string | null;
  card_last4?: string | null;
  failure_message?: string | null;
  /** Provider-specific values kept for support and reconciliation. */
  raw?: Record<string, unknown>;
};

export type { RefundStatus };

/**
 * A payment, 10 initiated -> 20 processing -> 30 completed, exactly once. `purchase_type` uses the
 * pricing type codes (10 single, 20 group, 30 VOD, 40 physical ticket, 50 subscription); a seat
 * order is type 40 with `screener_id` and `booking_id` and no plan. Money in minor units:
 * `amount_minor` is what is charged, after `discount_minor`.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    status: smallint('status').$type<PurchaseStatus>().notNull().default(10),
    purchaseType: smallint('purchase_type').$type<PricingType>().notNull(),
    pricingId: integer('pricing_id').references(() => pricingPlans.id),
    screenerId: integer('screener_id').references(() => screeners.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    subscriptionPlanId: integer('subscription_plan_id').references(() => subscriptionPlans.id),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** True while the purchase holds one of its coupon's uses: from creation until it completes or is released. */
    couponUseHeld: boolean('coupon_use_held').notNull().default(false),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    /** The gateway's payment intent, order or hosted-page id. */
    gatewayReference: text('gateway_reference'),
    paymentDetails: jsonb('payment_details').$type<PaymentDetails>().notNull().default({}),
    /** Chosen by the client per purchase attempt; a repeated create answers the first purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    affiliationId: integer('affiliation_id').references(() => affiliations.id, { onDelete: 'set null' }),
    completedAt: timestamptz('completed_at'),
    /** The language the viewer bought in; the purchase's mails speak it. */
    language: text('language').$type<LanguageCode>(),
    /**
     * The last status the viewer was mailed about (20: "we will notify you", 30: the receipt). Claimed
     * in one statement before mailing, so each mail goes once however many paths settle the purchase.
     */
    mailedStatus: smallint('mailed_status').$type<PurchaseStatus>(),
    /**
     * Money that must go back: `due` when it arrived for seats that were freed and taken meanwhile,
     * or when staff cancelled a paid booking; `refunded` once the gateway gave it back; `staff` when
     * the gateway cannot refund online and the company does it by hand (refund-purchases.ts).
     */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    /**
     * When the seat booking it paid for was cancelled (staff cancelled it, its money owed back):
     * the purchase stays completed, as the money was taken (the spec's statuses are 10, 20, 30),
     * and grants nothing from then on; its enrolment ended in the same transaction.
     */
    cancelledAt: timestamptz('cancelled_at'),
    /** Given back by staff so far (`purchase_refunds`), in minor units; never more than `amount_minor`. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchases_consumer_idempotency_unique').on(table.consumerId, table.idempotencyKey),
    /** "A payment in process gives an error": one processing purchase per consumer and plan. */
    uniqueIndex('purchases_one_processing_per_plan')
      .on(table.consumerId, table.pricingId)
      .where(sql`${table.status} = 20 and ${table.pricingId} is not null`),
    uniqueIndex('purchases_gateway_reference_unique')
      .on(table.gateway, table.gatewayReference)
      .where(sql`${table.gatewayReference} is not null`),
    index('purchases_company_consumer_idx').on(table.companyId, table.consumerId),
    index('purchases_screener_idx').on(table.screenerId),
    index('purchases_booking_idx').on(table.bookingId),
    /** The sales reports and the Overview read a company's sold orders by when they sold. */
    index('purchases_company_sold_idx')
      .on(table.companyId, table.completedAt)
      .where(sql`${table.status} = 30`),
    index('purchases_refund_due_idx').on(table.id).where(sql`${table.refundStatus} = 'due'`),
    /** The back-office's orders grid: a company's newest first, and each filter's page of them. */
    index('purchases_company_created_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index('purchases_company_coupon_idx').on(table.companyId, table.couponId),
    check('purchases_amounts_not_negative', sql`${table.amountMinor} >= 0 and ${table.discountMinor} >= 0`),
    check('purchases_refunded_within_amount', sql`${table.refundedMinor} between 0 and ${table.amountMinor}`),
  ],
);

export const PURCHASE_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PurchaseRefundStatus = (typeof PURCHASE_REFUND_STATUSES)[number];

/**
 * Money staff gave back of a purchase, in full or in part. A refund is `pending` from the moment
 * it is taken out of what is left (under the purchase's row lock) until its provider answered:
 * `succeeded` counts it in the purchase's `refunded_minor`, `failed` gives the amount back to what
 * is left and keeps the provider's words. Its id is the provider's idempotency key, so a retried
 * call gives the money back once.
 */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    purchaseId: ownedBy('purchase_id', () => purchases.id),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<PurchaseRefundStatus>().notNull().default('pending'),
    /** False when the provider has no online refund (cash): the company gives the money back by hand. */
    online: boolean('online').notNull(),
    /** Who gave it: a staff member's address. */
    byEmail: text('by_email').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    index('purchase_refunds_purchase_idx').on(table.purchaseId),
    check('purchase_refunds_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** A bought group pass (group ticket): one per purchase; its status follows the purchase. */
export const groupPurchases = pgTable(
  'group_purchases',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    pricingId: integer('pricing_id')
      .notNull()
      .references(() => pricingPlans.id),
    purchaseId: ownedBy('purchase_id', () => purchases.id),
    status: smallint('status').$type<PurchaseStatus>().notNull(),
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('group_purchases_purchase_unique').on(table.purchaseId),
    index('group_purchases_company_consumer_idx').on(table.companyId, table.consumerId),
  ],
);

/** Webhook deliveries already handled, so a delivery that arrives twice changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').$type<PaymentGatewayName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_webhook_events_unique').on(table.gateway, table.eventId)],
);
