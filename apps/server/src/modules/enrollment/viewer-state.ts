import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { ViewerScreening } from '@screener/contracts/viewer';
import type { DbExecutor } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { listGrantingPurchases } from '../payments/service.ts';
import { screenerIdsByPlan } from '../pricing/service.ts';
import { listEnrollments } from './service.ts';

/**
 * The viewer's link to every event it touches: enrolled (an enrollment exists), purchased (a
 * completed purchase names the event, or its plan or pass covers it), in payment (such a purchase
 * is still processing and none completed).
 */
export async function listViewerScreenings(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<ViewerScreening[]> {
  const [enrollments, purchases] = await Promise.all([
    listEnrollments(db, companyId, consumerId),
    listGrantingPurchases(db, companyId, consumerId),
  ]);
  const planIds = [
    ...new Set(purchases.flatMap((purchase) => (purchase.pricingId ? [purchase.pricingId] : []))),
  ];
  const coveredByPlan = await screenerIdsByPlan(db, planIds);

  const states = new Map<number, ViewerScreening>();
  const stateOf = (screenerId: number): ViewerScreening => {
    let state = states.get(screenerId);
    if (!state) {
      state = {
        screener_id: screenerId,
        purchase_id: null,
        is_enrolled: false,
        is_purchased: false,
        is_payment_in_process: false,
        event_starts_at: null,
        event_ends_at: null,
      };
      states.set(screenerId, state);
    }
    return state;
  };

  for (const purchase of purchases) {
    const covered = purchase.screenerId
      ? [purchase.screenerId]
      : purchase.pricingId
        ? (coveredByPlan.get(purchase.pricingId) ?? [])
        : [];
    for (const screenerId of covered) {
      const state = stateOf(screenerId);
      if (purchase.status === PURCHASE_STATUSES.completed) {
        state.is_purchased = true;
        state.purchase_id ??= purchase.id;
      } else {
        state.is_payment_in_process = true;
      }
    }
  }
  for (const enrollment of enrollments) {
    const state = stateOf(enrollment.screenerId);
    state.is_enrolled = true;
    if (enrollment.purchaseId) state.purchase_id = enrollment.purchaseId;
    state.event_starts_at = toApiDateTimeOrNull(enrollment.eventStartsAt);
    state.event_ends_at = toApiDateTimeOrNull(enrollment.eventEndsAt);
  }
  for (const state of states.values()) {
    if (state.is_purchased) state.is_payment_in_process = false;
  }
  return [...states.values()].sort((a, b) => a.screener_id - b.screener_id);
}
