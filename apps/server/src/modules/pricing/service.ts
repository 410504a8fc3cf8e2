import { PRICING_TYPES } from '@screener/contracts/pricing';
import { and, asc, count, eq, gt, inArray, isNull, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { coupons, pricingPlanScreenings, pricingPlans } from './schema.ts';

export type PricingPlanRow = typeof pricingPlans.$inferSelect;

/** Passes (group plans) still on sale: the Buy Passes menu shows only when there is one. */
export async function countPassesOnSale(db: DbExecutor, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pricingPlans)
    .where(
      and(
        ofCompany(pricingPlans, companyId),
        eq(pricingPlans.type, PRICING_TYPES.group),
        eq(pricingPlans.active, true),
        or(isNull(pricingPlans.purchasingStartDate), lte(pricingPlans.purchasingStartDate, now)),
        or(isNull(pricingPlans.purchasingEndDate), gt(pricingPlans.purchasingEndDate, now)),
      ),
    );
  return row?.value ?? 0;
}

/** Which event each plan covers, one row a pair, for joining in another module's statement. */
export const planCoverage = (db: DbExecutor) =>
  db
    .select({ planId: pricingPlanScreenings.planId, screenerId: pricingPlanScreenings.screenerId })
    .from(pricingPlanScreenings)
    .as('plan_coverage');

/** The events each plan covers, by plan id. */
export async function screenerIdsByPlan(db: DbExecutor, planIds: number[]): Promise<Map<number, number[]>> {
  const covered = new Map<number, number[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return covered;
  const rows = await db
    .select({ planId: pricingPlanScreenings.planId, screenerId: pricingPlanScreenings.screenerId })
    .from(pricingPlanScreenings)
    .where(inArray(pricingPlanScreenings.planId, planIds));
  for (const row of rows) covered.get(row.planId)?.push(row.screenerId);
  return covered;
}

export async function findPlans(
  db: DbExecutor,
  companyId: number,
  planIds: number[],
): Promise<PricingPlanRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(pricingPlans)
    .where(and(ofCompany(pricingPlans, companyId), inArray(pricingPlans.id, planIds)));
}

export type PlanWithScreenings = PricingPlanRow & { screeningIds: number[] };

/** The active plans that sell each event, by event id, each with every event it covers: one query. */
export async function activePlansByScreener(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
): Promise<Map<number, PlanWithScreenings[]>> {
  const byScreener = new Map<number, PlanWithScreenings[]>();
  if (screenerIds.length === 0) return byScreener;
  const rows = await db
    .select({
      plan: pricingPlans,
      screenerId: pricingPlanScreenings.screenerId,
      screeningIds: sql<number[]>`(
        select coalesce(array_agg(covered.screener_id order by covered.screener_id), '{}')
        from ${pricingPlanScreenings} covered where covered.plan_id = ${pricingPlans.id}
      )`,
    })
    .from(pricingPlanScreenings)
    .innerJoin(pricingPlans, eq(pricingPlans.id, pricingPlanScreenings.planId))
    .where(
      and(
        ofCompany(pricingPlans, companyId),
        eq(pricingPlans.active, true),
        inArray(pricingPlanScreenings.screenerId, screenerIds),
      ),
    )
    .orderBy(asc(pricingPlans.type), asc(pricingPlans.id));
  for (const row of rows) {
    const plans = byScreener.get(row.screenerId) ?? [];
    plans.push({ ...row.plan, screeningIds: row.screeningIds });
    byScreener.set(row.screenerId, plans);
  }
  return byScreener;
}

/** The codes of the company's coupons among `couponIds`, by id. */
export async function findCouponCodes(
  db: DbExecutor,
  companyId: number,
  couponIds: number[],
): Promise<Map<number, string>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(and(ofCompany(coupons, companyId), inArray(coupons.id, couponIds)));
  return new Map(rows.map((row) => [row.id, row.code]));
}
/** The company's plans' names, as a subquery another module's statement joins. */
export const planNames = (db: DbExecutor, companyId: number | SQLWrapper) =>
  db
    .select({ id: pricingPlans.id, name: pricingPlans.name })
    .from(pricingPlans)
    .where(ofCompany(pricingPlans, companyId))
    .as('plan_names');

/** The coupons' codes, as a subquery another module's statement joins. */
export const couponCodes = (db: DbExecutor) =>
  db.select({ id: coupons.id, code: coupons.code }).from(coupons).as('coupon_codes');

/** The id of the company's coupon with this code (any case), as a subquery; values or placeholders. */
export const couponIdsByCode = (db: DbExecutor, companyId: number | SQLWrapper, code: string | SQLWrapper) =>
  db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(ofCompany(coupons, companyId), sql`upper(${coupons.code}) = upper(${code})`));
