import { formatAmount } from '@screener/contracts/money';
import { currencySymbol } from '@screener/contracts/pricing';

/** A plan, subscription or invoice amount: minor units / 100 with two decimals, after the currency symbol. */
export const formatMinor = (amount: number, currency: string) =>
  `${currencySymbol(currency)}${formatAmount(amount)}`;

/** A Unix time (seconds) as a date, in the viewer's language and the company's time zone. */
export function formatUnixDate(seconds: number, locale: string, timeZone: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(seconds * 1000));
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(seconds * 1000));
  }
}

/** Whole days left until a Unix time, never below 0. */
export const daysUntil = (seconds: number, nowMs: number) =>
  Math.max(0, Math.ceil((seconds * 1000 - nowMs) / 86_400_000));
