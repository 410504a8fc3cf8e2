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
  /** Stripe has given back `totalRefundedMinor` of the purchase's payment in all (refund-order.ts). */
  refunded(purchase: PurchaseRow, totalRefundedMinor: number): Promise<void>;
  /** Reads a charge from the Stripe account that sent the event. */
  charge(id: string): Promise<Stripe.Charge>;
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

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A charge's refunds, as Stripe counts them (made in its dashboard, or asked by staff here). */
async function chargeRefunded(context: StripeEventContext, charge: Stripe.Charge): Promise<void> {
  const intentId = idOf(charge.payment_intent);
  const purchase = intentId ? await findPurchaseByReference(context.db, 'stripe', intentId) : null;
  if (purchase) await context.refunded(purchase, charge.amount_refunded);
}

/**
 * `refund.updated`: a refund went through later (or failed); its charge is read back for what
 * has been given back in all, so this event and `charge.refunded` count one refund once.
 */
async function onRefundUpdated(context: StripeEventContext, event: Stripe.RefundUpdatedEvent): Promise<void> {
  const refund = event.data.object;
  const chargeId = idOf(refund.charge);
  if (refund.status !== 'succeeded' || !chargeId) return;
  await chargeRefunded(context, await context.charge(chargeId));
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
    case 'charge.refunded':
      return chargeRefunded(context, event.data.object);
    case 'refund.updated':
      return onRefundUpdated(context, event);
    default:
      return;
  }
}
