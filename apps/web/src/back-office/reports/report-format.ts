/** Minor units of a currency as the language writes money. */
export function formatMoney(minor: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
  } catch {
    // A currency code the browser does not know: the amount and the code.
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(minor / 100)} ${currency}`;
  }
}

/** Seconds of watching as hours, one decimal, in the language's words. */
export function formatWatchHours(seconds: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(seconds / 3600);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
