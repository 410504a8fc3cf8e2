import { isPurchaseCompleted, isPurchaseInPayment } from '@screener/contracts/pricing';
import type { GroupPurchase } from '@screener/contracts/viewer';

export type PassOwnership = 'purchased' | 'in_payment' | 'none';

/**
 * Where the viewer stands with a pass (spec part 2 §4.4): bought once a purchase of it completed,
 * in payment while one is processing. A completed purchase wins over a later attempt.
 */
export function passOwnership(
  pricingId: number,
  purchases: readonly GroupPurchase[] | undefined,
): PassOwnership {
  const own = (purchases ?? []).filter((purchase) => purchase.monetization_pricing_id === pricingId);
  if (own.some((purchase) => isPurchaseCompleted(purchase.status))) return 'purchased';
  if (own.some((purchase) => isPurchaseInPayment(purchase.status))) return 'in_payment';
  return 'none';
}
