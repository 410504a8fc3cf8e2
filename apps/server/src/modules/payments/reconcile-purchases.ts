import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentCheck } from './gateways/gateway.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { type MailLog, mailPurchaseNews } from './purchase-mail.ts';
import { nextActionOf, type PurchaseRow, recordGatewayAnswer } from './purchase-queries.ts';
import { purchases } from './schema.ts';
import { referenceOf, settlePayment, tellSeatCharts } from './settle-payment.ts';

/**
 * A card purchase normally leaves processing within the request that charged it; one still there
 * after this long lost its answer (the server stopped mid-payment, a webhook never came) or waits
 * on a 3-D Secure challenge the viewer left.
 */
export const STUCK_AFTER_MS = 10 * 60_000;
/** Purchases looked at per round, so one round stays short. */
const ROUND_SIZE = 50;
/** The gateways that charge during the request; cash waits for staff, hosted pages for the viewer. */
const RECONCILED_GATEWAYS = ['stripe', 'sandbox'] as const;

export type ReconcileOutcome = 'completed' | 'released' | 'left';

/**
 * Takes up to ROUND_SIZE purchases stuck in processing and marks them looked at, in one statement
 * that skips rows another node holds: two nodes never take the same purchase in one round, and a
 * node stopping mid-round leaves its purchases for a later round. The purchase row is the job, so
 * nothing is lost with a process.
 */
async function takeStuckPurchases(deps: Pick<PaymentsDeps, 'db'>, now: Date): Promise<PurchaseRow[]> {
  const stuckSince = new Date(now.getTime() - STUCK_AFTER_MS);
  const due = deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, PURCHASE_STATUSES.processing),
        inArray(purchases.gateway, [...RECONCILED_GATEWAYS]),
        lt(purchases.updatedAt, stuckSince),
      ),
    )
    .limit(ROUND_SIZE)
    .for('update', { skipLocked: true });
  return deps.db
    .update(purchases)
    .set({ updatedAt: now })
    .where(and(inArray(purchases.id, due), eq(purchases.status, PURCHASE_STATUSES.processing)))
    .returning();
}

/** Asks the purchase's gateway where its payment stands; a challenge left open is cancelled. */
async function askGateway(
  deps: Pick<PaymentsDeps, 'db'>,
  providers: PaymentProviders,
  purchase: PurchaseRow,
  now: Date,
): Promise<{ purchase: PurchaseRow; check: PaymentCheck }> {
  const gateway = (await providers.forCompany(purchase.companyId)).gateways[purchase.gateway];
  if (!gateway) return { purchase, check: { state: 'pending' } };
  const reference = referenceOf(purchase, null);
  if (reference) {
    const ask =
      nextActionOf(purchase) === 'three_d_secure' ? (gateway.cancel ?? gateway.check) : gateway.check;
    return { purchase, check: await ask(reference) };
  }
  const found = (await gateway.findByPurchase?.(purchase.id)) ?? null;
  if (!found)
    return {
      purchase,
      check: { state: 'failed', reason: 'refused', message: 'The payment did not reach the provider.' },
    };
  const recorded = await recordGatewayAnswer(deps.db, purchase.id, {
    reference: found.reference,
    details: purchase.paymentDetails,
    now,
  });
  return { purchase: recorded, check: found.check };
}

/**
 * One round of reconciliation: every card purchase stuck in processing is settled by its gateway's
 * word, once: paid in full completes it (and the viewer is mailed, as for any purchase that
 * waited), a failed or absent payment releases it so the viewer can try again (mailed so when
 * they were told it is in process), a payment still pending at the provider is left for a later
 * round.
 */
export async function reconcileStuckPurchases(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'storage' | 'config' | 'events' | 'webhooks'>,
  providers: PaymentProviders,
  now: Date,
  log: MailLog,
): Promise<ReconcileOutcome[]> {
  const outcomes: ReconcileOutcome[] = [];
  for (const stuck of await takeStuckPurchases(deps, now)) {
    const { purchase, check } = await askGateway(deps, providers, stuck, now);
    const completed = await settlePayment(deps.db, purchase, check, { now, failOnDecline: false });
    tellSeatCharts(deps.events, purchase);
    // The receipt, or, to a viewer told the payment is in process, that it did not go through.
    await mailPurchaseNews(deps, purchase.id, {
      origin: (domain) => siteOrigin(deps.config, domain),
      log,
    });
    outcomes.push(completed ? 'completed' : check.state === 'pending' ? 'left' : 'released');
  }
  return outcomes;
}
