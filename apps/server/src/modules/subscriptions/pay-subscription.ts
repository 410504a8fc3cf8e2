import type { PaySubscriptionRequest } from '@screener/contracts/subscription';
import Stripe from 'stripe';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chargeSandboxCard, paymentFailedError, saveSandboxCard } from '../payments/index.ts';
import { findDueInvoice, markInvoicePaid } from './invoices.ts';
import type { SubscriptionChange } from './stripe-billing.ts';
import { saveStripeInvoice, stripeSubscriptionFields } from './stripe-billing.ts';
import { brandOf, type SubscriptionRow } from './subscription-view.ts';

/** What paying leaves on a subscription that was past due: active, its retries forgotten. */
const PAID_AGAIN: SubscriptionChange = { status: 'active', renewalAttempts: 0, lastAttemptAt: null };

/**
 * The sandbox's side of `subscription/{id}/pay`. The viewer is present, but the challenge of the
 * 3-D Secure card is only taken on a first payment: here it is refused as not authenticated, as an
 * off-session charge of it is. A refused card is not saved.
 */
export async function paySandbox(
  tx: DbExecutor,
  row: SubscriptionRow,
  body: PaySubscriptionRequest,
  now: Date,
): Promise<SubscriptionChange | null> {
  const card = body.card_number?.replace(/\s/g, '') ?? null;
  const saved = card
    ? { gatewayPaymentMethodId: card, paymentMethodBrand: brandOf(card), paymentMethodLast4: card.slice(-4) }
    : {};
  if (row.status !== 'past_due') {
    if (!card) throw new AppError('CONFLICT');
    const answer = saveSandboxCard(card);
    if (answer !== 'succeeded')
      throw paymentFailedError(answer === 'unknown_card' ? 'test_card_required' : 'declined');
    return saved;
  }
  const invoice = await findDueInvoice(tx, row.id);
  const answer = chargeSandboxCard(card ?? row.gatewayPaymentMethodId ?? '', true);
  if (answer === 'requires_action') throw paymentFailedError('not_authenticated');
  if (answer !== 'succeeded')
    throw paymentFailedError(answer === 'unknown_card' ? 'test_card_required' : 'declined');
  if (invoice) await markInvoicePaid(tx, invoice.id, now);
  return { ...saved, ...PAID_AGAIN };
}

/**
 * Stripe's side: a new card is attached to the customer; a past-due subscription's open invoice is
 * paid at Stripe with it (or the saved card), and only a card that paid becomes the subscription's
 * default. What Stripe then says of the subscription and invoice is kept.
 */
export async function payStripe(
  tx: DbExecutor,
  stripe: Stripe,
  row: SubscriptionRow,
  body: PaySubscriptionRequest,
): Promise<SubscriptionChange | null> {
  const stripeId = row.gatewaySubscriptionId ?? '';
  const card = body.payment_method_id ?? null;
  if (row.status !== 'past_due' && !card) throw new AppError('CONFLICT');
  let paidNow = false;
  try {
    if (card && row.gatewayCustomerId)
      await stripe.paymentMethods.attach(card, { customer: row.gatewayCustomerId });
    const invoice = row.status === 'past_due' ? await findDueInvoice(tx, row.id) : null;
    if (invoice?.gatewayInvoiceId) {
      const paid = await stripe.invoices.pay(invoice.gatewayInvoiceId, card ? { payment_method: card } : {});
      await saveStripeInvoice(tx, row, paid);
      paidNow = paid.status === 'paid';
    }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      throw paymentFailedError(
        error.code === 'invoice_payment_intent_requires_action' ? 'not_authenticated' : 'declined',
      );
    throw error;
  }
  const subscription = card
    ? await stripe.subscriptions.update(stripeId, {
        default_payment_method: card,
        expand: ['default_payment_method'],
      })
    : await stripe.subscriptions.retrieve(stripeId, { expand: ['default_payment_method'] });
  const fields = stripeSubscriptionFields(subscription);
  // Stripe moves the subscription on a moment after its invoice is paid; the paid invoice is enough.
  return paidNow && fields.status === 'past_due' ? { ...fields, ...PAID_AGAIN } : fields;
}
