import { z } from 'zod';
import { adminFieldMessage } from './admin-messages.ts';

/**
 * The back-office's reports (issue 35): sales and watch time over a range of days in the
 * company's time zone, each figure a sum over the orders or the player's beats of those days.
 */

/** The longest range a report reads, so one call stays bounded (a year and a leap day, and a margin). */
export const REPORT_MAX_DAYS = 400;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar day, or null when it is no real day. */
export function dayNumber(day: string): number | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const date = new Date(time);
  // Date.UTC rolls an impossible day (02-30) over; the round trip tells it apart.
  if (date.toISOString().slice(0, 10) !== day) return null;
  return time / 86_400_000;
}

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const start = dayNumber(day);
  if (start === null) throw new RangeError(`Not a day YYYY-MM-DD: ${day}`);
  return new Date((start + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day `YYYY-MM-DD` it is at `at` in the time zone (UTC for a zone the runtime does not know). */
export function calendarDayIn(at: Date, timezone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  try {
    return format(timezone).format(at);
  } catch {
    return format('UTC').format(at);
  }
}

/** A calendar day `YYYY-MM-DD` of the company's time zone. */
export const zCalendarDay = z.string().refine((day) => dayNumber(day) !== null, {
  error: adminFieldMessage('calendar_day'),
});

/** From and to, both days included, in the company's time zone; `to` no earlier, the range bounded. */
const rangeFields = { from: zCalendarDay, to: zCalendarDay };
function rangeFits(range: { from: string; to: string }): boolean {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  // A malformed day has its own message.
  if (from === null || to === null) return true;
  return to >= from && to - from + 1 <= REPORT_MAX_DAYS;
}
const rangeCheck = {
  path: ['to'],
  error: adminFieldMessage('report_range', { max: REPORT_MAX_DAYS }),
};
export type ReportRange = { from: string; to: string };

export const SALES_GROUPINGS = ['day', 'event', 'plan', 'gateway', 'coupon'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

export const ZSalesReportRequest = z
  .object({ ...rangeFields, by: z.enum(SALES_GROUPINGS).default('day') })
  .refine(rangeFits, rangeCheck);
export type SalesReportRequest = z.input<typeof ZSalesReportRequest>;

/**
 * One group of completed orders, in minor units of `currency`: `gross` is what was charged,
 * `refunded` what went back, `net` the difference, and `commission` the company's on-demand
 * commission percent of the net of its on-demand orders.
 */
export const ZSalesRow = z.object({
  /** The day, or the event's, plan's or coupon's id, or the gateway; null: orders without one. */
  key: z.string().nullable(),
  /** The event's, plan's or coupon's name; the day or gateway itself otherwise. */
  label: z.string().nullable(),
  currency: z.string(),
  orders: z.number().int(),
  gross_minor: z.number().int(),
  refunded_minor: z.number().int(),
  net_minor: z.number().int(),
  commission_minor: z.number().int(),
});
export type SalesRow = z.infer<typeof ZSalesRow>;

export const ZSalesReportResponse = z.object({
  /** The company's currency, the one its charts show. */
  currency: z.string(),
  commission_percent: z.number().int(),
  rows: z.array(ZSalesRow),
});
export type SalesReportResponse = z.infer<typeof ZSalesReportResponse>;

export const WATCH_GROUPINGS = ['film', 'event', 'country', 'device'] as const;
export type WatchGrouping = (typeof WATCH_GROUPINGS)[number];

export const ZWatchReportRequest = z
  .object({ ...rangeFields, by: z.enum(WATCH_GROUPINGS).default('film') })
  .refine(rangeFits, rangeCheck);
export type WatchReportRequest = z.input<typeof ZWatchReportRequest>;

export const ZWatchReportRow = z.object({
  /** The film's or event's id, the country code or the device; null: beats without one. */
  key: z.string().nullable(),
  label: z.string().nullable(),
  watch_seconds: z.number().int(),
  viewers: z.number().int(),
});
export type WatchReportRow = z.infer<typeof ZWatchReportRow>;

export const ZWatchReportResponse = z.object({ rows: z.array(ZWatchReportRow) });
export type WatchReportResponse = z.infer<typeof ZWatchReportResponse>;

/** What staff open the back-office for (the Overview). Money in minor units of `currency`. */
export const ZOverviewResponse = z.object({
  currency: z.string(),
  /**
   * Net sales of today and of the same weekday a week before; of the last 7 days (today
   * included) and of the 7 days before them.
   */
  sales: z.object({
    today_minor: z.number().int(),
    today_week_before_minor: z.number().int(),
    week_minor: z.number().int(),
    week_before_minor: z.number().int(),
    today_orders: z.number().int(),
    week_orders: z.number().int(),
  }),
  open_refund_requests: z.number().int(),
  live_events: z.array(z.object({ id: z.number().int(), title: z.string(), live_viewers: z.number().int() })),
  next_events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      starts_at: z.string(),
      sold: z.number().int(),
      /** Null: no limit. */
      capacity: z.number().int().nullable(),
    }),
  ),
  transcoding_films: z.array(
    z.object({ id: z.number().int(), title: z.string(), progress: z.number().int() }),
  ),
});
export type OverviewResponse = z.infer<typeof ZOverviewResponse>;
