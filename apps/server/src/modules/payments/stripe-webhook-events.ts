import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { stripeIntentCheck } from './gateways/stripe.ts';
import { findPurchaseByReference, type PurchaseRow, releasePurchase } from './purchase-queries.ts';
import { settlePayment } from './settle-payment.ts';

/** What a Stripe event handler needs: the database, the clock's now, and the purchase's mail. */
export type StripeEventContext = {
  db: Db;
  now: Date;
  /** Mails the viewer about a purchase the event settled: its receipt, or that it did not go through. */
  mailNews(purchaseId: number): Promise<void>;
  /** A seat purchase settled here may have booked or freed seats: open charts read them again. */
  seatsSettled(purchase: PurchaseRow): void;
};

type IntentEvent =
  | Stripe.PaymentIntentSucceededEvent
  | Stripe.PaymentIntentPaymentFailedEvent
  | Stripe.PaymentIntentCanceledEvent;

function deliveryOf(event: IntentEvent) {
  return { gateway: 'stripe' as const, eventId: event.id, type: event.type };
}

/** `payment_intent.succeeded`: completes the purchase (once) when the amount is the one asked. */
export async function onPaymentIntentSucceeded(
  context: StripeEventContext,
  event: Stripe.PaymentIntentSucceededEvent,
): Promise<void> {
  const intent = event.data.object;
  const purchase = await findPurchaseByReference(context.db, 'stripe', intent.id);
  if (!purchase) return;
  const completed = await settlePayment(context.db, purchase, stripeIntentCheck(intent), {
    now: context.now,
    webhook: deliveryOf(event),
    failOnDecline: false,
  });
  context.seatsSettled(purchase);
  await context.mailNews(completed?.id ?? purchase.id);
}

/** The intent will not be paid: the purchase lets go of what it held, with the card's message. */
async function releaseIntent(context: StripeEventContext, intent: Stripe.PaymentIntent): Promise<void> {
  const purchase = await findPurchaseByReference(context.db, 'stripe', intent.id);
  if (!purchase) return;
  const message = intent.last_payment_error?.message ?? 'The card payment failed.';
  await releasePurchase(context.db, purchase, { message }, context.now);
  context.seatsSettled(purchase);
  await context.mailNews(purchase.id);
}

/** `payment_intent.payment_failed`: the card was declined. */
export function onPaymentIntentFailed(
  context: StripeEventContext,
  event: Stripe.PaymentIntentPaymentFailedEvent,
): Promise<void> {
  return releaseIntent(context, event.data.object);
}

/** `payment_intent.canceled`: the intent was given up (by us or by Stripe). */
export function onPaymentIntentCanceled(
  context: StripeEventContext,
  event: Stripe.PaymentIntentCanceledEvent,
): Promise<void> {
  return releaseIntent(context, event.data.object);
}

/** Hands a verified event to its handler; any other type is acknowledged and left alone. */
export async function handleStripeEvent(context: StripeEventContext, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return onPaymentIntentSucceeded(context, event);
    case 'payment_intent.payment_failed':
      return onPaymentIntentFailed(context, event);
    case 'payment_intent.canceled':
      return onPaymentIntentCanceled(context, event);
    default:
      return;
  }
}
