import { parseApiDateTime } from '@screener/contracts/dates';

/** A wire time as the company's staff read it: date and time in the company's zone and their language. */
export function formatEventTime(value: string, timezone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(parseApiDateTime(value));
}
