import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseFixture } from '../../test/purchase-fixture';
import { PIXEL_SCRIPT_URL, trackPurchase } from './purchase-pixel';

const purchase = purchaseFixture();

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
