import { z } from 'zod';

/**
 * Money is stored as integer minor units (cents, agorot); decimals exist only at the edges, to show
 * a price or to read one typed by a person.
 */

/** 100 × value / total; 0 when total is 0 (spec part 1 §9), so an empty venue reads as 0 %. */
export function percentage(value: number, total: number): number {
  if (total === 0) return 0;
  return (100 * value) / total;
}

/**
 * The price after a percent discount, in minor units. The percent is clamped to 0..100, the
 * discount rounded to a whole minor unit and capped at the price, and the result never below 0.
 */
export function applyPercentDiscount(priceMinor: number, percent: number): number {
  const price = Math.max(0, Math.round(priceMinor));
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  const discount = Math.min(price, Math.round((price * clamped) / 100));
  return Math.max(0, price - discount);
}

/** 1250 → 12.5: the decimal amount as a number, for payloads that carry decimals. */
export function minorToDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** 1250 → "12.50", built from integers so no floating error can show. */
export function formatAmount(minor: number): string {
  const whole = Math.round(minor);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * "12.5" → 1250. Reads the digits as text, so 1.005 becomes 101 and 0.29 becomes 29 where
 * `x * 100` would be off by one; a third decimal and beyond rounds half away from zero.
 * Throws a RangeError on anything that is not a plain decimal number.
 */
export function decimalToMinor(value: string | number): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = DECIMAL.exec(text);
  const [, sign, integerPart = '', fractionPart = ''] = match ?? [];
  if (!match || (integerPart === '' && fractionPart === '')) {
    throw new RangeError(`Not a decimal amount: ${String(value)}`);
  }
  const cents = Number(`${integerPart || '0'}${fractionPart.padEnd(2, '0').slice(0, 2)}`);
  const roundUp = (fractionPart[2] ?? '0') >= '5' ? 1 : 0;
  const minor = cents + roundUp;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal amount: ${value}`);
  const text = String(value);
  // Exponent form appears only for tiny or huge numbers; fixed notation with spare digits is exact enough there.
  return text.includes('e') ? value.toFixed(4) : text;
}

/** An amount a person reads: a decimal with two places ("12.50"). */
export const zDecimalAmount = z.string().regex(/^\d+\.\d{2}$/);
