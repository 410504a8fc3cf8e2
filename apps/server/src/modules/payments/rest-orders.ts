import type { RestOrder } from '@screener/contracts/api-keys';
import { toApiDateTime } from '@screener/contracts/dates';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { purchases } from './schema.ts';

const STATUS_NAMES = {
  [PURCHASE_STATUSES.initiated]: 'initiated',
  [PURCHASE_STATUSES.processing]: 'processing',
  [PURCHASE_STATUSES.completed]: 'completed',
} as const;

/** `GET /api/v1/orders`: the company's purchases by id, a page after `afterId`. */
export async function restOrders(
  db: Db,
  companyId: number,
  afterId: number,
  limit: number,
): Promise<RestOrder[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(ofCompany(purchases, companyId), gt(purchases.id, afterId)))
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    viewer_id: row.consumerId,
    status: STATUS_NAMES[row.status],
    purchase_type: row.purchaseType,
    screener_id: row.screenerId,
    pricing_id: row.pricingId,
    subscription_plan_id: row.subscriptionPlanId,
    booking_id: row.bookingId,
    amount_minor: row.amountMinor,
    currency: row.currency,
    gateway: row.gateway,
    refund_status: row.refundStatus,
    created_at: toApiDateTime(row.createdAt),
    completed_at: toApiDateTimeOrNull(row.completedAt),
  }));
}
