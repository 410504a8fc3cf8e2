import { z } from 'zod';
import { zDecimalAmount } from './money.ts';
import { zCoercedId } from './validation.ts';

/* Coupons on plans and on seats (spec part 2 §3, §5, §7.3, §9). */

/** A coupon: exactly 6 letters or digits (spec part 2 §5, §9). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
const zCoupon = z
  .string()
  .trim()
  .regex(COUPON_CODE_PATTERN, { error: 'A coupon is exactly 6 letters or digits' });
/** A purchase's optional coupon: blank is none; sent upper-cased. */
export const zOptionalCoupon = z
  .union([zCoupon, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value.toUpperCase() : null));

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
/**
 * The coupon's state, at the top of the answer where the text's client reads the discount percent
 * (spec part 2 §3 "Coupon state", §7.3), and again under `coupon` (our site reads it there).
 */
export const ZCheckCouponResponse = ZCouponState.extend({ coupon: ZCouponState });
