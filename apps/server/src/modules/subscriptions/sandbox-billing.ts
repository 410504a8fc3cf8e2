import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { findConsumer } from '../auth/index.ts';
import { chargeSandboxCard } from '../payments/index.ts';
import { type BillingLog, mailTrialReminder } from './billing-mail.ts';
import {
  addInterval,
  type BillingState,
  billingDueAt,
  retriesExhausted,
  trialReminderAt,
} from './billing-rules.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { findDueInvoice, markInvoicePaid, raiseInvoice } from './invoices.ts';
import { subscriptions } from './schema.ts';
import { findPlanById } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

/** Steps taken per round at most, so one round stays short; the next round goes on. */
const ROUND_STEPS = 200;

export type BillingStep =
  | 'trial_reminder'
  | 'renewed'
  | 'renewal_failed'
  | 'retry_paid'
  | 'retry_failed'
  | 'canceled_unpaid'
  | 'ended'
  | 'expired';

type Change = Partial<typeof subscriptions.$inferInsert>;

/** The row with its changes applied, and when the engine must look at it next. */
function withDueTime(row: SubscriptionRow, change: Change): Change {
  const next = { ...row, ...change } as SubscriptionRow;
  const state: BillingState = next;
  return { ...change, billingDueAt: billingDueAt(state) };
}

/**
 * Takes the sandbox subscription due soonest and locks it, skipping rows another node holds: two
 * nodes never bill the same subscription at once, and a node stopping mid-step leaves it for a
 * later round. The row is the job: its due time and status are all the engine keeps.
 */
async function takeDue(tx: DbExecutor, now: Date): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.gateway, 'sandbox'), lte(subscriptions.billingDueAt, now)))
    .orderBy(asc(subscriptions.billingDueAt), asc(subscriptions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Charges the saved test card off session (no one is there for a 3-D Secure challenge). */
const chargeSavedCard = (row: SubscriptionRow) =>
  chargeSandboxCard(row.gatewayPaymentMethodId ?? '', false) === 'succeeded';

/** A period ended: the subscription ends if cancelled at period end, else the next period is billed. */
async function closePeriod(
  tx: DbExecutor,
  row: SubscriptionRow,
  now: Date,
): Promise<{ step: BillingStep; change: Change }> {
  if (row.cancelAtPeriodEnd) {
    return { step: 'ended', change: { status: 'canceled', endedAt: row.currentPeriodEnd } };
  }
  const plan = await findPlanById(tx, row.companyId, row.planId);
  const consumer = await findConsumer(tx, row.companyId, row.consumerId);
  if (!plan || !consumer)
    return { step: 'ended', change: { status: 'canceled', endedAt: now, canceledAt: now } };
  const periodStart = row.currentPeriodEnd;
  const periodEnd = addInterval(periodStart, plan.interval);
  const invoice = await raiseInvoice(
    tx,
    row,
    {
      totalMinor: plan.amountMinor,
      currency: plan.currency,
      customerEmail: consumer.email,
      periodStart,
      periodEnd,
    },
    now,
  );
  // The period moves on whether or not the charge succeeds, as a card provider's does.
  const period = { currentPeriodStart: periodStart, currentPeriodEnd: periodEnd };
  if (invoice.status === 'paid' || chargeSavedCard(row)) {
    await markInvoicePaid(tx, invoice.id, now);
    return {
      step: 'renewed',
      change: { ...period, status: 'active', renewalAttempts: 0, lastAttemptAt: null },
    };
  }
  return {
    step: 'renewal_failed',
    change: { ...period, status: 'past_due', renewalAttempts: 1, lastAttemptAt: now },
  };
}

/** A past-due subscription's retry: paid makes it active again; the last failure cancels it. */
async function retryRenewal(
  tx: DbExecutor,
  row: SubscriptionRow,
  now: Date,
): Promise<{ step: BillingStep; change: Change }> {
  const invoice = await findDueInvoice(tx, row.id);
  if (!invoice || chargeSavedCard(row)) {
    if (invoice) await markInvoicePaid(tx, invoice.id, now);
    return { step: 'retry_paid', change: { status: 'active', renewalAttempts: 0, lastAttemptAt: null } };
  }
  const attempts = row.renewalAttempts + 1;
  if (retriesExhausted(attempts)) {
    return {
      step: 'canceled_unpaid',
      change: {
        status: 'canceled',
        renewalAttempts: attempts,
        lastAttemptAt: now,
        canceledAt: now,
        endedAt: now,
      },
    };
  }
  return { step: 'retry_failed', change: { renewalAttempts: attempts, lastAttemptAt: now } };
}

/** The one step a due subscription needs now. */
async function nextStep(
  tx: DbExecutor,
  row: SubscriptionRow,
  now: Date,
): Promise<{ step: BillingStep; change: Change } | null> {
  switch (row.status) {
    case 'incomplete':
      // The first payment's 3-D Secure challenge was never passed: nothing was charged.
      return { step: 'expired', change: { status: 'canceled', endedAt: now } };
    case 'trialing':
      if (
        row.trialEnd &&
        !row.trialReminderSentAt &&
        trialReminderAt(row.trialEnd) <= now &&
        now < row.currentPeriodEnd
      ) {
        return { step: 'trial_reminder', change: { trialReminderSentAt: now } };
      }
      return row.currentPeriodEnd <= now ? closePeriod(tx, row, now) : null;
    case 'active':
      return row.currentPeriodEnd <= now ? closePeriod(tx, row, now) : null;
    case 'past_due':
      if (row.cancelAtPeriodEnd && row.currentPeriodEnd <= now) {
        return { step: 'ended', change: { status: 'canceled', endedAt: row.currentPeriodEnd } };
      }
      return retryRenewal(tx, row, now);
    case 'canceled':
      return null;
  }
}

/** Takes one due subscription and moves it one step, in one transaction. */
async function advanceOne(
  db: SubscriptionsDeps['db'],
  now: Date,
): Promise<{ step: BillingStep | null; subscription: SubscriptionRow } | null> {
  return db.transaction(async (tx) => {
    const row = await takeDue(tx, now);
    if (!row) return null;
    const next = await nextStep(tx, row, now);
    const change = withDueTime(row, { ...(next?.change ?? {}), updatedAt: now });
    // A due time that did not move past now would be taken again at once: nothing is left to do.
    if (!next && change.billingDueAt && change.billingDueAt <= now) change.billingDueAt = null;
    const [updated] = await tx
      .update(subscriptions)
      .set(change)
      .where(eq(subscriptions.id, row.id))
      .returning();
    return { step: next?.step ?? null, subscription: updated ?? row };
  });
}

/**
 * One round of the sandbox gateway's billing engine: every sandbox subscription whose due time has
 * come is moved on, one step per transaction, until none is due: a trial's reminder three days
 * before it ends, a period's end (renewal invoice and charge of the saved card, or the end of a
 * subscription cancelled at period end), a past-due retry, the expiry of a first payment left
 * waiting for 3-D Secure. Time moved far ahead takes several steps of one subscription in one round.
 */
export async function runBillingRound(
  deps: Pick<SubscriptionsDeps, 'db' | 'mailer' | 'config'>,
  now: Date,
  log: BillingLog,
): Promise<{ subscriptionId: number; step: BillingStep }[]> {
  const steps: { subscriptionId: number; step: BillingStep }[] = [];
  for (let taken = 0; taken < ROUND_STEPS; taken++) {
    const advanced = await advanceOne(deps.db, now);
    if (!advanced) break;
    if (!advanced.step) continue;
    steps.push({ subscriptionId: advanced.subscription.id, step: advanced.step });
    if (advanced.step === 'trial_reminder') await mailTrialReminder(deps, advanced.subscription, log);
  }
  return steps;
}

/**
 * Runs a round every `intervalMs` on this node until the app closes. Every node may run it: the
 * rounds skip each other's subscriptions.
 */
export function scheduleBilling(
  deps: Pick<SubscriptionsDeps, 'db' | 'mailer' | 'clock' | 'config'>,
  intervalMs: number,
  log: BillingLog,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runBillingRound(deps, deps.clock.now(), log).catch((error: unknown) =>
      log.error({ err: error }, 'subscription billing round failed'),
    );
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
