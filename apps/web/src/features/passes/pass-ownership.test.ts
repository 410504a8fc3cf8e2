import { PURCHASE_STATUSES, type PurchaseStatus } from '@screener/contracts/pricing';
import type { GroupPurchase } from '@screener/contracts/viewer';
import { describe, expect, it } from 'vitest';
import { passOwnership } from './pass-ownership';

const purchase = (pricingId: number, status: PurchaseStatus): GroupPurchase => ({
  id: pricingId * 10 + status,
  company_id: 1,
  monetization_pricing_id: pricingId,
  status,
  receipt_url: null,
  pricing: {
    id: pricingId,
    name: 'Pass',
    screening_ids: [],
    purchasing_end_date: null,
    festival_start_date: null,
  },
});

describe('passOwnership', () => {
  it('is none for a guest or a viewer without a purchase of this pass', () => {
    expect(passOwnership(1, undefined)).toBe('none');
    expect(passOwnership(1, [purchase(2, PURCHASE_STATUSES.completed)])).toBe('none');
  });

  it('is in payment while a purchase is processing, and not for an initiated one', () => {
    expect(passOwnership(1, [purchase(1, PURCHASE_STATUSES.processing)])).toBe('in_payment');
    expect(passOwnership(1, [purchase(1, PURCHASE_STATUSES.initiated)])).toBe('none');
  });

  it('is purchased once a purchase completed, whatever else is under way', () => {
    expect(
      passOwnership(1, [purchase(1, PURCHASE_STATUSES.processing), purchase(1, PURCHASE_STATUSES.completed)]),
    ).toBe('purchased');
  });
});
