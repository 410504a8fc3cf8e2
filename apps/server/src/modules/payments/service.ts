import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { groupPurchases, purchases } from './schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type GroupPurchaseRow = typeof groupPurchases.$inferSelect;

/** The viewer's purchases that are paid or being paid; initiated ones grant nothing yet. */
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
      ),
    )
    .orderBy(asc(purchases.id));
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
