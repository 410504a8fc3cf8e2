import type { RefundStatus } from '@screener/contracts/seat-booking';
import { and, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { purchases } from './schema.ts';

/** What the tickets tab shows of a booking's payment. */
export type PurchaseReceipt = { receiptUrl: string | null; refundStatus: RefundStatus | null };

/** The gateway's receipt (null where it gave none) and the refund of each of the company's purchases named. */
export async function findPurchaseReceipts(
  db: DbExecutor,
  companyId: number,
  purchaseIds: number[],
): Promise<Map<number, PurchaseReceipt>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: purchases.id, details: purchases.paymentDetails, refundStatus: purchases.refundStatus })
    .from(purchases)
    .where(and(ofCompany(purchases, companyId), inArray(purchases.id, purchaseIds)));
  return new Map(
    rows.map((row) => [
      row.id,
      { receiptUrl: row.details.receipt_url ?? null, refundStatus: row.refundStatus },
    ]),
  );
}
