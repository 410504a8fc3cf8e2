import { z } from 'zod';
import { PAYMENT_GATEWAYS } from './company.ts';
import { zOptionalCoupon } from './coupons.ts';
import { zDecimalAmount } from './money.ts';
import { ZPricingType, ZPurchaseStatus } from './pricing.ts';
import {
  validationMessage,
  zCoercedId,
  zIsraeliPhone,
  zName,
  zOptionalPostalCode,
  zPostalCode,
  zRequiredString,
} from './validation.ts';
import { ZGroupPurchase, ZViewerScreening } from './viewer.ts';

/*
 * Purchases of plans and seats, per gateway (spec part 2 §4.4-4.6, §7.2, §7.3). The server computes
 * every amount itself from the plan, the coupon and the currency and ignores any amount a client sends.
 */

const zOptionalText = (max: number) => z.string().trim().max(max).nullish();

export const PURCHASE_CHARGE_TYPES = ['stripe', 'sandbox', 'paypal', 'meshulam', 'admin_pay'] as const;

/** What every purchase payload carries (spec part 2 §7.3), plus our optional idempotency key. */
const purchaseBase = {
  /**
   * Our addition, optional: chosen by the client for one purchase attempt; sending it again answers
   * the same purchase. Without it the server derives one from the viewer, the plan (or seats) and
   * the payment attempt, so a repeated request of the text's client is made once too.
   */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
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
  zip_code: zOptionalPostalCode,
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
  zip_code: zOptionalPostalCode,
  address: zOptionalText(250),
});

/**
 * What a card form asks of the card holder besides the card (spec part 2 §5 "Card payment"): a
 * required address and a required alphanumeric zip code, its typed spaces normalised.
 */
export const ZCardHolderForm = z.object({
  address: zRequiredString.max(250, { error: validationMessage('validation.max_length', { length: 250 }) }),
  zip_code: zPostalCode,
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
 * (open `payment_details.url` in the 600x400 frame and wait for the completion message; without a
 * `url`, a card purchase sent with no payment method, confirm the intent of
 * `payment_details.client_secret` in the browser, then send markPaid), `hosted_page`
 * (open the provider's page in the 770x625 frame), `approve_order` (let the viewer approve the PayPal
 * order `payment_details.order_id`, then send the purchase again with `orderId`).
 */
export const PURCHASE_NEXT_ACTIONS = ['none', 'three_d_secure', 'hosted_page', 'approve_order'] as const;

/** The plan of a purchase, as a pass's `pricing` (spec part 2 §3 "Group purchase"), with its type. */
export const ZPurchasePricing = z.object({
  id: zCoercedId,
  type: ZPricingType,
  name: z.string(),
  screening_ids: z.array(z.number().int()),
  purchasing_end_date: z.string().nullable(),
  festival_start_date: z.string().nullable(),
});

export const ZPurchase = z.object({
  id: zCoercedId,
  status: ZPurchaseStatus,
  currency: z.string(),
  /** What is charged, after the coupon, as a decimal with two places. */
  total_amount: zDecimalAmount,
  discount_amount: zDecimalAmount,
  purchase_type: ZPricingType,
  /** The plan bought (spec part 2 §3 "Purchase: ... pricing"); null for seats, which their booking prices. */
  pricing: ZPurchasePricing.nullable(),
  /** Our addition: the plan's id, as `pricing.id`. */
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

/** The sandbox gateway's test cards (ARCHITECTURE.md, Payments). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  /** Saved without a charge (a trial), then every charge of it fails: a renewal that goes past due. */
  chargeFails: '4000000000000341',
} as const;

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
