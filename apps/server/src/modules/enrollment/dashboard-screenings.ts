import type { DashboardScreener, ReceiptUrl } from '@screener/contracts/dashboard';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { DbExecutor } from '../../db/client.ts';
import { findPlans, screenerIdsByPlan } from '../pricing/index.ts';
import {
  findScreenerRows,
  listSubscriptionScreeners,
  type ScreenerParts,
  type ScreenerRow,
  screenerViews,
  type ViewContext,
} from '../screenings/index.ts';
import type { PaymentParts } from './payment-parts.ts';

/** The receipts of the viewer's completed purchases, by the events each purchase covers. */
async function receiptsByScreener(
  db: DbExecutor,
  payments: PaymentParts,
  companyId: number,
  consumerId: number,
): Promise<Map<number, ReceiptUrl[]>> {
  const paid = (await payments.grantingPurchases(db, companyId, consumerId)).filter(
    (purchase) => purchase.status === PURCHASE_STATUSES.completed && purchase.paymentDetails.receipt_url,
  );
  const planIds = [...new Set(paid.flatMap((purchase) => (purchase.pricingId ? [purchase.pricingId] : [])))];
  const [plans, coveredByPlan] = await Promise.all([
    findPlans(db, companyId, planIds),
    screenerIdsByPlan(db, planIds),
  ]);
  const planName = new Map(plans.map((plan) => [plan.id, plan.name]));
  const receipts = new Map<number, ReceiptUrl[]>();
  for (const purchase of paid) {
    const receipt: ReceiptUrl = {
      receipt_url: purchase.paymentDetails.receipt_url ?? '',
      plan: purchase.pricingId ? (planName.get(purchase.pricingId) ?? null) : null,
    };
    const covered = purchase.screenerId
      ? [purchase.screenerId]
      : purchase.pricingId
        ? (coveredByPlan.get(purchase.pricingId) ?? [])
        : [];
    for (const screenerId of covered)
      receipts.set(screenerId, [...(receipts.get(screenerId) ?? []), receipt]);
  }
  return receipts;
}

/** The events the viewer's live subscription opens; none without one. */
async function subscriptionRows(
  db: DbExecutor,
  payments: PaymentParts,
  context: { companyId: number; consumerId: number; now: Date },
): Promise<ScreenerRow[]> {
  const scope = await payments.subscriptionScope(db, context.companyId, context.consumerId, context.now);
  if (!scope) return [];
  return listSubscriptionScreeners(
    db,
    context.companyId,
    context.now,
    scope.allEvents ? null : scope.screenerIds,
  );
}

/**
 * The dashboard's events (spec part 2 §2.8): every published event of the company the viewer is
 * enrolled in, bought or is paying for, as the lists show events, with the viewer's link as the
 * pivot and the receipts that cover it; earliest start first. With `includeSubscription` (the
 * TV's library), also the events the viewer's subscription opens, with no link of their own yet.
 */
export async function listDashboardScreenings(
  db: DbExecutor,
  parts: ScreenerParts,
  payments: PaymentParts,
  context: ViewContext & { consumerId: number; includeSubscription?: boolean },
): Promise<DashboardScreener[]> {
  const [links, subscribed] = await Promise.all([
    payments.viewerScreenings(db, context.companyId, context.consumerId),
    context.includeSubscription ? subscriptionRows(db, payments, context) : Promise.resolve([]),
  ]);
  if (links.length === 0 && subscribed.length === 0) return [];
  const linkById = new Map(links.map((link) => [link.screener_id, link]));
  const [linked, receipts] = await Promise.all([
    findScreenerRows(db, context.companyId, [...linkById.keys()]),
    receiptsByScreener(db, payments, context.companyId, context.consumerId),
  ]);
  const rows = [...linked, ...subscribed.filter((row) => !linkById.has(row.id))];
  // Drafts and cancelled events are not shown on the site, here neither.
  const published = rows
    .filter((row) => row.status === 'published')
    .sort((a, b) => a.screeningStartsAt.getTime() - b.screeningStartsAt.getTime() || a.id - b.id);
  const views = await screenerViews(db, parts, context, published);
  return views.map((view) => {
    const link = linkById.get(view.id);
    return {
      ...view,
      pivot: { event_starts_at: link?.event_starts_at ?? null, purchase_id: link?.purchase_id ?? null },
      receipt_urls: receipts.get(view.id) ?? [],
    };
  });
}
