import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { endPurchaseEnrollment } from '../enrollment/index.ts';
import { cancelSeatOrder } from '../venues/index.ts';
import { othersStillGranting, type PurchaseRow } from './purchase-queries.ts';
import { purchases } from './schema.ts';

/**
 * `admin/bookings/cancel`: staff cancel a seat order (held, being paid or booked). In one
 * transaction the order is cancelled (10), its seats are freed, its completed purchase is marked
 * cancelled and stops granting, the enrolment it granted ends, and its money is owed back; the
 * refund round gives it back through the gateway and mails the viewer. A booking of another
 * company is not found; one cancelled already is a 409.
 */
export async function cancelSeatBooking(
  db: Db,
  input: { companyId: number; bookingId: number; now: Date },
): Promise<{ screenerId: number; refundDue: boolean }> {
  return db.transaction(async (tx) => {
    const order = await cancelSeatOrder(tx, input);
    if (order.purchaseId === null) return { screenerId: order.screenerId, refundDue: false };
    const [paid] = await tx
      .update(purchases)
      .set({ cancelledAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(purchases.id, order.purchaseId),
          eq(purchases.status, PURCHASE_STATUSES.completed),
          isNull(purchases.cancelledAt),
        ),
      )
      .returning();
    if (!paid) return { screenerId: order.screenerId, refundDue: false };
    await endPurchaseEnrollment(tx, {
      purchaseId: paid.id,
      replacementPurchaseId: await otherPurchaseForEvent(tx, paid),
    });
    const owed = await tx
      .update(purchases)
      .set({ refundStatus: 'due' })
      .where(and(eq(purchases.id, paid.id), gt(purchases.amountMinor, 0), isNull(purchases.refundStatus)))
      .returning({ id: purchases.id });
    return { screenerId: order.screenerId, refundDue: owed.length > 0 };
  });
}

/** Another completed, not cancelled purchase of the viewer for the same event, the newest. */
async function otherPurchaseForEvent(tx: DbExecutor, purchase: PurchaseRow): Promise<number | null> {
  if (purchase.screenerId === null) return null;
  const [other] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(othersStillGranting(purchase), eq(purchases.screenerId, purchase.screenerId)))
    .orderBy(desc(purchases.id))
    .limit(1);
  return other?.id ?? null;
}
