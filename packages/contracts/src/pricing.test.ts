import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  currencySymbol,
  DEFAULT_PAYMENT_GATEWAY,
  isCurrency,
  isPurchaseCompleted,
  isPurchaseInPayment,
  PRICING_TYPES,
  PURCHASE_STATUSES,
  ZCurrency,
  ZPricingType,
  ZPurchaseStatus,
} from './pricing.ts';

describe('pricing constants', () => {
  it('matches the spec values', () => {
    expect(PRICING_TYPES).toEqual({ single: 10, group: 20, vod: 30, physical_ticket: 40, subscription: 50 });
    expect(PURCHASE_STATUSES).toEqual({ initiated: 10, processing: 20, completed: 30 });
    expect(CURRENCIES).toEqual(['DKK', 'EUR', 'GBP', 'ILS', 'RON', 'USD', 'CHF']);
    expect(Object.keys(CURRENCY_SYMBOLS)).toEqual([...CURRENCIES]);
    expect(DEFAULT_PAYMENT_GATEWAY).toBe('stripe');
  });

  it('validates wire values', () => {
    expect(ZPricingType.parse(40)).toBe(40);
    expect(ZPricingType.safeParse(60).success).toBe(false);
    expect(ZPurchaseStatus.safeParse(25).success).toBe(false);
    expect(ZCurrency.parse('ILS')).toBe('ILS');
    expect(ZCurrency.safeParse('JPY').success).toBe(false);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['DKK', 'kr.'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['ILS', '₪'],
    ['RON', 'lei'],
    ['USD', '$'],
    ['CHF', 'CHF'],
    ['usd', '$'],
  ])('%s → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('shows an unknown code as itself', () => {
    expect(currencySymbol('JPY')).toBe('JPY');
    expect(isCurrency('toString')).toBe(false);
  });
});

describe('purchase status', () => {
  it('tells completed from in payment', () => {
    expect(isPurchaseCompleted(30)).toBe(true);
    expect(isPurchaseCompleted(20)).toBe(false);
    expect(isPurchaseInPayment(20)).toBe(true);
    expect(isPurchaseInPayment(10)).toBe(false);
    expect(isPurchaseInPayment(null)).toBe(false);
  });
});
