import type { GroupPurchase } from '@screener/contracts/viewer';
import type { DbExecutor } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { findPlans, screenerIdsByPlan } from '../pricing/index.ts';
import { listGroupPurchaseRows } from './purchase-queries.ts';

/** The viewer's passes with the plan each one grants. */
export async function listGroupPurchases(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<GroupPurchase[]> {
  const rows = await listGroupPurchaseRows(db, companyId, consumerId);
  const planIds = [...new Set(rows.map((row) => row.pricingId))];
  const [plans, covered] = await Promise.all([
    findPlans(db, companyId, planIds),
    screenerIdsByPlan(db, planIds),
  ]);
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  return rows.flatMap((row) => {
    const plan = planById.get(row.pricingId);
    if (!plan) return [];
    return [
      {
        id: row.id,
        company_id: row.companyId,
        monetization_pricing_id: plan.id,
        status: row.status,
        receipt_url: row.receiptUrl,
        pricing: {
          id: plan.id,
          name: plan.name,
          screening_ids: covered.get(plan.id) ?? [],
          purchasing_end_date: toApiDateTimeOrNull(plan.purchasingEndDate),
          festival_start_date: toApiDateTimeOrNull(plan.festivalStartDate),
        },
      },
    ];
  });
}
