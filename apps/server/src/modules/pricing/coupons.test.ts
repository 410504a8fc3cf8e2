import { describe, expect, it } from 'vitest';
import { type CouponRow, priceWithCoupon } from './coupons.ts';

const coupon = (percentOff: number): CouponRow => ({
  id: 1,
  companyId: 1,
  code: 'SAVE20',
  percentOff,
  maxUses: null,
  usedCount: 0,
  validFrom: null,
  validUntil: null,
  planIds: [],
  screenerIds: [],
  active: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('priceWithCoupon', () => {
  it.each([
    [1250, null, 0, 1250],
    [1250, 20, 250, 1000],
    [1999, 50, 1000, 999],
    [1250, 100, 1250, 0],
    [0, 50, 0, 0],
    [1, 33, 0, 1],
  ])('%i minor at %s%% off: discount %i, total %i', (price, percent, discount, total) => {
    const priced = priceWithCoupon(price, percent === null ? null : coupon(percent));
    expect(priced.discountMinor).toBe(discount);
    expect(priced.totalMinor).toBe(total);
    expect(priced.discountMinor + priced.totalMinor).toBe(price);
  });

  it('never goes below 0 nor above the price, whatever the stored percent', () => {
    expect(priceWithCoupon(1000, coupon(150)).totalMinor).toBe(0);
    expect(priceWithCoupon(1000, coupon(-10)).totalMinor).toBe(1000);
  });
});
