import type { PaymentGatewayName } from '@screener/contracts/company';
import { EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { paymentOutcomes } from '../../lib/metrics.ts';
import { enrollConsumer } from '../enrollment/index.ts';
import { reserveCouponUse } from '../pricing/index.ts';
import { bookSeatOrder } from '../venues/index.ts';
import {
  giveBackCouponUse,
  isSuperseded,
  othersStillGranting,
  type PurchaseRow,
  upsertGroupPurchase,
} from './purchase-queries.ts';
import { paymentWebhookEvents, purchases } from './schema.ts';

export type WebhookDelivery = { gateway: PaymentGatewayName; eventId: string; type: string };

/**
 * Completes a purchase exactly once, with its fulfilment in the same transaction: the row is locked,
 * a purchase already completed (a second webhook, a second markPaid, a webhook racing markPaid)
 * changes nothing, and a webhook delivery already recorded is not handled again. Fulfilment:
 * the seats paid for booked (or, when they were freed and taken before the money came, the
 * payment owed back and nothing granted), enrolment in the event bought for (single, VOD, physical
 * ticket), the pass row; the coupon's use was taken when the purchase was created.
 * Answers the completed purchase when this call completed it, null when nothing changed.
 */
export async function completePurchase(
  db: DbExecutor,
  purchaseId: number,
  options: { now: Date; webhook?: WebhookDelivery; receiptUrl?: string | null },
): Promise<PurchaseRow | null> {
  const completed = await db.transaction(async (tx) => {
    // The purchase is locked before the delivery is recorded: the delivery's foreign key takes a
    // share lock on the purchase, and two deliveries each holding one while waiting to update
    // the row would deadlock.
    const [locked] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!locked) return null;
    if (options.webhook) {
      const recorded = await tx
        .insert(paymentWebhookEvents)
        .values({ ...options.webhook, purchaseId, receivedAt: options.now })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      if (recorded.length === 0) return null;
    }
    // Completed, or its money already owed back (a second word of the same payment).
    if (locked.status === PURCHASE_STATUSES.completed || locked.refundStatus !== null) return null;
    // Never charged twice: money for an attempt a newer one replaced, or for a plan another
    // payment already bought, goes back.
    if (isSuperseded(locked) || (await boughtByAnother(tx, locked))) {
      await owePurchaseRefund(tx, locked, { ...options, message: DUPLICATE_PAYMENT_MESSAGE });
      return null;
    }
    if (locked.bookingId !== null) {
      const seats = await bookSeatOrder(tx, {
        bookingId: locked.bookingId,
        purchaseId: locked.id,
        now: options.now,
      });
      if (!seats.booked) {
        await owePurchaseRefund(tx, locked, { ...options, message: SEATS_GONE_MESSAGE });
        return null;
      }
    }
    const [purchase] = await tx
      .update(purchases)
      .set({
        status: PURCHASE_STATUSES.completed,
        completedAt: options.now,
        updatedAt: options.now,
        couponUseHeld: false,
        paymentDetails: {
          ...locked.paymentDetails,
          receipt_url: options.receiptUrl ?? locked.paymentDetails.receipt_url ?? null,
          failure_message: null,
          raw: { ...locked.paymentDetails.raw, next_action: 'none' },
        },
      })
      .where(and(eq(purchases.id, purchaseId), ne(purchases.status, PURCHASE_STATUSES.completed)))
      .returning();
    if (!purchase) return null;

    await upsertGroupPurchase(tx, purchase, PURCHASE_STATUSES.completed, options.now);
    if (purchase.screenerId !== null && purchase.purchaseType !== PRICING_TYPES.group) {
      await enrollConsumer(tx, {
        companyId: purchase.companyId,
        screenerId: purchase.screenerId,
        consumerId: purchase.consumerId,
        purchaseId: purchase.id,
        eventType: purchase.purchaseType === PRICING_TYPES.physical_ticket ? EVENT_TYPES.physical : null,
      });
    }
    // A purchase whose use was given back (its payment looked failed, then the money arrived)
    // takes one now; it is honoured even when none is left.
    if (purchase.couponId !== null && !locked.couponUseHeld) await reserveCouponUse(tx, purchase.couponId);
    return purchase;
  });
  if (completed) paymentOutcomes.inc({ gateway: completed.gateway, outcome: 'completed' });
  return completed;
}

/** The viewer holds the purchase's plan through another completed purchase that still grants. */
async function boughtByAnother(tx: DbExecutor, purchase: PurchaseRow): Promise<boolean> {
  if (purchase.pricingId === null) return false;
  const [other] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(othersStillGranting(purchase), eq(purchases.pricingId, purchase.pricingId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Money arrived that grants nothing (its seats are no longer the viewer's, or another payment
 * already paid for the same thing): the purchase stays released and owes the money back; the
 * refund round gives it back through the gateway and tells the viewer why (refund-purchases.ts).
 * Recorded in the completing transaction, so a crash before the refund loses nothing.
 */
async function owePurchaseRefund(
  tx: DbExecutor,
  purchase: PurchaseRow,
  options: { now: Date; receiptUrl?: string | null; message: string },
): Promise<void> {
  await tx
    .update(purchases)
    .set({
      status: PURCHASE_STATUSES.initiated,
      refundStatus: 'due',
      updatedAt: options.now,
      paymentDetails: {
        ...purchase.paymentDetails,
        receipt_url: options.receiptUrl ?? purchase.paymentDetails.receipt_url ?? null,
        failure_message: options.message,
        raw: { ...purchase.paymentDetails.raw, next_action: 'none' },
      },
    })
    .where(eq(purchases.id, purchase.id));
  await giveBackCouponUse(tx, purchase.id);
}

export const SEATS_GONE_MESSAGE = 'The seats were taken before the payment arrived; it is refunded.';
export const DUPLICATE_PAYMENT_MESSAGE = 'Another payment already paid for this purchase; it is refunded.';
