import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';

/* A date-and-time field's value ("2026-11-25T21:30") read and shown in the company's time zone. */

/** The wall-clock fields of `instant` in `timeZone`, as a `datetime-local` value. */
export function toZonedInput(apiValue: string | null, timeZone: string): string {
  const instant = apiValue ? tryParseApiDateTime(apiValue) : null;
  if (!instant) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const shown = toZonedInput(toApiDateTime(instant), timeZone);
  const asUtc = Date.parse(`${shown}:00Z`);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The UTC API time of a `datetime-local` value read in `timeZone`; null when empty or not a time.
 * The offset is taken twice, so a time next to a daylight-saving change lands on the right side.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  return toApiDateTime(new Date(second));
}
