import { applyPercentDiscount } from '@screener/contracts/money';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { coupons } from './schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** What a coupon does to a price: percent, capped at the price, never below 0 (spec part 2 §9). */
export type PricedCoupon = {
  couponId: number | null;
  percent: number;
  discountMinor: number;
  totalMinor: number;
};

export function priceWithCoupon(priceMinor: number, coupon: CouponRow | null): PricedCoupon {
  const percent = coupon?.percentOff ?? 0;
  const totalMinor = applyPercentDiscount(priceMinor, percent);
  return { couponId: coupon?.id ?? null, percent, discountMinor: priceMinor - totalMinor, totalMinor };
}

/**
 * The company's coupon with this code (any letter case) when it can be used now for the plan, or
 * for seats of the event: active, inside its dates, uses left, and listing the plan or event when
 * it lists any.
 */
export async function findUsableCoupon(
  db: DbExecutor,
  companyId: number,
  code: string,
  target: { planId: number } | { screenerId: number },
  now: Date,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(ofCompany(coupons, companyId), sql`upper(${coupons.code}) = ${code.toUpperCase()}`))
    .limit(1);
  if (!row?.active) return null;
  if (row.validFrom && row.validFrom.getTime() > now.getTime()) return null;
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return null;
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return null;
  const restricted = row.planIds.length > 0 || row.screenerIds.length > 0;
  if (!restricted) return row;
  return 'planId' in target
    ? row.planIds.includes(target.planId)
      ? row
      : null
    : row.screenerIds.includes(target.screenerId)
      ? row
      : null;
}

/**
 * Takes one of the coupon's uses for a purchase being created, in its transaction: the row is
 * updated only while uses are left, so concurrent buyers can never take more than it has. False
 * when none is left.
 */
export async function reserveCouponUse(db: DbExecutor, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** Gives back the use a purchase held when its payment failed or was abandoned. */
export async function releaseCouponUse(db: DbExecutor, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
}
