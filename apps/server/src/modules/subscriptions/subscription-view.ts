import type { Invoice, Plan, Subscription } from '@screener/contracts/subscription';
import { invoicePdfPath } from '@screener/contracts/subscription';
import type { invoices, subscriptionPlans, subscriptions } from './schema.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The card's brand as a provider names it, from its first digit (the test cards are all Visa). */
export const brandOf = (card: string) =>
  ({ '4': 'visa', '5': 'mastercard', '3': 'amex' })[card[0] ?? ''] ?? 'card';

/** Unix seconds, as the spec gives subscription and invoice times. */
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null) => (date ? unix(date) : null);

export function planView(plan: PlanRow): Plan {
  return {
    id: plan.id,
    interval: plan.interval,
    amount: plan.amountMinor,
    currency: plan.currency,
    trial_period_days: plan.trialDays,
    metadata: { plan_name: plan.planName },
  };
}

export function subscriptionView(row: SubscriptionRow, plan: PlanRow, email: string): Subscription {
  return {
    id: row.id,
    status: row.status,
    metadata: { email },
    plan: planView(plan),
    cancel_at: unixOrNull(row.cancelAt),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: unixOrNull(row.canceledAt),
    ended_at: unixOrNull(row.endedAt),
    ends_at: unixOrNull(row.endedAt ?? row.cancelAt),
    current_period_start: unix(row.currentPeriodStart),
    current_period_end: unix(row.currentPeriodEnd),
    created: unix(row.createdAt),
    trial_end: unixOrNull(row.trialEnd),
    discount: row.discount
      ? { coupon: { percent_off: row.discount.percent_off, duration: row.discount.duration } }
      : null,
  };
}

export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    total: row.totalMinor,
    currency: row.currency,
    status: row.status,
    number: row.number,
    customer_email: row.customerEmail,
    due_date: unixOrNull(row.dueDate),
    created: unix(row.createdAt),
    status_transitions: { paid_at: unixOrNull(row.paidAt) },
    // A provider's invoice has its own PDF address; the sandbox's is made by this server.
    invoice_pdf: row.pdfUrl ?? invoicePdfPath(row.id),
  };
}

export function paymentMethodView(row: SubscriptionRow) {
  return row.paymentMethodBrand && row.paymentMethodLast4
    ? { card: { brand: row.paymentMethodBrand, last4: row.paymentMethodLast4 } }
    : null;
}
