import { formatAmount } from '@screener/contracts/money';
import type { Purchase } from '@screener/contracts/purchase';
import type { DbExecutor } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { viewerLinksWith, viewerScreeningsWith } from '../enrollment/index.ts';
import { findPlans, screenerIdsByPlan } from '../pricing/index.ts';
import { listGroupPurchases } from './group-purchases.ts';
import { grantingPurchaseLinks, nextActionOf, type PurchaseRow } from './purchase-queries.ts';

/** The viewer's links to events: enrollment's statement, with the purchases' part. */
export const listViewerScreenings = viewerScreeningsWith(grantingPurchaseLinks);

/** The same links as a part of the session's statement (modules/auth), handed there by the app. */
export const viewerLinks = viewerLinksWith(grantingPurchaseLinks);

export async function purchaseView(db: DbExecutor, purchase: PurchaseRow): Promise<Purchase> {
  const planIds = purchase.pricingId ? [purchase.pricingId] : [];
  const [[plan], covered] = await Promise.all([
    findPlans(db, purchase.companyId, planIds),
    screenerIdsByPlan(db, planIds),
  ]);
  const details = purchase.paymentDetails;
  return {
    id: purchase.id,
    status: purchase.status,
    currency: purchase.currency,
    total_amount: formatAmount(purchase.amountMinor),
    discount_amount: formatAmount(purchase.discountMinor),
    purchase_type: purchase.purchaseType,
    pricing: plan
      ? {
          id: plan.id,
          type: plan.type,
          name: plan.name,
          screening_ids: covered.get(plan.id) ?? [],
          purchasing_end_date: toApiDateTimeOrNull(plan.purchasingEndDate),
          festival_start_date: toApiDateTimeOrNull(plan.festivalStartDate),
        }
      : null,
    pricing_id: purchase.pricingId,
    screener_id: purchase.screenerId,
    booking_id: purchase.bookingId,
    charge_type: purchase.gateway,
    next_action: nextActionOf(purchase),
    payment_details: {
      client_secret: details.client_secret ?? null,
      order_id: purchase.gateway === 'paypal' ? purchase.gatewayReference : null,
      url: details.url ?? null,
      receipt_url: details.receipt_url ?? null,
    },
    purchase_message: plan?.purchaseMessage ?? null,
  };
}

/** The refreshed viewer state that calls which enrol or purchase answer (spec part 2 §7.2). */
export async function viewerState(db: DbExecutor, companyId: number, consumerId: number) {
  const [screenings, groupPurchases] = await Promise.all([
    listViewerScreenings(db, companyId, consumerId),
    listGroupPurchases(db, companyId, consumerId),
  ]);
  return { screenings, group_purchases: groupPurchases };
}
