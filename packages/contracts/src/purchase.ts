import { z } from 'zod';
import { PAYMENT_GATEWAYS } from './company.ts';
import { ZEventType } from './event.ts';
import { ZPricingType, ZPurchaseStatus } from './pricing.ts';
import {
  validationMessage,
  zAlphanumeric,
  zCoercedId,
  zIsraeliPhone,
  zName,
  zRequiredString,
} from './validation.ts';
import { ZGroupPurchase, ZViewerScreening } from './viewer.ts';

/*
 * Pricing plans, purchases, coupons and refunds (spec part 2 §3, §4.4-4.6, §7.2, §7.3). Amounts a
 * person reads are decimals with two places ("12.50"); the server computes every amount itself
 * from the plan, the coupon and the currency and ignores any amount a client sends.
 */

const zDecimalAmount = z.string().regex(/^\d+\.\d{2}$/);

/** A coupon: exactly 6 letters or digits (spec part 2 §5, §9). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
const zCoupon = z
  .string()
  .trim()
  .regex(COUPON_CODE_PATTERN, { error: 'A coupon is exactly 6 letters or digits' });
const zOptionalCoupon = z
  .union([zCoupon, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value.toUpperCase() : null));
const zOptionalText = (max: number) => z.string().trim().max(max).nullish();

/* ---------- Pricing plans ---------- */

/** An event a pass covers, with what the pass detail page shows of it (spec part 2 §2.9). */
export const ZPricingPlanScreening = z.object({
  id: zCoercedId,
  title: z.string(),
  /** The event's own thumbnail, or the first film's when it has none. */
  thumbnail_url: z.string().nullable(),
  screening_starts_at: z.string(),
  screening_ends_at: z.string(),
  is_geo_blocked: z.boolean(),
  /** What the seats line needs (`seatsStatus` in seats.ts). */
  registration_ends_at: z.string().nullable(),
  num_of_enrollments: z.number().int(),
  limitation: z.number().int().nullable(),
  /** The directors of the event's films, in playlist order, each once. */
  director_names: z.array(z.string()),
});
export type PricingPlanScreening = z.infer<typeof ZPricingPlanScreening>;

export const ZPricingPlan = z.object({
  id: zCoercedId,
  type: ZPricingType,
  name: z.string(),
  /** Decimal with two places, e.g. "12.50". */
  price: zDecimalAmount,
  currency: z.string(),
  description: z.string(),
  /** Shown after a pass is bought, when the company wrote one. */
  purchase_message: z.string().nullable(),
  purchasing_end_date: z.string().nullable(),
  festival_start_date: z.string().nullable(),
  /** False once the purchasing end date has passed. */
  is_on_sale: z.boolean(),
  screening_ids: z.array(z.number().int()),
  pricingPlanScreenings: z.array(ZPricingPlanScreening),
});
export type PricingPlan = z.infer<typeof ZPricingPlan>;

/** The plans on sale; with `screener_id` only those covering it, with `type` only that type. */
export const ZListPricingRequest = z.object({
  screener_id: zCoercedId.optional(),
  type: z.coerce.number().pipe(ZPricingType).optional(),
});
export const ZListPricingResponse = z.object({ pricing: z.array(ZPricingPlan) });

export const ZGetPricingRequest = z.object({ pricing_id: zCoercedId });
export const ZGetPricingResponse = z.object({ pricing: ZPricingPlan });

/* ---------- Coupons ---------- */

/**
 * Coupon state (spec part 2 §3); `available_discount` is the amount taken off a plan's price, as a
 * decimal. For seats the total depends on the seats and ticket types, so only the percent is given
 * and the amounts are null.
 */
export const ZCouponState = z.object({
  applicable: z.boolean(),
  available_discount: zDecimalAmount.nullable(),
  discount_percentage: z.number().int().min(0).max(100),
  /** What is left to pay after the discount, as a decimal; "0.00" lets the viewer participate. */
  total: zDecimalAmount.nullable(),
  currency: z.string().nullable(),
});
export type CouponState = z.infer<typeof ZCouponState>;

/** Coupon redeem for plans (spec part 2 §7.3). */
export const ZCheckPlanCouponRequest = z.object({
  pricing_id: zCoercedId,
  coupon_code: zCoupon,
  company_id: zCoercedId.optional(),
});
/** Coupon redeem for seats (spec part 2 §7.3): the discount applies to the seats' total. */
export const ZCheckSeatsCouponRequest = z.object({
  screener_id: zCoercedId,
  seat_indexes: z
    .array(z.string().regex(/^\d+-\d+$/))
    .min(1)
    .max(100),
  coupon_code: zCoupon,
  company_id: zCoercedId.optional(),
});
export const ZCheckCouponRequest = z.union([ZCheckPlanCouponRequest, ZCheckSeatsCouponRequest]);
export const ZCheckCouponResponse = z.object({ coupon: ZCouponState });

/* ---------- Purchases ---------- */

export const PURCHASE_CHARGE_TYPES = ['stripe', 'sandbox', 'paypal', 'meshulam', 'admin_pay'] as const;

/** What every purchase payload carries (spec part 2 §7.3), plus the idempotency key of the attempt. */
const purchaseBase = {
  /** Chosen by the client for one purchase attempt; sending it again answers the same purchase. */
  idempotency_key: z.string().trim().min(8).max(100),
  pricing_id: zCoercedId.optional(),
  /** The event the plan is bought for, enrolled on completion (single and VOD plans). */
  screener_id: zCoercedId.optional(),
  coupon_code: zOptionalCoupon,
  consumer_uuid: z.string().max(100).nullish(),
  /** The referral code the viewer arrived with; credited to the purchase. */
  affiliation: zOptionalText(100),
  /** Ignored: the server computes every amount. Accepted so an old client is not refused. */
  amount: z.unknown().optional(),
};

/** Card (stripe), and the free or 100% coupon "participate" that sends a null token. */
export const ZCardPurchaseRequest = z.object({
  ...purchaseBase,
  charge_type: z.literal('stripe'),
  /** A Stripe payment method id from the card element; null when nothing is to be paid. */
  token: z.string().trim().min(1).max(255).nullish(),
  payment_method_id: z.string().trim().min(1).max(255).nullish(),
  client_secret: z.string().max(255).nullish(),
  zip_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{1,20}$/)
    .nullish(),
  address: zOptionalText(250),
});
/** The offline test card gateway: the test card number stands for the card element. */
export const ZSandboxPurchaseRequest = z.object({
  ...purchaseBase,
  charge_type: z.literal('sandbox'),
  card_number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/)
    .nullish(),
  zip_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{1,20}$/)
    .nullish(),
  address: zOptionalText(250),
});

/**
 * What a card form asks of the card holder besides the card (spec part 2 §5 "Card payment"): a
 * required address and a required alphanumeric zip code.
 */
export const ZCardHolderForm = z.object({
  address: zRequiredString.max(250, { error: validationMessage('validation.max_length', { length: 250 }) }),
  zip_code: zAlphanumeric.max(20, { error: validationMessage('validation.max_length', { length: 20 }) }),
});
export type CardHolderForm = z.infer<typeof ZCardHolderForm>;

/** PayPal-type: without `orderId` the server creates the order; with it, the server captures it. */
export const ZPaypalPurchaseRequest = z.object({
  ...purchaseBase,
  charge_type: z.literal('paypal'),
  orderId: z.string().trim().min(1).max(100).nullish(),
});
/** The Israeli provider's hosted page, card or bit (spec part 2 §5 for the phone and name rules). */
export const ZMeshulamPurchaseRequest = z.object({
  ...purchaseBase,
  charge_type: z.literal('meshulam'),
  success_url: z.string().url().max(500).nullish(),
  cancel_url: z.string().url().max(500).nullish(),
  is_bit: z.boolean().default(false),
  phone: zIsraeliPhone,
  name: zName,
});
/** Cash collected by an administrator. */
export const ZAdminPayPurchaseRequest = z.object({ ...purchaseBase, charge_type: z.literal('admin_pay') });

export const ZCreatePurchaseRequest = z.discriminatedUnion('charge_type', [
  ZCardPurchaseRequest,
  ZSandboxPurchaseRequest,
  ZPaypalPurchaseRequest,
  ZMeshulamPurchaseRequest,
  ZAdminPayPurchaseRequest,
]);
export type CreatePurchaseRequest = z.infer<typeof ZCreatePurchaseRequest>;

/**
 * What the client does next: `none` (completed, or processing with nothing to do), `three_d_secure`
 * (open `payment_details.url` in the 600x400 frame and wait for the completion message), `hosted_page`
 * (open the provider's page in the 770x625 frame), `approve_order` (let the viewer approve the PayPal
 * order `payment_details.order_id`, then send the purchase again with `orderId`).
 */
export const PURCHASE_NEXT_ACTIONS = ['none', 'three_d_secure', 'hosted_page', 'approve_order'] as const;

export const ZPurchase = z.object({
  id: zCoercedId,
  status: ZPurchaseStatus,
  currency: z.string(),
  /** What is charged, after the coupon, as a decimal with two places. */
  total_amount: zDecimalAmount,
  discount_amount: zDecimalAmount,
  purchase_type: ZPricingType,
  pricing_id: zCoercedId.nullable(),
  screener_id: zCoercedId.nullable(),
  booking_id: zCoercedId.nullable(),
  charge_type: z.enum(PAYMENT_GATEWAYS),
  next_action: z.enum(PURCHASE_NEXT_ACTIONS),
  payment_details: z.object({
    client_secret: z.string().nullable(),
    order_id: z.string().nullable(),
    url: z.string().nullable(),
    receipt_url: z.string().nullable(),
  }),
  /** The plan's custom message, shown after a pass is bought. */
  purchase_message: z.string().nullable(),
});
export type Purchase = z.infer<typeof ZPurchase>;

/** Calls that enrol or purchase answer the refreshed viewer state (spec part 2 §7.2). */
export const ZViewerStateReply = {
  screenings: z.array(ZViewerScreening),
  group_purchases: z.array(ZGroupPurchase),
};

export const ZCreatePurchaseResponse = z.object({ purchase: ZPurchase, ...ZViewerStateReply });

export const ZMarkProcessingRequest = z.object({
  purchase_id: zCoercedId,
  /** The provider's message status; 1 on payment or bit_payment means the money is on its way. */
  status: z.coerce.number().int().optional(),
});
export const ZMarkPaidRequest = z.object({
  purchase_id: zCoercedId,
  /** The payment intent id (card) or the completion token of the test card's challenge. */
  client_secret_id: z.string().trim().max(500).nullish(),
});
export const ZPurchaseStateResponse = ZCreatePurchaseResponse;

/* ---------- Enrollment ---------- */

export const ZEnrollRequest = z.object({
  screener_id: zCoercedId,
  /** For an event with both parts, the part chosen (10 virtual, 20 physical). */
  event_type: z.coerce.number().pipe(ZEventType).optional(),
});
export const ZEnrollResponse = z.object({ ...ZViewerStateReply });

export const ZListGroupPurchasesRequest = z.object({ company_id: zCoercedId.optional() });
export const ZListGroupPurchasesResponse = z.object({ group_purchases: z.array(ZGroupPurchase) });

/* ---------- Refund, modification and cancellation requests ---------- */

export const REFUND_REQUEST_TYPES = ['refund', 'modification'] as const;

export const ZSubmitRefundModificationRequest = z
  .object({
    purchase_id: zCoercedId.nullish(),
    booking_id: zCoercedId.nullish(),
    screener_id: zCoercedId.nullish(),
    type: z.enum(REFUND_REQUEST_TYPES).default('refund'),
    reason: zRequiredString.max(2000),
  })
  .refine((value) => value.purchase_id != null || value.booking_id != null, {
    error: 'A purchase or a booking is required',
    path: ['purchase_id'],
  });
export const ZCreateCancellationRequest = z
  .object({
    purchase_id: zCoercedId.nullish(),
    booking_id: zCoercedId.nullish(),
    screener_id: zCoercedId.nullish(),
    reason: z.string().trim().max(2000).nullish(),
  })
  .refine((value) => value.purchase_id != null || value.booking_id != null, {
    error: 'A purchase or a booking is required',
    path: ['purchase_id'],
  });
export const ZRefundRequestResponse = z.object({
  request: z.object({
    id: zCoercedId,
    type: z.enum(REFUND_REQUEST_TYPES),
    status: z.enum(['open', 'approved', 'rejected', 'closed']),
    created_at: z.string(),
  }),
  /** "Your request has been submited to admin" (spec part 2 §8, spelling as given). */
  message: z.string(),
});

/* ---------- Provider messages ---------- */

/** What the Israeli provider's page posts to its parent (spec part 2 §4.6). */
export const MESHULAM_MESSAGE_ACTIONS = [
  'close',
  'payment',
  'bit_payment',
  'failed_to_load_page',
  'bit_cancel',
] as const;
export type MeshulamMessageAction = (typeof MESHULAM_MESSAGE_ACTIONS)[number];
export const ZMeshulamMessage = z.object({
  action: z.enum(MESHULAM_MESSAGE_ACTIONS),
  status: z.coerce.number().int().optional(),
});
/** Status 1 on payment or bit_payment counts as success and marks the purchase processing. */
export function isMeshulamSuccess(message: z.infer<typeof ZMeshulamMessage>): boolean {
  return (message.action === 'payment' || message.action === 'bit_payment') && message.status === 1;
}

/**
 * The 3-D Secure frame posts this to its parent when the challenge ends (Stripe's documented
 * message for a return_url page in a frame); the sandbox's challenge page posts the same one with
 * `client_secret_id` to send to markPaid.
 */
export const THREE_D_SECURE_COMPLETE_MESSAGE = '3DS-authentication-complete';
export const ZThreeDSecureMessage = z.object({
  type: z.literal(THREE_D_SECURE_COMPLETE_MESSAGE),
  purchase_id: zCoercedId,
  client_secret_id: z.string().nullable(),
  /** The sandbox knows how its challenge ended; a provider's return page does not (null). */
  succeeded: z.boolean().nullable(),
});

/** The sandbox gateway's test cards (ARCHITECTURE.md, Payments). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  /** Saved without a charge (a trial), then every charge of it fails: a renewal that goes past due. */
  chargeFails: '4000000000000341',
} as const;

/** Payment frames (spec part 2 §9). */
export const PAYMENT_FRAMES = {
  threeDSecure: { width: 600, height: 400 },
  hostedPage: { width: 770, height: 625 },
} as const;

export const REFUND_REQUEST_SUBMITTED_MESSAGE = 'Your request has been submited to admin';

/* ---------- Cash awaiting confirmation (back-office) ---------- */

/** At most this many cash purchases are listed, oldest first. */
export const CASH_PURCHASE_LIST_LIMIT = 100;
export const ZListCashPurchasesRequest = z.object({});
export const ZCashPurchase = z.object({
  id: zCoercedId,
  created_at: z.string(),
  buyer_email: z.string(),
  buyer_name: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
});
export type CashPurchase = z.infer<typeof ZCashPurchase>;
/** `admin/purchases/cash/list`: cash purchases waiting for the staff to confirm the money came in. */
export const ZListCashPurchasesResponse = z.object({ purchases: z.array(ZCashPurchase) });
