import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';
import { vi } from 'vitest';
import type { GatewayFormProps } from '../features/enrollment';

/** A completed €8 single-ticket purchase (plan 5, event 11) paid with the sandbox card, for web tests. */
export function purchaseFixture(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 70,
    status: PURCHASE_STATUSES.completed,
    currency: 'EUR',
    total_amount: '8.00',
    discount_amount: '0.00',
    purchase_type: PRICING_TYPES.single,
    pricing: {
      id: 5,
      type: PRICING_TYPES.single,
      name: 'Single ticket',
      screening_ids: [11],
      purchasing_end_date: null,
      festival_start_date: null,
    },
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

/** What the payment step hands a gateway form: an attempt on plan 3, with spies for its reports. */
export function gatewayFormPropsFixture(overrides: Partial<GatewayFormProps> = {}): GatewayFormProps {
  return {
    attempt: {
      idempotency_key: 'attempt-0001',
      pricing_id: 3,
      screener_id: undefined,
      coupon_code: null,
      affiliation: null,
    },
    total: '12.50',
    currency: 'EUR',
    onSettled: vi.fn(),
    onFailed: vi.fn(),
    onBusyChange: vi.fn(),
    ...overrides,
  };
}
