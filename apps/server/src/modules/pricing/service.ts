import { PRICING_TYPES } from '@screener/contracts/pricing';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { pricingPlans } from './schema.ts';

/** Passes (group plans) still on sale: the Buy Passes menu shows only when there is one. */
export async function countPassesOnSale(db: DbExecutor, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pricingPlans)
    .where(
      and(
        eq(pricingPlans.companyId, companyId),
        eq(pricingPlans.type, PRICING_TYPES.group),
        eq(pricingPlans.active, true),
        or(isNull(pricingPlans.purchasingEndDate), gt(pricingPlans.purchasingEndDate, now)),
      ),
    );
  return row?.value ?? 0;
}
