import { toApiDateTime } from '@screener/contracts/dates';
import type { WebhookEventsPort } from '../../ports/webhook-events.ts';
import type { PurchaseRow } from './purchase-queries.ts';

/** An order as the organisation's systems hear of it (docs/api.md). */
export function orderEventData(purchase: PurchaseRow): Record<string, unknown> {
  return {
    order_id: purchase.id,
    viewer_id: purchase.consumerId,
    purchase_type: purchase.purchaseType,
    screener_id: purchase.screenerId,
    pricing_id: purchase.pricingId,
    subscription_plan_id: purchase.subscriptionPlanId,
    booking_id: purchase.bookingId,
    amount_minor: purchase.amountMinor,
    currency: purchase.currency,
    gateway: purchase.gateway,
    completed_at: purchase.completedAt ? toApiDateTime(purchase.completedAt) : null,
  };
}

/**
 * A purchase completed, told once: the caller holds the one claim on its receipt. A seat order
 * completed is also the booking of its seats.
 */
export async function publishOrderCompleted(
  webhooks: WebhookEventsPort,
  purchase: PurchaseRow,
): Promise<void> {
  await webhooks.publish(purchase.companyId, 'order.completed', orderEventData(purchase));
  if (purchase.bookingId !== null) {
    await webhooks.publish(purchase.companyId, 'booking.created', {
      booking_id: purchase.bookingId,
      order_id: purchase.id,
      viewer_id: purchase.consumerId,
      screener_id: purchase.screenerId,
    });
  }
}
