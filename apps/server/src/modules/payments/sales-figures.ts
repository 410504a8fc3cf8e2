import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { SalesGrouping } from '@screener/contracts/reports';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { purchases } from './schema.ts';

/** A completed order counts as sold; its money counts as back once its refund went through. */
const SOLD = 30;

/** One group of a company's completed orders, in minor units of its currency. */
export type SalesFigure = {
  key: string | null;
  currency: string;
  orders: number;
  grossMinor: number;
  refundedMinor: number;
  /** The net of the on-demand orders among them, what the company's commission is taken from. */
  vodNetMinor: number;
};

/** The instant a calendar day of the zone starts, for a day `YYYY-MM-DD`. */
function dayStart(day: string, timezone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timezone})`;
}

/**
 * The day of the zone an order was completed on: a date, cheap to make for each of a year's
 * orders; it is written as `YYYY-MM-DD` once per group (to_char on every row cost several times
 * the whole sum, BENCHMARKS.md).
 */
function completedDay(timezone: string): SQL<unknown> {
  return sql`(${purchases.completedAt} at time zone ${timezone})::date`;
}

function groupColumn(by: SalesGrouping, timezone: string): SQL<unknown> {
  switch (by) {
    case 'day':
      return completedDay(timezone);
    case 'event':
      return sql`${purchases.screenerId}`;
    case 'plan':
      return sql`${purchases.pricingId}`;
    case 'gateway':
      return sql`${purchases.gateway}`;
    case 'coupon':
      return sql`${purchases.couponId}`;
  }
}

/**
 * What went back of an order: the refunds counted on it (`refunded_minor`, in full or in part), or
 * its whole amount when it was refunded before refunds were counted (`refund_status` alone).
 */
const refundedAmount = sql`case when ${purchases.refundStatus} = 'refunded' and ${purchases.refundedMinor} = 0 then ${purchases.amountMinor} else ${purchases.refundedMinor} end`;

/**
 * The company's orders completed from the start of day `from` to the end of day `to` (both days
 * of `timezone`), summed by `by`: how many, what they charged, what went back. An order that was
 * refunded, in full or in part, counts on the day it was sold, its money taken off there.
 */
export async function sumSales(
  db: DbExecutor,
  input: { companyId: number; timezone: string; from: string; to: string; by: SalesGrouping },
): Promise<SalesFigure[]> {
  const money = (amount: SQL | typeof purchases.amountMinor, filter?: SQL) =>
    filter ? sql`coalesce(sum(${amount}) filter (where ${filter}), 0)` : sql`coalesce(sum(${amount}), 0)`;
  const groups = db
    .select({
      key: groupColumn(input.by, input.timezone).as('sales_key'),
      currency: purchases.currency,
      orders: sql`count(*)`.as('orders'),
      gross: money(purchases.amountMinor).as('gross'),
      refunded: money(refundedAmount).as('refunded'),
      vodNet: money(
        sql`${purchases.amountMinor} - ${refundedAmount}`,
        sql`${purchases.purchaseType} = ${PRICING_TYPES.vod}`,
      ).as('vod_net'),
    })
    .from(purchases)
    .where(
      and(
        ofCompany(purchases, input.companyId),
        eq(purchases.status, SOLD),
        gte(purchases.completedAt, dayStart(input.from, input.timezone)),
        lt(purchases.completedAt, dayStart(input.to, input.timezone, 1)),
      ),
    )
    .groupBy(sql`sales_key`, purchases.currency)
    .as('groups');
  const rows = await db
    .select({
      key: sql<string | null>`${groups.key}::text`,
      currency: groups.currency,
      orders: sql<number>`${groups.orders}`.mapWith(Number),
      gross: sql<number>`${groups.gross}`.mapWith(Number),
      refunded: sql<number>`${groups.refunded}`.mapWith(Number),
      vodNet: sql<number>`${groups.vodNet}`.mapWith(Number),
    })
    .from(groups)
    .orderBy(groups.key, groups.currency);
  return rows.map((row) => ({
    key: row.key,
    currency: row.currency,
    orders: row.orders,
    grossMinor: row.gross,
    refundedMinor: row.refunded,
    vodNetMinor: row.vodNet,
  }));
}

/** What a viewer bought, of a company: completed orders and their net, by viewer id. */
export async function sumViewerPurchases(
  db: DbExecutor,
  companyId: number,
  viewerIds: number[],
): Promise<Map<number, { orders: number; spentMinor: number }>> {
  if (viewerIds.length === 0) return new Map();
  const rows = await db
    .select({
      viewerId: purchases.consumerId,
      orders: sql<number>`count(*)`.mapWith(Number),
      spent: sql<number>`coalesce(sum(${purchases.amountMinor} - ${refundedAmount}), 0)`.mapWith(Number),
    })
    .from(purchases)
    .where(
      and(
        ofCompany(purchases, companyId),
        eq(purchases.status, SOLD),
        inArray(purchases.consumerId, viewerIds),
      ),
    )
    .groupBy(purchases.consumerId);
  return new Map(rows.map((row) => [row.viewerId, { orders: row.orders, spentMinor: row.spent }]));
}
