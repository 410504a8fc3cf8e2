import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { EventsPort } from '../../ports/events.ts';
import { endPurchaseEnrollment } from '../enrollment/index.ts';
import { cancelSeatOrder } from '../venues/index.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { orderEventData } from './order-events.ts';
import { type MailLog, mailStaffRefund } from './purchase-mail.ts';
import { findCompanyPurchase, type PurchaseRow, removeGroupPurchase } from './purchase-queries.ts';
import { purchaseRefunds, purchases } from './schema.ts';
import { referenceOf } from './settle-payment.ts';

export type PurchaseRefundRow = typeof purchaseRefunds.$inferSelect;

export type RefundOrderInput = {
  companyId: number;
  purchaseId: number;
  /** Absent: all that is left. */
  amountMinor?: number | undefined;
  reason: string;
  byEmail: string;
  now: Date;
};

/** A refusal that names the field staff fix: the amount, or the order itself. */
const fieldRefusal = (field: 'amount_minor' | 'purchase_id', message: string) =>
  new AppError('VALIDATION_FAILED', { details: { fields: { [field]: [message] } } });

/** The part of a paid purchase not yet given back nor being given back. */
export function refundableMinor(purchase: PurchaseRow, pendingMinor: number): number {
  if (purchase.status !== PURCHASE_STATUSES.completed || purchase.amountMinor === 0) return 0;
  // Money the refund round owes back (a cancelled booking) or the company gives back by hand is all of it.
  if (purchase.refundStatus === 'due' || purchase.refundStatus === 'staff') return 0;
  if (purchase.refundStatus === 'refunded' && purchase.refundedMinor === 0) return 0;
  return Math.max(0, purchase.amountMinor - purchase.refundedMinor - pendingMinor);
}

async function pendingMinorOf(tx: DbExecutor, purchaseId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${purchaseRefunds.amountMinor}), 0)::int` })
    .from(purchaseRefunds)
    .where(and(eq(purchaseRefunds.purchaseId, purchaseId), eq(purchaseRefunds.status, 'pending')));
  return row?.total ?? 0;
}

/**
 * Takes the refund out of what is left, under the purchase's row lock: two staff clicking at once
 * (or a retry) queue on the lock, and the second finds the first's refund pending and less left.
 */
async function reserveRefund(
  deps: Pick<PaymentsDeps, 'db'>,
  input: RefundOrderInput,
  online: boolean,
): Promise<{ purchase: PurchaseRow; refund: PurchaseRefundRow }> {
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), ofCompany(purchases, input.companyId)))
      .for('update');
    if (!purchase) throw new AppError('NOT_FOUND');
    if (purchase.amountMinor === 0) throw fieldRefusal('purchase_id', adminFieldMessage('refund_free'));
    if (purchase.status !== PURCHASE_STATUSES.completed)
      throw fieldRefusal('purchase_id', adminFieldMessage('refund_unpaid'));
    const left = refundableMinor(purchase, await pendingMinorOf(tx, purchase.id));
    const amount = input.amountMinor ?? left;
    if (left === 0 || amount > left) {
      throw fieldRefusal(
        'amount_minor',
        adminFieldMessage('refund_too_much', { max: (left / 100).toFixed(2) }),
      );
    }
    const [refund] = await tx
      .insert(purchaseRefunds)
      .values({
        companyId: purchase.companyId,
        purchaseId: purchase.id,
        amountMinor: amount,
        reason: input.reason,
        online,
        byEmail: input.byEmail,
        createdAt: input.now,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned no row');
    return { purchase, refund };
  });
}

/**
 * Counts a refund the provider accepted: the purchase's refunded amount grows, and a purchase
 * given back in full stops granting: its seats are freed, its enrolment ends, its pass goes. The
 * refund's own row moves from pending once, so a repeated settle changes nothing.
 */
async function settleRefund(
  tx: DbExecutor,
  refund: PurchaseRefundRow,
  now: Date,
): Promise<{ purchase: PurchaseRow; full: boolean; screenerId: number | null } | null> {
  const [settled] = await tx
    .update(purchaseRefunds)
    .set({ status: 'succeeded', settledAt: now })
    .where(and(eq(purchaseRefunds.id, refund.id), eq(purchaseRefunds.status, 'pending')))
    .returning({ id: purchaseRefunds.id });
  if (!settled) return null;
  const [purchase] = await tx
    .update(purchases)
    .set({
      refundedMinor: sql`${purchases.refundedMinor} + ${refund.amountMinor}`,
      refundStatus: 'refunded',
      updatedAt: now,
    })
    .where(eq(purchases.id, refund.purchaseId))
    .returning();
  if (!purchase) return null;
  const full = purchase.refundedMinor >= purchase.amountMinor;
  let screenerId: number | null = null;
  if (full && purchase.cancelledAt === null) {
    await tx.update(purchases).set({ cancelledAt: now }).where(eq(purchases.id, purchase.id));
    await endPurchaseEnrollment(tx, { purchaseId: purchase.id, replacementPurchaseId: null });
    await removeGroupPurchase(tx, purchase.id);
    if (purchase.bookingId !== null) {
      try {
        screenerId = (
          await cancelSeatOrder(tx, { companyId: purchase.companyId, bookingId: purchase.bookingId, now })
        ).screenerId;
      } catch (error) {
        // A booking already cancelled has no seats left to free.
        if (!(error instanceof AppError && error.errorName === 'CONFLICT')) throw error;
      }
    }
  }
  return { purchase, full, screenerId };
}

type RefundEffectsDeps = Pick<PaymentsDeps, 'db' | 'mailer' | 'config' | 'places' | 'webhooks'> & {
  events: Pick<EventsPort, 'toSeatChart'>;
};

/**
 * What follows a settled refund, once, after its transaction: open seat charts read freed seats,
 * a freed place goes to the waitlist, the viewer is mailed and the organisation's systems told.
 */
async function tellRefund(
  deps: RefundEffectsDeps,
  settled: NonNullable<Awaited<ReturnType<typeof settleRefund>>>,
  refund: PurchaseRefundRow,
  log: MailLog,
): Promise<void> {
  if (settled.screenerId !== null) {
    deps.events.toSeatChart(settled.screenerId, { type: 'seats.changed', screener_id: settled.screenerId });
  }
  // A purchase given back in full ends its enrolment: its place is the waitlist's to offer.
  if (settled.full && settled.purchase.screenerId !== null) {
    await deps.places.freed({
      companyId: settled.purchase.companyId,
      screenerId: settled.purchase.screenerId,
    });
  }
  await mailStaffRefund(deps, settled.purchase, {
    origin: (domain) => siteOrigin(deps.config, domain),
    amountMinor: refund.amountMinor,
    full: settled.full,
    byHand: !refund.online,
    log,
  });
  await deps.webhooks.publish(settled.purchase.companyId, 'order.refunded', {
    ...orderEventData(settled.purchase),
    refunded_minor: refund.amountMinor,
    full: settled.full,
  });
}

/**
 * A refund the provider reports on its own: made in its dashboard, or the echo of a staff refund.
 * `totalRefundedMinor` is all the provider has given back of the payment so far. Under the
 * purchase's row lock, the part not yet counted (settled, or pending from a staff refund on its
 * way) is recorded as a refund of its own and settled as a staff refund is, so an echo, a repeated
 * delivery or two events of one refund find nothing left to count. A purchase whose money the
 * refund round gives back in full is already counted.
 */
export async function recordProviderRefund(
  deps: RefundEffectsDeps,
  input: { purchaseId: number; totalRefundedMinor: number; provider: string; now: Date },
  log: MailLog,
): Promise<PurchaseRow | null> {
  const recorded = await deps.db.transaction(async (tx) => {
    // tenancy: the provider's signed event names the payment; its purchase carries the company.
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, input.purchaseId))
      .for('update');
    if (!purchase || purchase.status !== PURCHASE_STATUSES.completed || purchase.amountMinor === 0)
      return null;
    if (purchase.refundStatus === 'due' || purchase.refundStatus === 'staff') return null;
    if (purchase.refundStatus === 'refunded' && purchase.refundedMinor === 0) return null;
    const counted = purchase.refundedMinor + (await pendingMinorOf(tx, purchase.id));
    const amount = Math.min(input.totalRefundedMinor, purchase.amountMinor) - counted;
    if (amount <= 0) return null;
    const [refund] = await tx
      .insert(purchaseRefunds)
      .values({
        companyId: purchase.companyId,
        purchaseId: purchase.id,
        amountMinor: amount,
        reason: '',
        online: true,
        byEmail: input.provider,
        createdAt: input.now,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned no row');
    const settled = await settleRefund(tx, refund, input.now);
    return settled ? { settled, refund } : null;
  });
  if (!recorded) return null;
  await tellRefund(deps, recorded.settled, recorded.refund, log);
  return recorded.settled.purchase;
}

/**
 * `admin/orders/refund`: gives back all that is left of a paid order, or a part of it, through
 * the provider that took the money, exactly once however many staff click; the viewer is mailed
 * in their language. A provider without online refunds (cash) records the refund for the
 * company to give back by hand. A refund the provider refused changes nothing and says why.
 */
export async function refundOrder(
  deps: RefundEffectsDeps,
  providers: PaymentProviders,
  input: RefundOrderInput,
  log: MailLog,
): Promise<PurchaseRow> {
  const gatewayOf = async (purchase: PurchaseRow) =>
    (await providers.forCompany(purchase.companyId)).gateways[purchase.gateway];
  // Whether the provider refunds online is read before the row lock: the company's credentials
  // are read on a connection of their own, which must not wait for the locking transaction.
  const found = await findCompanyPurchase(deps.db, input.companyId, input.purchaseId);
  if (!found) throw new AppError('NOT_FOUND');
  const online = Boolean((await gatewayOf(found))?.refund && referenceOf(found, null));
  const { purchase, refund } = await reserveRefund(deps, input, online);
  if (refund.online) {
    const gateway = await gatewayOf(purchase);
    const reference = referenceOf(purchase, null);
    try {
      if (!gateway?.refund || !reference) throw new Error('The provider no longer refunds online.');
      const whole = refund.amountMinor === purchase.amountMinor;
      await gateway.refund(reference, `staff-refund-${refund.id}`, whole ? undefined : refund.amountMinor);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(purchaseRefunds)
        .set({ status: 'failed', failureMessage: why.slice(0, 500), settledAt: input.now })
        .where(eq(purchaseRefunds.id, refund.id));
      log.error({ err: error, purchaseId: purchase.id }, 'staff refund refused by the provider');
      throw new AppError('REFUND_FAILED', {
        details: { fields: { purchase_id: [why.slice(0, 500)] } },
      });
    }
  }
  const settled = await deps.db.transaction((tx) => settleRefund(tx, refund, input.now));
  if (!settled) return purchase;
  await tellRefund(deps, settled, refund, log);
  return settled.purchase;
}
