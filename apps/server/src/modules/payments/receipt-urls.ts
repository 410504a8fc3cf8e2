import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { purchases } from './schema.ts';

/** The gateway's receipt of each of the company's purchases named (null where it gave none). */
export async function findReceiptUrls(
  db: DbExecutor,
  companyId: number,
  purchaseIds: number[],
): Promise<Map<number, string | null>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: purchases.id, details: purchases.paymentDetails })
    .from(purchases)
    .where(and(eq(purchases.companyId, companyId), inArray(purchases.id, purchaseIds)));
  return new Map(rows.map((row) => [row.id, row.details.receipt_url ?? null]));
}
