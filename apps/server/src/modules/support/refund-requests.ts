import type { LanguageCode } from '@screener/contracts/language';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { findConsumer } from '../auth/index.ts';
import { findOwnPurchase } from '../payments/index.ts';
import { findOwnBooking } from '../venues/index.ts';
import { openInboxRequest } from './inbox.ts';
import { type RefundRequestType, refundRequests } from './schema.ts';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/**
 * A refund, modification or cancellation request on the viewer's own paid purchase or booking.
 * Another viewer's purchase is "not found"; the same request while one is still open is a 409
 * that says so. It is filed in the company's requests inbox in the same transaction.
 */
export async function submitRefundRequest(
  db: Db,
  input: {
    companyId: number;
    consumerId: number;
    purchaseId: number | null;
    bookingId: number | null;
    screenerId: number | null;
    type: RefundRequestType;
    reason: string;
    language: LanguageCode;
    now: Date;
  },
): Promise<RefundRequestRow> {
  let purchaseId = input.purchaseId;
  let screenerId = input.screenerId;
  if (input.bookingId !== null) {
    const booking = await findOwnBooking(db, input.companyId, input.consumerId, input.bookingId);
    if (!booking) throw new AppError('NOT_FOUND');
    if (purchaseId !== null && booking.purchaseId !== purchaseId) throw new AppError('NOT_FOUND');
    purchaseId ??= booking.purchaseId;
    screenerId ??= booking.screenerId;
  }
  if (purchaseId !== null) {
    const purchase = await findOwnPurchase(db, input.companyId, input.consumerId, purchaseId);
    if (!purchase) throw new AppError('NOT_FOUND');
    // Only money actually taken can be refunded or changed.
    if (purchase.status !== PURCHASE_STATUSES.completed) throw new AppError('CONFLICT');
    screenerId ??= purchase.screenerId;
  }
  const consumer = await findConsumer(db, input.companyId, input.consumerId);
  if (!consumer) throw new AppError('SESSION_EXPIRED');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(refundRequests)
        .values({
          companyId: input.companyId,
          consumerId: input.consumerId,
          purchaseId,
          bookingId: input.bookingId,
          screenerId,
          type: input.type,
          reason: input.reason,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('refund request insert returned no row');
      await openInboxRequest(tx, {
        companyId: input.companyId,
        kind: input.type,
        source: { refundRequestId: row.id },
        consumerId: input.consumerId,
        email: consumer.contactEmail ?? consumer.email,
        name: consumer.name,
        language: input.language,
        purchaseId,
        bookingId: input.bookingId,
        body: input.reason,
        now: input.now,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REQUEST_ALREADY_OPEN');
    throw error;
  }
}

/** The company's refund, modification and cancellation requests still open: the Overview shows them. */
export async function countOpenRefundRequests(db: DbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(refundRequests)
    .where(and(ofCompany(refundRequests, companyId), eq(refundRequests.status, 'open')));
  return row?.value ?? 0;
}
