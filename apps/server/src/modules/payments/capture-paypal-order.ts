import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { CreatePurchaseRequest } from '@screener/contracts/purchase';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { canSeatOrderBeBooked } from '../venues/index.ts';
import { createPurchase, type PurchaseContext } from './create-purchase.ts';
import { findPurchaseByReference, markPurchaseProcessing, type PurchaseRow } from './purchase-queries.ts';
import { referenceOf, settlePayment } from './settle-payment.ts';

/**
 * The PayPal-type purchase sent with the approved `orderId`: an order the server created for this
 * viewer, or one the viewer's browser created (the text's client), which a new purchase takes when
 * it is open for exactly its amount. It is captured on the server and granted only when PayPal
 * reports it COMPLETED for the purchase's amount and currency.
 */
export async function capturePaypalOrder(
  context: PurchaseContext,
  body: CreatePurchaseRequest & { orderId: string },
): Promise<PurchaseRow> {
  const { db, now } = context;
  const orderId = body.orderId;
  const purchase =
    (await findPurchaseByReference(db, 'paypal', orderId)) ??
    (await createPurchase(context, body, { browserOrder: orderId }));
  if (purchase.consumerId !== context.consumer.id || purchase.companyId !== context.company.id) {
    throw new AppError('NOT_FOUND');
  }
  if (purchase.status === PURCHASE_STATUSES.completed) return purchase;
  const gateway = context.providers.gateways.paypal;
  if (!gateway?.capture) throw new AppError('GATEWAY_UNAVAILABLE');
  // Seats given up and taken meanwhile: the approved order is not captured, so nothing is charged.
  if (purchase.bookingId !== null && !(await canSeatOrderBeBooked(db, purchase.bookingId, now)))
    throw new AppError('SEAT_HOLD_ENDED');
  let claimed: PurchaseRow | null;
  try {
    claimed = await markPurchaseProcessing(db, purchase.id, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PAYMENT_IN_PROCESS');
    throw error;
  }
  const current = claimed ?? purchase;
  const reference = referenceOf(current, null);
  if (!reference) throw new AppError('NOT_FOUND');
  await settlePayment(db, current, await gateway.capture(reference), { now, failOnDecline: true });
  return current;
}
