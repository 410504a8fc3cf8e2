import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cancelSeatOrder } from '../venues/index.ts';
import { purchases } from './schema.ts';

/**
 * `admin/bookings/cancel`: staff cancel a seat order (held, being paid or booked). In one
 * transaction the order is cancelled (10), its seats are freed, and the money of its completed
 * purchase is owed back; the refund round gives it back through the gateway and mails the viewer.
 * A booking of another company is not found; one cancelled already is a 409.
 */
export async function cancelSeatBooking(
  db: Db,
  input: { companyId: number; bookingId: number; now: Date },
): Promise<{ screenerId: number; refundDue: boolean }> {
  return db.transaction(async (tx) => {
    const order = await cancelSeatOrder(tx, input);
    let refundDue = false;
    if (order.purchaseId !== null) {
      const owed = await tx
        .update(purchases)
        .set({ refundStatus: 'due', updatedAt: input.now })
        .where(
          and(
            eq(purchases.id, order.purchaseId),
            eq(purchases.status, PURCHASE_STATUSES.completed),
            gt(purchases.amountMinor, 0),
            isNull(purchases.refundStatus),
          ),
        )
        .returning({ id: purchases.id });
      refundDue = owed.length > 0;
    }
    return { screenerId: order.screenerId, refundDue };
  });
}
