import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { invoices } from './schema.ts';
import type { InvoiceRow, SubscriptionRow } from './subscription-view.ts';

/**
 * Raises the invoice of one period, due now, numbered in the subscription's sequence. The period's
 * unique index makes a second attempt for the same period return the first invoice.
 */
export async function raiseInvoice(
  tx: DbExecutor,
  subscription: Pick<SubscriptionRow, 'id'>,
  values: { totalMinor: number; currency: string; customerEmail: string; periodStart: Date; periodEnd: Date },
  now: Date,
): Promise<InvoiceRow> {
  const [{ value: issued } = { value: 0 }] = await tx
    .select({ value: count() })
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscription.id));
  const [inserted] = await tx
    .insert(invoices)
    .values({
      subscriptionId: subscription.id,
      totalMinor: values.totalMinor,
      currency: values.currency,
      // Nothing to pay (a trial's opening invoice) is paid at once, as card providers do.
      status: values.totalMinor === 0 ? 'paid' : 'due',
      number: `${String(subscription.id).padStart(6, '0')}-${String(issued + 1).padStart(4, '0')}`,
      customerEmail: values.customerEmail,
      dueDate: now,
      paidAt: values.totalMinor === 0 ? now : null,
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscription.id), eq(invoices.periodStart, values.periodStart)))
    .limit(1);
  if (!existing) throw new Error('invoice insert returned no row');
  return existing;
}

export async function markInvoicePaid(tx: DbExecutor, invoiceId: number, now: Date): Promise<void> {
  await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, invoiceId));
}

/** The subscription's latest invoice still due: what a retry or a 3-D Secure confirmation pays. */
export async function findDueInvoice(tx: DbExecutor, subscriptionId: number): Promise<InvoiceRow | null> {
  const [due] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'due')))
    .orderBy(desc(invoices.id))
    .limit(1);
  return due ?? null;
}
