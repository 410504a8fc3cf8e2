import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, asc, eq, inArray, isNull, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { planCoverage } from '../pricing/index.ts';
import { groupPurchases, purchases } from './schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type GroupPurchaseRow = typeof groupPurchases.$inferSelect;

/** The viewer's purchases that are paid or being paid; initiated and cancelled ones grant nothing. */
export async function listGrantingPurchases(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.companyId, companyId),
        eq(purchases.consumerId, consumerId),
        inArray(purchases.status, [PURCHASE_STATUSES.processing, PURCHASE_STATUSES.completed]),
        isNull(purchases.cancelledAt),
      ),
    )
    .orderBy(asc(purchases.id));
}

/**
 * The viewer's granting purchases as rows of the viewer's links (enrollment/viewer-state.ts): one
 * row per event a purchase names or its plan covers.
 */
export function grantingPurchaseLinks(
  db: DbExecutor,
  of: { companyId: Placeholder; consumerId: Placeholder; screener: (column: SQLWrapper) => SQL },
) {
  const covered = planCoverage(db);
  const screenerId = sql<number>`coalesce(${purchases.screenerId}, ${covered.screenerId})`;
  return db
    .select({
      screenerId,
      purchaseId: purchases.id,
      status: sql<number | null>`${purchases.status}`,
      eventStartsAt: sql<Date | null>`null::timestamptz`,
      eventEndsAt: sql<Date | null>`null::timestamptz`,
    })
    .from(purchases)
    .leftJoin(covered, and(isNull(purchases.screenerId), eq(covered.planId, purchases.pricingId)))
    .where(
      and(
        eq(purchases.companyId, of.companyId),
        eq(purchases.consumerId, of.consumerId),
        inArray(purchases.status, [PURCHASE_STATUSES.processing, PURCHASE_STATUSES.completed]),
        isNull(purchases.cancelledAt),
        // A purchase naming neither an event nor a plan covers nothing.
        sql`${screenerId} is not null`,
        of.screener(screenerId),
      ),
    );
}

export async function listGroupPurchaseRows(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<GroupPurchaseRow[]> {
  return db
    .select()
    .from(groupPurchases)
    .where(and(eq(groupPurchases.companyId, companyId), eq(groupPurchases.consumerId, consumerId)))
    .orderBy(asc(groupPurchases.id));
}
