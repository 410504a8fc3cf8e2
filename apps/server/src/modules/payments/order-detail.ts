import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderDetail, OrderTimelineEntry } from '@screener/contracts/orders';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { findConsumer } from '../auth/index.ts';
import { couponCodes, findPlans } from '../pricing/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { findOwnBooking } from '../venues/index.ts';
import { orderStateOf } from './order-list.ts';
import { findCompanyPurchase, type PurchaseRow } from './purchase-queries.ts';
import { refundableMinor } from './refund-order.ts';
import { purchaseRefunds } from './schema.ts';

const entry = (
  kind: OrderTimelineEntry['kind'],
  at: Date,
  extra: Partial<Pick<OrderTimelineEntry, 'amount_minor' | 'note' | 'by'>> = {},
): OrderTimelineEntry & { time: number } => ({
  kind,
  at: toApiDateTime(at),
  amount_minor: extra.amount_minor ?? null,
  note: extra.note ?? null,
  by: extra.by ?? null,
  time: at.getTime(),
});

/**
 * `admin/orders/get`: one order of the company with its buyer, what it granted (the event, the
 * plan, the seats), its receipt, what is left to refund and its timeline, oldest first: created,
 * the card's 3-D Secure challenge, paid, each refund (and each the provider refused), cancelled,
 * checked in at the door. Null for another company's order.
 */
export async function orderDetail(
  db: DbExecutor,
  companyId: number,
  purchaseId: number,
  refundsOnline: (purchase: PurchaseRow) => Promise<boolean>,
): Promise<OrderDetail | null> {
  const purchase = await findCompanyPurchase(db, companyId, purchaseId);
  if (!purchase) return null;
  const codes = couponCodes(db);
  const [buyer, plans, events, booking, refunds, online, coupon] = await Promise.all([
    findConsumer(db, companyId, purchase.consumerId),
    findPlans(db, companyId, purchase.pricingId ? [purchase.pricingId] : []),
    findScreenerRows(db, companyId, purchase.screenerId ? [purchase.screenerId] : []),
    purchase.bookingId ? findOwnBooking(db, companyId, purchase.consumerId, purchase.bookingId) : null,
    db
      .select()
      .from(purchaseRefunds)
      .where(eq(purchaseRefunds.purchaseId, purchase.id))
      .orderBy(asc(purchaseRefunds.id)),
    refundsOnline(purchase),
    purchase.couponId
      ? db.select({ code: codes.code }).from(codes).where(eq(codes.id, purchase.couponId))
      : [],
  ]);
  // What was bought, in words, as the grid writes it: the plan and, for one event, its title.
  const item = [plans[0]?.name, events[0]?.title].filter(Boolean).join(' – ') || null;
  const pending = refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + refund.amountMinor, 0);
  const timeline = [
    entry('created', purchase.createdAt, { amount_minor: purchase.amountMinor }),
    // The challenge is kept as the payment's next action; its time is the attempt's.
    ...(purchase.paymentDetails.raw?.next_action === 'three_d_secure'
      ? [entry('three_d_secure', purchase.createdAt)]
      : []),
    ...(purchase.completedAt
      ? [entry('paid', purchase.completedAt, { amount_minor: purchase.amountMinor })]
      : []),
    ...refunds.flatMap((refund) =>
      refund.status === 'pending'
        ? []
        : [
            entry(
              refund.status === 'succeeded' ? 'refunded' : 'refund_failed',
              refund.settledAt ?? refund.createdAt,
              {
                amount_minor: refund.amountMinor,
                note: refund.status === 'succeeded' ? refund.reason : refund.failureMessage,
                by: refund.byEmail,
              },
            ),
          ],
    ),
    ...(purchase.refundStatus === 'refunded' && purchase.refundedMinor === 0
      ? [entry('refunded', purchase.updatedAt, { amount_minor: purchase.amountMinor })]
      : []),
    ...(purchase.cancelledAt ? [entry('cancelled', purchase.cancelledAt)] : []),
    ...(booking?.admittedAt ? [entry('checked_in', booking.admittedAt)] : []),
  ]
    .sort((a, b) => a.time - b.time)
    .map(({ time: _time, ...rest }) => rest);
  return {
    id: purchase.id,
    kind: 'purchase',
    subscription_status: null,
    created_at: toApiDateTime(purchase.createdAt),
    state: orderStateOf(purchase),
    status: purchase.status,
    purchase_type: purchase.purchaseType,
    buyer_email: buyer?.contactEmail ?? buyer?.email ?? '',
    buyer_name: buyer?.name ?? null,
    item,
    gateway: purchase.gateway,
    amount_minor: purchase.amountMinor,
    discount_minor: purchase.discountMinor,
    refunded_minor: purchase.refundedMinor,
    refundable_minor: refundableMinor(purchase, pending),
    refunds_online: online,
    currency: purchase.currency,
    coupon_code: coupon[0]?.code ?? null,
    receipt_url: purchase.paymentDetails.receipt_url ?? null,
    grants: {
      event_title: events[0]?.title ?? null,
      screener_id: purchase.screenerId,
      plan_name: plans[0]?.name ?? null,
      booking_id: purchase.bookingId,
      seats: booking?.seats ?? [],
    },
    timeline,
  };
}
