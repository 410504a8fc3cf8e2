import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EventsPort } from '../../ports/events.ts';
import { completePurchase, type WebhookDelivery } from './complete-purchase.ts';
import type { PaymentCheck, PaymentGateway, PaymentReference } from './gateways/gateway.ts';
import { paymentFailedError } from './payment-failed-error.ts';
import { isSuperseded, type PurchaseRow, releasePurchase } from './purchase-queries.ts';

export function referenceOf(purchase: PurchaseRow, proof: string | null): PaymentReference | null {
  if (!purchase.gatewayReference) return null;
  return {
    reference: purchase.gatewayReference,
    proof,
    raw: purchase.paymentDetails.raw ?? {},
    amountMinor: purchase.amountMinor,
    currency: purchase.currency,
  };
}

/** The provider must report exactly the amount and currency the server asked for. */
function paidInFull(purchase: PurchaseRow, check: PaymentCheck): boolean {
  return (
    check.state === 'succeeded' &&
    check.amountMinor === purchase.amountMinor &&
    check.currency.toUpperCase() === purchase.currency.toUpperCase()
  );
}

/**
 * Acts on what the provider said about a purchase: paid in full completes it (once), failed
 * releases it, pending leaves it. A paid amount that does not match grants nothing.
 */
export async function settlePayment(
  db: Db,
  purchase: PurchaseRow,
  check: PaymentCheck,
  options: { now: Date; webhook?: WebhookDelivery; failOnDecline: boolean },
): Promise<PurchaseRow | null> {
  if (purchase.status === PURCHASE_STATUSES.completed) return null;
  if (check.state === 'succeeded') {
    if (!paidInFull(purchase, check)) {
      await releasePurchase(
        db,
        purchase,
        { message: 'The amount paid does not match the price.' },
        options.now,
      );
      if (options.failOnDecline) throw new AppError('PAYMENT_FAILED');
      return null;
    }
    return completePurchase(db, purchase.id, {
      now: options.now,
      receiptUrl: check.receiptUrl,
      ...(options.webhook ? { webhook: options.webhook } : {}),
    });
  }
  if (check.state === 'failed') {
    await releasePurchase(db, purchase, { message: check.message }, options.now);
    if (options.failOnDecline) throw paymentFailedError(check.reason);
  }
  return null;
}

/**
 * `screenings/payment/markPaid`: after the 3-D Secure frame's completion message. The client's word
 * is never enough: the card gateway is asked, and only its answer completes the purchase. Other
 * gateways complete through their own server-side paths (capture, callback, administrator).
 */
export async function settleMarkedPaid(
  db: Db,
  gateway: PaymentGateway | undefined,
  purchase: PurchaseRow,
  proof: string | null,
  now: Date,
): Promise<void> {
  if (purchase.status === PURCHASE_STATUSES.completed) return;
  if (!gateway || (purchase.gateway !== 'stripe' && purchase.gateway !== 'sandbox')) return;
  const reference = referenceOf(purchase, proof);
  if (!reference) return;
  const check = await gateway.check(reference);
  if (isSuperseded(purchase)) {
    // A challenge passed in a tab the viewer had left, after a newer attempt replaced it: paid
    // anyway, it is refunded (never granted twice); otherwise nothing was charged for it.
    if (check.state !== 'succeeded') throw new AppError('PAYMENT_SUPERSEDED');
    await settlePayment(db, purchase, check, { now, failOnDecline: false });
    throw new AppError('PAYMENT_REFUNDED');
  }
  await settlePayment(db, purchase, check, { now, failOnDecline: true });
}

/**
 * After a seat purchase was settled (or looked at) outside the viewer's own purchase call: its
 * seats may have been booked or freed, so the event's open charts read them again.
 */
export function tellSeatCharts(events: EventsPort, purchase: PurchaseRow): void {
  if (purchase.bookingId === null || purchase.screenerId === null) return;
  events.toSeatChart(purchase.screenerId, { type: 'seats.changed', screener_id: purchase.screenerId });
}
