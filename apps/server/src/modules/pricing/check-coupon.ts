import type { ZCheckCouponRequest, ZCouponState } from '@screener/contracts/coupons';
import { formatAmount } from '@screener/contracts/money';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import { findUsableCoupon, priceWithCoupon } from './coupons.ts';
import { findPlan, isPlanOnSale } from './plans.ts';

/**
 * `coupon/check_coupon`: a coupon for a plan (amounts computed here from the plan's price) or for
 * seats of an event (the percent only: the seats' total is the venue's). A coupon that cannot be
 * used answers `applicable: false` rather than an error, so the form can say so beside the field.
 */
export async function checkCoupon(
  db: DbExecutor,
  input: { companyId: number; request: z.output<typeof ZCheckCouponRequest>; now: Date },
): Promise<z.input<typeof ZCouponState>> {
  const { companyId, request, now } = input;
  if ('pricing_id' in request) {
    const plan = await findPlan(db, companyId, request.pricing_id);
    if (!plan || !isPlanOnSale(plan, now)) throw new AppError('NOT_FOUND');
    const coupon = await findUsableCoupon(db, companyId, request.coupon_code, { planId: plan.id }, now);
    const priced = priceWithCoupon(plan.priceMinor, coupon);
    return {
      applicable: coupon !== null,
      available_discount: formatAmount(priced.discountMinor),
      discount_percentage: priced.percent,
      total: formatAmount(priced.totalMinor),
      currency: plan.currency,
    };
  }
  const screener = await findPublishedScreener(db, companyId, request.screener_id);
  if (!screener) throw new AppError('NOT_FOUND');
  const coupon = await findUsableCoupon(db, companyId, request.coupon_code, { screenerId: screener.id }, now);
  return {
    applicable: coupon !== null,
    available_discount: null,
    discount_percentage: coupon?.percentOff ?? 0,
    total: null,
    currency: null,
  };
}
