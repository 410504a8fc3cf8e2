import { toApiDateTime } from '@screener/contracts/dates';
import { addDays, calendarDayIn, type OverviewResponse } from '@screener/contracts/reports';
import type { DbExecutor } from '../../db/client.ts';
import { countEnrollmentsByScreener } from '../enrollment/index.ts';
import { listTranscodingFilms } from '../films/index.ts';
import { sumSales } from '../payments/index.ts';
import { listEventsOnNow, listNextEvents } from '../screenings/index.ts';
import { countOpenRefundRequests } from '../support/index.ts';
import { countLiveViewers } from '../watch/index.ts';

const LIVE_EVENTS_SHOWN = 10;
const NEXT_EVENTS_SHOWN = 5;
const TRANSCODING_FILMS_SHOWN = 10;

type OverviewCompany = { id: number; timezone: string; currency: string };

/** Net sales in the company's currency of the days from `from` to `to`, and their orders. */
function salesOf(
  byDay: Map<string, { net: number; orders: number }>,
  from: string,
  to: string,
): { net: number; orders: number } {
  let net = 0;
  let orders = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const sold = byDay.get(day);
    net += sold?.net ?? 0;
    orders += sold?.orders ?? 0;
  }
  return { net, orders };
}

/**
 * The back-office's Overview (issue 35): sales of today and of the last week against the week
 * before, the refund requests waiting, the events on now with their viewers, the next events with
 * their places taken against capacity, and the films whose upload still transcodes.
 */
export async function overview(
  db: DbExecutor,
  company: OverviewCompany,
  now: Date,
): Promise<OverviewResponse> {
  const today = calendarDayIn(now, company.timezone);
  const [figures, requests, onNow, next, transcoding] = await Promise.all([
    sumSales(db, {
      companyId: company.id,
      timezone: company.timezone,
      from: addDays(today, -13),
      to: today,
      by: 'day',
    }),
    countOpenRefundRequests(db, company.id),
    listEventsOnNow(db, company.id, now, LIVE_EVENTS_SHOWN),
    listNextEvents(db, company.id, now, NEXT_EVENTS_SHOWN),
    listTranscodingFilms(db, company.id, TRANSCODING_FILMS_SHOWN),
  ]);
  const byDay = new Map(
    figures
      .filter((figure) => figure.currency === company.currency && figure.key !== null)
      .map((figure) => [
        figure.key as string,
        { net: figure.grossMinor - figure.refundedMinor, orders: figure.orders },
      ]),
  );
  const todaySales = salesOf(byDay, today, today);
  const week = salesOf(byDay, addDays(today, -6), today);
  const [viewers, taken] = await Promise.all([
    Promise.all(onNow.map((event) => countLiveViewers(db, event.id, now))),
    countEnrollmentsByScreener(
      db,
      next.map((event) => event.id),
    ),
  ]);
  return {
    currency: company.currency,
    sales: {
      today_minor: todaySales.net,
      today_week_before_minor: salesOf(byDay, addDays(today, -7), addDays(today, -7)).net,
      week_minor: week.net,
      week_before_minor: salesOf(byDay, addDays(today, -13), addDays(today, -7)).net,
      today_orders: todaySales.orders,
      week_orders: week.orders,
    },
    open_refund_requests: requests,
    live_events: onNow.map((event, index) => ({
      id: event.id,
      title: event.title,
      live_viewers: viewers[index] ?? 0,
    })),
    next_events: next.map((event) => ({
      id: event.id,
      title: event.title,
      starts_at: toApiDateTime(event.startsAt),
      sold: taken.get(event.id) ?? 0,
      capacity: event.limitation ? event.limitation : null,
    })),
    transcoding_films: transcoding,
  };
}
