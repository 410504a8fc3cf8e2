import { describe, expect, it } from 'vitest';
import { adminFieldMessage } from './admin-messages.ts';
import { zPlanPrice } from './admin-plans.ts';

describe('zPlanPrice', () => {
  it('answers a text that is no price with the price message, not a fault', () => {
    const result = zPlanPrice.safeParse('gn.8~#56');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([adminFieldMessage('price')]);
  });

  it('refuses a price above the maximum', () => {
    expect(zPlanPrice.safeParse('1000000.01').success).toBe(false);
    expect(zPlanPrice.safeParse('12.50').success).toBe(true);
  });
});
