import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';

/** What the dialog tells the viewer once the enrollment or the purchase is through (spec part 2 §4.6). */
export type EnrollmentOutcome =
  | { kind: 'enrolled' }
  | { kind: 'booked' }
  | { kind: 'pass'; message: string | null }
  | { kind: 'processing' };

/**
 * A completed single or VOD plan enrolled the viewer, a venue ticket is a booking, a pass shows its
 * own message when the company wrote one; anything not completed is still on its way.
 */
export function purchaseOutcome(
  purchase: Pick<Purchase, 'status' | 'purchase_type' | 'purchase_message'>,
): EnrollmentOutcome {
  if (purchase.status !== PURCHASE_STATUSES.completed) return { kind: 'processing' };
  switch (purchase.purchase_type) {
    case PRICING_TYPES.physical_ticket:
      return { kind: 'booked' };
    case PRICING_TYPES.group:
      return { kind: 'pass', message: purchase.purchase_message };
    default:
      return { kind: 'enrolled' };
  }
}
