import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { PAYMENT_GATEWAYS } from './company.ts';
import { ZPricingType, ZPurchaseStatus } from './pricing.ts';
import { INVOICE_STATUSES, SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from './subscription.ts';
import { zId, zRequiredString } from './validation.ts';

/* The back-office's orders: every purchase of the company, its timeline and its refunds. */

/**
 * Where an order stands, as staff read it: the purchase's status (initiated, processing, paid)
 * and, once paid, whether its money went back in part or in full or its booking was cancelled.
 */
export const ORDER_STATES = [
  'initiated',
  'processing',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;
export const ZOrderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof ZOrderState>;

/** A row of the grid is a purchase or a subscription (whose invoices are on its own page). */
export const ORDER_KINDS = ['purchase', 'subscription'] as const;
export const ZOrderKind = z.enum(ORDER_KINDS);
export type OrderKind = z.infer<typeof ZOrderKind>;

export const REFUND_REASON_MAX_LENGTH = 1000;

/** The grid's columns the server sorts by; unsorted, the newest order comes first. */
export const ORDER_SORT_FIELDS = ['created_at', 'amount'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** A calendar day `YYYY-MM-DD`, read in the company's time zone. */
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Write a date as YYYY-MM-DD' });

/**
 * The grid's request: a page, a sort, a search (the beginning of an email or a name, an order
 * number, a coupon code) and its filters.
 */
export const ZListOrdersRequest = adminListRequest(ORDER_SORT_FIELDS)
  .extend({
    state: ZOrderState.optional(),
    gateway: z.enum(PAYMENT_GATEWAYS).optional(),
    /** Orders for this event: bought for it, or for a plan that covers it. */
    screener_id: zId.optional(),
    pricing_id: zId.optional(),
    /** Subscriptions to this subscription plan (and purchases made for it). */
    subscription_plan_id: zId.optional(),
    /** First and last day, both included, in the company's time zone. */
    from: zDay.optional(),
    to: zDay.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: 'The last day must not come before the first',
    path: ['to'],
  });
export type ListOrdersRequest = z.input<typeof ZListOrdersRequest>;

export const ZOrderRow = z.object({
  /** A purchase's or a subscription's id, as `kind` says: the two are numbered apart. */
  id: zId,
  kind: ZOrderKind,
  created_at: z.string(),
  state: ZOrderState,
  purchase_type: ZPricingType,
  buyer_email: z.string(),
  buyer_name: z.string().nullable(),
  /** The plan and, for one event, its title. */
  item: z.string().nullable(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount_minor: z.number().int(),
  refunded_minor: z.number().int(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  /** A subscription's own status; null for a purchase. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
});
export type OrderRow = z.infer<typeof ZOrderRow>;

export const ZListOrdersResponse = adminListResponse(ZOrderRow);
export type ListOrdersResponse = z.infer<typeof ZListOrdersResponse>;

export const ORDER_TIMELINE_KINDS = [
  'created',
  'three_d_secure',
  'paid',
  'refunded',
  'refund_failed',
  'cancelled',
  'checked_in',
] as const;
export const ZOrderTimelineEntry = z.object({
  kind: z.enum(ORDER_TIMELINE_KINDS),
  at: z.string(),
  amount_minor: z.number().int().nullable(),
  /** The staff member's reason for a refund, or the provider's words for a refused one. */
  note: z.string().nullable(),
  by: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof ZOrderTimelineEntry>;

export const ZOrderDetail = ZOrderRow.extend({
  status: ZPurchaseStatus,
  discount_minor: z.number().int(),
  /** What is left to give back; 0 when nothing can be refunded. */
  refundable_minor: z.number().int().min(0),
  /** Whether the provider gives money back online; otherwise staff give it back by hand. */
  refunds_online: z.boolean(),
  receipt_url: z.string().nullable(),
  grants: z.object({
    event_title: z.string().nullable(),
    screener_id: zId.nullable(),
    plan_name: z.string().nullable(),
    booking_id: zId.nullable(),
    seats: z.array(z.string()),
  }),
  timeline: z.array(ZOrderTimelineEntry),
});
export type OrderDetail = z.infer<typeof ZOrderDetail>;

export const ZGetOrderRequest = z.object({ purchase_id: zId });
export const ZOrderResponse = z.object({ order: ZOrderDetail });
export type OrderResponse = z.infer<typeof ZOrderResponse>;

export const ZRefundOrderRequest = z.object({
  purchase_id: zId,
  /** Part of what is left, in minor units; absent: all that is left. */
  amount_minor: z.number().int().min(1).max(100_000_000).optional(),
  reason: zRequiredString.max(REFUND_REASON_MAX_LENGTH),
});
export type RefundOrderRequest = z.input<typeof ZRefundOrderRequest>;

export const ZSubscriptionInvoiceRow = z.object({
  id: zId,
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  total_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export type SubscriptionInvoiceRow = z.infer<typeof ZSubscriptionInvoiceRow>;

/** A subscription as the order page shows it: its plan, where it stands, and every invoice. */
export const ZSubscriptionOrderDetail = ZOrderRow.extend({
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  current_period_end: z.string(),
  trial_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  invoices: z.array(ZSubscriptionInvoiceRow),
});
export type SubscriptionOrderDetail = z.infer<typeof ZSubscriptionOrderDetail>;

export const ZGetSubscriptionOrderRequest = z.object({ subscription_id: zId });
export const ZSubscriptionOrderResponse = z.object({ subscription: ZSubscriptionOrderDetail });
export type SubscriptionOrderResponse = z.infer<typeof ZSubscriptionOrderResponse>;

/** Staff end a subscription: now, or when the period paid for ends. */
export const ZCancelSubscriptionOrderRequest = z.object({
  subscription_id: zId,
  at_period_end: z.boolean(),
});
export type CancelSubscriptionOrderRequest = z.input<typeof ZCancelSubscriptionOrderRequest>;
