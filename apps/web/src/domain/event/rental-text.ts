import { rentalAvailability } from '@screener/contracts/rental';

type Unit = 'hour' | 'day' | 'month' | 'year';

function unitText(locale: string, unit: Unit, value: number): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** "48 hours" under a day, otherwise "1 year, 2 months, 3 days" without the zero parts, in the viewer's language. */
export function rentalDurationText(hours: number, locale: string): string {
  const availability = rentalAvailability(hours);
  if (availability.unit === 'hours') return unitText(locale, 'hour', availability.hours);
  const parts = (
    [
      ['year', availability.years],
      ['month', availability.months],
      ['day', availability.days],
    ] as const
  )
    .filter(([, value]) => value > 0)
    .map(([unit, value]) => unitText(locale, unit, value));
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
}
