import { z } from 'zod';
import type { PaymentGatewayName } from './company.ts';

export const PRICING_TYPES = {
  single: 10,
  group: 20,
  vod: 30,
  physical_ticket: 40,
  subscription: 50,
} as const;
export const ZPricingType = z.literal([
  PRICING_TYPES.single,
  PRICING_TYPES.group,
  PRICING_TYPES.vod,
  PRICING_TYPES.physical_ticket,
  PRICING_TYPES.subscription,
]);
export type PricingType = z.infer<typeof ZPricingType>;

export const CURRENCIES = ['DKK', 'EUR', 'GBP', 'ILS', 'RON', 'USD', 'CHF'] as const;
export const ZCurrency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof ZCurrency>;

export const CURRENCY_SYMBOLS = {
  DKK: 'kr.',
  EUR: '€',
  GBP: '£',
  ILS: '₪',
  RON: 'lei',
  USD: '$',
  CHF: 'CHF',
} as const satisfies Record<Currency, string>;

export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}

/** The symbol of a currency code in any letter case; an unknown code is shown as itself. */
export function currencySymbol(code: string): string {
  const upper = code.toUpperCase();
  return isCurrency(upper) ? CURRENCY_SYMBOLS[upper] : code;
}

/** A purchase moves 10 → 20 → 30 exactly once (ARCHITECTURE.md, Payments). */
export const PURCHASE_STATUSES = { initiated: 10, processing: 20, completed: 30 } as const;
export const ZPurchaseStatus = z.literal([
  PURCHASE_STATUSES.initiated,
  PURCHASE_STATUSES.processing,
  PURCHASE_STATUSES.completed,
]);
export type PurchaseStatus = z.infer<typeof ZPurchaseStatus>;

/** A group ticket counts as purchased when completed and as in payment while processing. */
export function isPurchaseCompleted(status: number | null | undefined): boolean {
  return status === PURCHASE_STATUSES.completed;
}
export function isPurchaseInPayment(status: number | null | undefined): boolean {
  return status === PURCHASE_STATUSES.processing;
}

export const DEFAULT_PAYMENT_GATEWAY: PaymentGatewayName = 'stripe';

/** Where a payment provider sends the viewer back, under the company's own domain. */
export const PAYMENT_RETURN_PATH = '/payment/returnUrl';
