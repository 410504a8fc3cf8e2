import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { adminFieldMessage } from './admin-messages.ts';
import { COUPON_CODE_PATTERN } from './coupons.ts';
import { ZApiDateTime } from './dates.ts';
import { zId } from './validation.ts';

/* The back-office's coupons (issue 20; spec part 2 §3, §9): one by one or in batches, exported as CSV. */

/** Codes a batch can make at once. */
export const COUPON_BATCH_MAX = 1000;
const COUPON_PERCENT = adminFieldMessage('percent', { min: 1 });
export const COUPON_MAX_USES_MAX = 1_000_000;

const couponRules = {
  percent_off: z.number().int().min(1, { error: COUPON_PERCENT }).max(100, { error: COUPON_PERCENT }),
  /** Null: the code never expires. */
  valid_until: ZApiDateTime.nullable().default(null),
  /** Null: any number of uses. */
  max_uses: z.number().int().min(1).max(COUPON_MAX_USES_MAX).nullable().default(null),
  /** Empty: every plan the company sells. */
  plan_ids: z.array(zId).max(500).default([]),
};

export const ZCreateCouponRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(COUPON_CODE_PATTERN, { error: adminFieldMessage('coupon_code') })
    .transform((code) => code.toUpperCase()),
  ...couponRules,
});
export type CreateCouponRequest = z.input<typeof ZCreateCouponRequest>;

export const ZCreateCouponBatchRequest = z.object({
  /** Every code is six random characters: no prefix, which would leave fewer to guess. */
  count: z.number().int().min(1).max(COUPON_BATCH_MAX),
  ...couponRules,
});
export type CreateCouponBatchRequest = z.input<typeof ZCreateCouponBatchRequest>;

export const ZAdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_off: z.number().int(),
  valid_until: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  plan_ids: z.array(z.number().int()),
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof ZAdminCoupon>;

export const ZCreateCouponResponse = z.object({ coupon: ZAdminCoupon });
export const ZCreateCouponBatchResponse = z.object({ created: z.number().int(), codes: z.array(z.string()) });
export const ZDisableCouponRequest = z.object({ id: zId });

export const COUPON_SORT_FIELDS = ['code', 'percent_off', 'used_count', 'valid_until', 'created_at'] as const;
/** Search by code. */
export const ZListCouponsRequest = adminListRequest(COUPON_SORT_FIELDS);
export const ZListCouponsResponse = adminListResponse(ZAdminCoupon);
/** The CSV holds every coupon the search finds, in the list's order. */
export const ZExportCouponsRequest = ZListCouponsRequest.pick({
  search: true,
  sort_field: true,
  sort_direction: true,
});
