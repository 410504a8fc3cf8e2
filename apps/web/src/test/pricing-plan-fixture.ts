import type { PricingPlan } from '@screener/contracts/pricing-plans';

/** A single ticket of €8.00 on sale, for no event in particular unless `overrides` say so. */
export function testPricingPlan(overrides: Partial<PricingPlan> = {}): PricingPlan {
  return {
    id: 1,
    type: 10,
    name: 'Single ticket',
    price: '8.00',
    currency: 'EUR',
    description: '',
    purchase_message: null,
    purchasing_end_date: null,
    festival_start_date: null,
    is_on_sale: true,
    screening_ids: [],
    pricingPlanScreenings: [],
    ...overrides,
  };
}
