import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { paymentFailedError } from '../payments/index.ts';
import { billingDueAt } from './billing-rules.ts';
import { findDueInvoice, markInvoicePaid } from './invoices.ts';
import { subscriptions } from './schema.ts';
import { findOwnSubscription } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

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
      .set({ ...change, billingDueAt: billingDueAt(next), updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    return updated ?? row;
  });
}

/**
 * `subscription/{id}/cancel` (spec part 2 §4.7): at period end by default, so the viewer keeps the
 * rights until then; with `cancelNow`, at once. One that has ended is refused.
 */
export function cancelSubscription(
  db: Db,
  owner: Owner,
  id: number,
  cancelNow: boolean,
  now: Date,
): Promise<SubscriptionRow> {
  return changeOwn(db, owner, id, now, (row) => {
    if (row.status === 'canceled') throw new AppError('CONFLICT');
    // Nothing was paid for an incomplete one: there is no period to keep.
    if (cancelNow || row.status === 'incomplete') {
      return { status: 'canceled', canceledAt: now, endedAt: now, cancelAtPeriodEnd: false, cancelAt: null };
    }
    if (row.cancelAtPeriodEnd) return null;
    return { cancelAtPeriodEnd: true, cancelAt: row.currentPeriodEnd, canceledAt: now };
  });
}

/** `subscription/{id}/resume`: undoes a cancel at period end; one cancelled now cannot be resumed. */
export function resumeSubscription(db: Db, owner: Owner, id: number, now: Date): Promise<SubscriptionRow> {
  return changeOwn(db, owner, id, now, (row) => {
    if (row.status === 'canceled') throw new AppError('CONFLICT');
    if (!row.cancelAtPeriodEnd) return null;
    return { cancelAtPeriodEnd: false, cancelAt: null, canceledAt: null };
  });
}

/**
 * `subscription/{id}/confirm`: the first payment's 3-D Secure challenge came back. Passed, the
 * first invoice is paid and the subscription starts (on trial when its plan has one); failed, it
 * stays incomplete and the viewer is told, until it expires.
 */
export function confirmSubscription(
  db: Db,
  providers: PaymentProviders,
  owner: Owner,
  id: number,
  proof: string,
  now: Date,
): Promise<SubscriptionRow> {
  return changeOwn(db, owner, id, now, async (row, tx) => {
    if (row.status !== 'incomplete' || !row.challengeReference) throw new AppError('CONFLICT');
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
