import { z } from 'zod';

/**
 * Times travel as UTC strings `YYYY-MM-DD HH:mm:ss` (spec part 1 §9). Everything here works on
 * UTC fields only, so the result never depends on the time zone of the machine running it.
 */
const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export const ZApiDateTime = z.string().refine((value) => tryParseApiDateTime(value) !== null, {
  error: 'Expected a UTC time YYYY-MM-DD HH:mm:ss',
});
export type ApiDateTime = z.infer<typeof ZApiDateTime>;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function toApiDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/** Null for anything that is not a real calendar time in the wire format (e.g. 2024-02-30). */
export function tryParseApiDateTime(value: string): Date | null {
  const match = API_DATE_TIME.exec(value);
  if (!match) return null;
  const field = (index: number): number => Number(match[index]);
  const date = new Date(Date.UTC(field(1), field(2) - 1, field(3), field(4), field(5), field(6)));
  // Date.UTC rolls over out-of-range fields; a round trip tells a real time from a rolled one.
  return toApiDateTime(date) === value ? date : null;
}

export function parseApiDateTime(value: string): Date {
  const date = tryParseApiDateTime(value);
  if (!date) throw new RangeError(`Not a UTC time YYYY-MM-DD HH:mm:ss: ${value}`);
  return date;
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseApiDateTime(value) : value;
}

/** Fixed English names (as dayjs prints them) so the server and every browser agree on `en`. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function calendarPartsIn(date: Date, timezone: string): { year: number; month: number; day: number } {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    // An unknown zone name must not break a page: show the UTC date instead.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** `D MMM YYYY` (e.g. `18 Jun 2024`) of the calendar day in `timezone` (UTC by default). */
export function formatDisplayDate(value: string | Date, timezone = 'UTC', locale = 'en'): string {
  const { year, month, day } = calendarPartsIn(toDate(value), timezone);
  const monthName =
    locale === 'en'
      ? ENGLISH_MONTHS[month - 1]
      : new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, month - 1, 15)),
        );
  return `${day} ${monthName} ${year}`;
}

/**
 * `YYYYMMDDTHHmmss` in UTC for calendar links (spec part 2 §9). Calendar services read a time
 * without a zone as local, so a link builder appends `Z`.
 */
export function formatCalendarDate(value: string | Date): string {
  return toApiDateTime(toDate(value)).replace(/[-:]/g, '').replace(' ', 'T');
}

/** One part of `at` as the locale writes it in `timeZone`, or null when the zone is unknown. */
function zoneNamePart(
  timeZone: string,
  locale: string,
  at: Date,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
): string | null {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? null
    );
  } catch {
    return null;
  }
}

/**
 * A time zone as people read it, in their language, with its offset at `at`: `Israel Time,
 * GMT+3`, `שעון ישראל, GMT+3`, `Coordinated Universal Time, GMT+0`, rather than its IANA name
 * (`Asia/Jerusalem`). The offset follows daylight saving at `at`. An unknown name is shown as given.
 */
export function timeZoneLabel(timeZone: string, locale: string, at: Date): string {
  const offset = zoneNamePart(timeZone, locale, at, 'shortOffset');
  if (offset === null) return timeZone;
  // A zone with no name of its own (UTC) is named by its long form rather than by an offset twice.
  const generic = zoneNamePart(timeZone, locale, at, 'longGeneric');
  const name =
    generic && !/^(GMT|UTC)/.test(generic.replace(/[\u200e\u200f]/g, ''))
      ? generic
      : zoneNamePart(timeZone, locale, at, 'long');
  const cleanOffset = offset.replace(/[\u200e\u200f]/g, '');
  // A comma rather than brackets: the label often stands in brackets itself, and brackets nested
  // around a left-to-right offset come apart in right-to-left text.
  return name && name !== offset ? `${name}, ${cleanOffset}` : cleanOffset;
}
