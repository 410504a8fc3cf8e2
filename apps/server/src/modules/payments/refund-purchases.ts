import { and, eq } from 'drizzle-orm';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { type MailLog, mailRefund } from './purchase-mail.ts';
import type { PurchaseRow } from './purchase-queries.ts';
import { purchases, type RefundStatus } from './schema.ts';
import { referenceOf } from './settle-payment.ts';

/** Refunds tried per round, so one round stays short. */
const ROUND_SIZE = 50;

export type RefundOutcome = 'refunded' | 'staff' | 'failed';

/**
 * Moves a due refund on, in one statement: the first node to do it mails the viewer, so a refund
 * two nodes made at once (the gateway's idempotency key refunds once) is told once.
 */
async function claimRefund(deps: Pick<PaymentsDeps, 'db'>, purchaseId: number, to: RefundStatus, now: Date) {
  const [row] = await deps.db
    .update(purchases)
    .set({ refundStatus: to, updatedAt: now })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.refundStatus, 'due')))
    .returning();
  return row ?? null;
}

/**
 * One round of refunds: every purchase that owes its money back (it came for seats taken
 * meanwhile) is refunded in full through its gateway, and the viewer is mailed. A gateway that
 * cannot refund online (cash, the hosted page) leaves the refund to the company's staff, and the
 * viewer is told so. A refund the gateway refused stays due and is tried again next round.
 */
export async function refundOwedPurchases(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'config'>,
  providers: PaymentProviders,
  now: Date,
  log: MailLog,
): Promise<RefundOutcome[]> {
  const owed: PurchaseRow[] = await deps.db
    .select()
    .from(purchases)
    .where(eq(purchases.refundStatus, 'due'))
    .orderBy(purchases.id)
    .limit(ROUND_SIZE);
  const outcomes: RefundOutcome[] = [];
  for (const purchase of owed) {
    const gateway = (await providers.forCompany(purchase.companyId)).gateways[purchase.gateway];
    const reference = referenceOf(purchase, null);
    const online = Boolean(gateway?.refund && reference);
    if (online && gateway?.refund && reference) {
      try {
        await gateway.refund(reference, `refund-${purchase.id}`);
      } catch (error) {
        log.error({ err: error, purchaseId: purchase.id }, 'refund failed; tried again next round');
        outcomes.push('failed');
        continue;
      }
    }
    const claimed = await claimRefund(deps, purchase.id, online ? 'refunded' : 'staff', now);
    if (claimed) {
      await mailRefund(deps, claimed, {
        origin: (domain) => siteOrigin(deps.config, domain),
        byStaff: !online,
        log,
      });
    }
    outcomes.push(online ? 'refunded' : 'staff');
  }
  return outcomes;
}
