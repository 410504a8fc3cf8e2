import type { StripeAccount } from '@screener/contracts/company-settings';
import type { InvoiceStatus, SubscriptionStatus } from '@screener/contracts/subscription';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { invoices, subscriptionPlans, subscriptions } from './schema.ts';
import type { InvoiceRow, PlanRow, SubscriptionRow } from './subscription-view.ts';

export type SubscriptionChange = Partial<typeof subscriptions.$inferInsert>;

const dateOf = (seconds: number) => new Date(seconds * 1000);
const dateOrNull = (seconds: number | null | undefined) => (seconds ? dateOf(seconds) : null);

/**
 * Stripe's statuses as the sandbox engine says them: an unpaid or paused subscription gives no
 * rights until paid, as a past-due one; one whose first payment expired has ended.
 */
export function stripeStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

/** An invoice's status as the dashboard shows it; a voided one is not shown. */
export function stripeInvoiceStatus(status: Stripe.Invoice.Status | null): InvoiceStatus | null {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'draft':
      return 'draft';
    case 'open':
    case 'uncollectible':
      return 'due';
    default:
      return null;
  }
}

/** What the subscription row keeps of Stripe's subscription: status, period, cancel, trial, card. */
export function stripeSubscriptionFields(subscription: Stripe.Subscription): SubscriptionChange {
  const item = subscription.items.data[0];
  const method = subscription.default_payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  return {
    status: stripeStatus(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: dateOrNull(subscription.cancel_at),
    canceledAt: dateOrNull(subscription.canceled_at),
    endedAt: dateOrNull(subscription.ended_at),
    ...(item
      ? {
          currentPeriodStart: dateOf(item.current_period_start),
          currentPeriodEnd: dateOf(item.current_period_end),
        }
      : {}),
    trialEnd: dateOrNull(subscription.trial_end),
    ...(card ? { paymentMethodBrand: card.brand, paymentMethodLast4: card.last4 } : {}),
    ...(method ? { gatewayPaymentMethodId: typeof method === 'string' ? method : method.id } : {}),
    // Stripe bills it: the sandbox engine never takes it.
    billingDueAt: null,
  };
}

/** The id of what may be an expanded object. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an invoice bills, from its parent (the API's place for it since 2025). */
export const invoiceSubscriptionId = (invoice: Stripe.Invoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** The payment intent of an invoice's first payment, when its payments were expanded. */
export function invoicePaymentIntentId(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data[0]?.payment;
  return idOf(payment?.payment_intent);
}

/**
 * The Stripe Price of a plan: the one Stripe holds under the plan's lookup key, else a new one,
 * saved on the plan. The key names the amount, currency and interval, so a plan whose price
 * changes gets a new Price and existing subscriptions keep theirs. Each Stripe account holds its
 * own Price under the same key; the plan keeps the deployment account's.
 */
export async function stripePriceOf(
  db: DbExecutor,
  stripe: Stripe,
  account: StripeAccount,
  plan: PlanRow,
): Promise<string> {
  const lookupKey = `screener-plan-${plan.id}-${plan.amountMinor}-${plan.currency.toLowerCase()}-${plan.interval}`;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
  const price =
    found.data[0] ??
    (await stripe.prices.create(
      {
        currency: plan.currency.toLowerCase(),
        unit_amount: plan.amountMinor,
        recurring: { interval: plan.interval },
        product_data: { name: plan.planName },
        lookup_key: lookupKey,
      },
      { idempotencyKey: lookupKey },
    ));
  if (account === 'deployment' && plan.gatewayPriceId !== price.id)
    await db
      .update(subscriptionPlans)
      .set({ gatewayPriceId: price.id })
      .where(eq(subscriptionPlans.id, plan.id));
  return price.id;
}

/**
 * Writes Stripe's invoice on the subscription's row: a new one is added, a known one moves on. A
 * paid invoice stays paid, whatever order the events came in.
 */
export async function saveStripeInvoice(
  tx: DbExecutor,
  subscription: Pick<SubscriptionRow, 'id'>,
  invoice: Stripe.Invoice,
): Promise<InvoiceRow | null> {
  const status = stripeInvoiceStatus(invoice.status);
  if (!status) return null;
  const paidAt = dateOrNull(invoice.status_transitions?.paid_at);
  const [known] = await tx.select().from(invoices).where(eq(invoices.gatewayInvoiceId, invoice.id)).limit(1);
  if (known) {
    if (known.status === 'paid') return known;
    const [updated] = await tx
      .update(invoices)
      .set({
        status,
        paidAt,
        pdfUrl: invoice.invoice_pdf ?? known.pdfUrl,
        number: invoice.number ?? known.number,
      })
      .where(eq(invoices.id, known.id))
      .returning();
    return updated ?? known;
  }
  const [inserted] = await tx
    .insert(invoices)
    .values({
      subscriptionId: subscription.id,
      totalMinor: invoice.total,
      currency: invoice.currency.toUpperCase(),
      status,
      number: invoice.number,
      customerEmail: invoice.customer_email,
      dueDate: dateOrNull(invoice.due_date) ?? dateOf(invoice.created),
      paidAt,
      // Stripe's own PDF of the invoice: the dashboard links to it.
      pdfUrl: invoice.invoice_pdf ?? null,
      gatewayInvoiceId: invoice.id,
      createdAt: dateOf(invoice.created),
    })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/**
 * The row of Stripe subscription `stripeId` on `account`; with `companyId`, only that company's:
 * companies keeping their own keys may share one Stripe account, and an event verified by one
 * company's secret speaks for that company alone.
 */
export async function findStripeSubscriptionRow(
  tx: DbExecutor,
  stripeId: string,
  options: { lock: boolean; account: StripeAccount; companyId?: number },
): Promise<SubscriptionRow | null> {
  const query = tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.gateway, 'stripe'),
        eq(subscriptions.stripeAccount, options.account),
        eq(subscriptions.gatewaySubscriptionId, stripeId),
        options.companyId === undefined ? undefined : ofCompany(subscriptions, options.companyId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
