import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';

/** A completed €8 single-ticket purchase (plan 5, event 11) paid with the sandbox card, for web tests. */
export function purchaseFixture(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 70,
    status: PURCHASE_STATUSES.completed,
    currency: 'EUR',
    total_amount: '8.00',
    discount_amount: '0.00',
    purchase_type: PRICING_TYPES.single,
    pricing_id: 5,
    screener_id: 11,
    booking_id: null,
    charge_type: 'sandbox',
    next_action: 'none',
    payment_details: { client_secret: null, order_id: null, url: null, receipt_url: null },
    purchase_message: null,
    ...overrides,
  };
}
