import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Purchase } from '@screener/contracts/purchase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIXEL_SCRIPT_URL, trackPurchase } from './purchase-pixel';

const purchase: Purchase = {
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
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackPurchase', () => {
  it('initialises the pixel once, sends Purchase for a completed purchase and in-process while the money is on its way', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    trackPurchase('123456', purchase);
    trackPurchase('123456', { ...purchase, status: PURCHASE_STATUSES.processing });
    expect(fbq.mock.calls).toEqual([
      ['init', '123456'],
      ['track', 'Purchase', { value: 8, currency: 'EUR' }],
      ['trackCustom', 'in-process', { value: 8, currency: 'EUR' }],
    ]);
  });

  it('sends nothing when the company has no pixel id', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    trackPurchase(null, purchase);
    expect(fbq).not.toHaveBeenCalled();
  });

  it('loads the pixel on the first purchase and queues init and the event until it runs', () => {
    vi.stubGlobal('fbq', undefined);
    trackPurchase('654321', purchase);
    const queued = (window as Window & { fbq?: { queue: unknown[][] } }).fbq?.queue;
    expect(queued).toEqual([
      ['init', '654321'],
      ['track', 'Purchase', { value: 8, currency: 'EUR' }],
    ]);
    expect(document.head.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`)).toHaveLength(1);
  });
});
