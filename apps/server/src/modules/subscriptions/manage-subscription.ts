import type { PaySubscriptionRequest } from '@screener/contracts/subscription';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { paymentFailedError } from '../payments/index.ts';
import { billingDueAt } from './billing-rules.ts';
import { findDueInvoice, markInvoicePaid } from './invoices.ts';
import { paySandbox, payStripe } from './pay-subscription.ts';
import { subscriptions } from './schema.ts';
import { type StripeClientOf, stripeClientsOf } from './stripe-account.ts';
import { saveStripeInvoice, stripeSubscriptionFields } from './stripe-billing.ts';
import { findOwnSubscription } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

/** The Stripe client of the account a subscription Stripe bills was made on; null for the sandbox's. */
function stripeOf(clients: StripeClientOf, row: SubscriptionRow): Stripe | null {
  return row.gateway === 'stripe' ? clients(row.stripeAccount) : null;
}

/**
 * A Stripe first invoice's 3-D Secure came back: the payment is read back from Stripe (what the
 * client sends proves nothing), then the subscription and its invoice as Stripe has them. Stripe
 * starts the subscription a moment after the payment; until its word arrives, a paid first invoice
 * starts it here.
 */
async function confirmStripe(tx: DbExecutor, stripe: Stripe, row: SubscriptionRow): Promise<Change> {
  const intent = await stripe.paymentIntents.retrieve(row.challengeReference ?? '');
  if (intent.status !== 'succeeded') throw paymentFailedError('not_authenticated');
  const subscription = await stripe.subscriptions.retrieve(row.gatewaySubscriptionId ?? '', {
    expand: ['latest_invoice', 'default_payment_method'],
  });
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice === 'object') await saveStripeInvoice(tx, row, invoice);
  const fields = stripeSubscriptionFields(subscription);
  const started = fields.status === 'incomplete' ? (row.trialEnd ? 'trialing' : 'active') : fields.status;
  return { ...fields, status: started, challengeReference: null };
}

export type Owner = { companyId: number; consumerId: number };
type Change = Partial<typeof subscriptions.$inferInsert>;

/**
 * Changes the viewer's own subscription under a row lock, so a billing round and the viewer never
 * write it at once; another viewer's is not found. `decide` throws to refuse, or returns the change.
 */
async function changeOwn(
  db: Db,
  owner: Owner,
  id: number,
  now: Date,
  decide: (row: SubscriptionRow, tx: DbExecutor) => Promise<Change | null> | Change | null,
): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    const own = await findOwnSubscription(tx, owner.companyId, owner.consumerId, id);
    if (!own) throw new AppError('NOT_FOUND');
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, own.id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const change = await decide(row, tx);
    if (!change) return row;
    const next = { ...row, ...change };
    const [updated] = await tx
      .update(subscriptions)
      // Only the sandbox engine bills by the due time; Stripe bills its own.
      .set({
        ...change,
        billingDueAt: next.gateway === 'sandbox' ? billingDueAt(next) : null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return updated ?? row;
  });
}

/**
 * `subscription/{id}/cancel` (spec part 2 §4.7): at period end by default, so the viewer keeps the
 * rights until then; with `cancelNow`, at once. One that has ended is refused.
 */
export async function cancelSubscription(
  db: Db,
  providers: PaymentProviders,
  owner: Owner,
  id: number,
  cancelNow: boolean,
  now: Date,
): Promise<SubscriptionRow> {
  const clients = await stripeClientsOf(providers, owner.companyId);
  return changeOwn(db, owner, id, now, async (row) => {
    if (row.status === 'canceled') throw new AppError('CONFLICT');
    const stripe = stripeOf(clients, row);
    if (stripe && row.gatewaySubscriptionId) {
      // Stripe decides; its answer (and the webhook after it) is what the row keeps.
      const answer =
        cancelNow || row.status === 'incomplete'
          ? await stripe.subscriptions.cancel(row.gatewaySubscriptionId)
          : await stripe.subscriptions.update(row.gatewaySubscriptionId, { cancel_at_period_end: true });
      return stripeSubscriptionFields(answer);
    }
    // Nothing was paid for an incomplete one: there is no period to keep.
    if (cancelNow || row.status === 'incomplete') {
      return { status: 'canceled', canceledAt: now, endedAt: now, cancelAtPeriodEnd: false, cancelAt: null };
    }
    if (row.cancelAtPeriodEnd) return null;
    return { cancelAtPeriodEnd: true, cancelAt: row.currentPeriodEnd, canceledAt: now };
  });
}

/** `subscription/{id}/resume`: undoes a cancel at period end; one cancelled now cannot be resumed. */
export async function resumeSubscription(
  db: Db,
  providers: PaymentProviders,
  owner: Owner,
  id: number,
  now: Date,
): Promise<SubscriptionRow> {
  const clients = await stripeClientsOf(providers, owner.companyId);
  return changeOwn(db, owner, id, now, async (row) => {
    if (row.status === 'canceled') throw new AppError('CONFLICT');
    if (!row.cancelAtPeriodEnd) return null;
    const stripe = stripeOf(clients, row);
    if (stripe && row.gatewaySubscriptionId) {
      const answer = await stripe.subscriptions.update(row.gatewaySubscriptionId, {
        cancel_at_period_end: false,
      });
      return stripeSubscriptionFields(answer);
    }
    return { cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null };
  });
}

/**
 * `subscription/{id}/confirm`: the first payment's 3-D Secure challenge came back. Passed, the
 * first invoice is paid and the subscription starts (on trial when its plan has one); failed, it
 * stays incomplete and the viewer is told, until it expires.
 */
export async function confirmSubscription(
  db: Db,
  providers: PaymentProviders,
  owner: Owner,
  id: number,
  proof: string,
  now: Date,
): Promise<SubscriptionRow> {
  const clients = await stripeClientsOf(providers, owner.companyId);
  return changeOwn(db, owner, id, now, async (row, tx) => {
    if (row.status !== 'incomplete' || !row.challengeReference) throw new AppError('CONFLICT');
    const stripe = stripeOf(clients, row);
    if (stripe) return confirmStripe(tx, stripe, row);
    const check = await providers.sandbox.check({
      reference: row.challengeReference,
      proof,
      raw: {},
      amountMinor: 0,
      currency: 'EUR',
    });
    if (check.state !== 'succeeded') throw paymentFailedError('not_authenticated');
    const invoice = await findDueInvoice(tx, row.id);
    if (invoice) await markInvoicePaid(tx, invoice.id, now);
    return { status: row.trialEnd ? 'trialing' : 'active', challengeReference: null };
  });
}

/**
 * `subscription/{id}/pay`: a past-due subscription's due invoice paid now, with the saved card or a
 * new one, makes it active again (its rights return on the next call); a card given while nothing
 * is due only replaces the saved one. An ended or incomplete subscription has nothing to pay here.
 */
export async function paySubscription(
  db: Db,
  providers: PaymentProviders,
  owner: Owner,
  id: number,
  body: PaySubscriptionRequest,
  now: Date,
): Promise<SubscriptionRow> {
  const clients = await stripeClientsOf(providers, owner.companyId);
  return changeOwn(db, owner, id, now, async (row, tx) => {
    if (row.status === 'canceled' || row.status === 'incomplete') throw new AppError('CONFLICT');
    const stripe = stripeOf(clients, row);
    return stripe ? payStripe(tx, stripe, row, body) : paySandbox(tx, row, body, now);
  });
}
