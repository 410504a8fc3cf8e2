import { ADMIN_LIST_COUNT_AHEAD, type AdminListTotal } from '@screener/contracts/admin-list';
import type { PaymentGatewayName } from '@screener/contracts/company';
import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderKind, OrderRow, OrderState, ZListOrdersRequest } from '@screener/contracts/orders';
import type { SubscriptionStatus } from '@screener/contracts/subscription';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { pageWindow } from '../../lib/admin-list.ts';
import { gridRowsSelect, type SubscriptionOrders } from '../../ports/subscription-orders.ts';
import { consumerContacts, consumersMatching } from '../auth/index.ts';
import { couponCodes, couponIdsByCode, planCoverage, planNames } from '../pricing/index.ts';
import { screenerTitles } from '../screenings/index.ts';
import type { PurchaseRow } from './purchase-queries.ts';
import { purchases } from './schema.ts';

type ListOrdersInput = z.output<typeof ZListOrdersRequest>;

/**
 * Where an order stands, in SQL so the grid filters on what it shows. Money given back wins over
 * the purchase's status (a payment that came too late and went back is refunded); a paid order
 * whose booking staff cancelled is cancelled until its refund lands.
 */
export const orderStateSql = sql<OrderState>`case
  when ${purchases.refundStatus} = 'refunded' and ${purchases.refundedMinor} = 0 then 'refunded'
  when ${purchases.refundedMinor} > 0 and ${purchases.refundedMinor} >= ${purchases.amountMinor} then 'refunded'
  when ${purchases.refundedMinor} > 0 then 'partially_refunded'
  when ${purchases.status} = 10 then 'initiated'
  when ${purchases.status} = 20 then 'processing'
  when ${purchases.cancelledAt} is not null then 'cancelled'
  else 'paid' end`;

/** The same rule for one row read already. */
export function orderStateOf(purchase: PurchaseRow): OrderState {
  if (purchase.refundStatus === 'refunded' && purchase.refundedMinor === 0) return 'refunded';
  if (purchase.refundedMinor > 0)
    return purchase.refundedMinor >= purchase.amountMinor ? 'refunded' : 'partially_refunded';
  if (purchase.status === 10) return 'initiated';
  if (purchase.status === 20) return 'processing';
  return purchase.cancelledAt ? 'cancelled' : 'paid';
}

/** The start of a calendar day in the company's time zone, as a timestamp. */
const dayStart = (day: string, timezone: string) => sql`(${day}::date)::timestamp at time zone ${timezone}`;

/** What the search box matches: the order number, the beginning of an address or name, a coupon code. */
function searchCondition(db: DbExecutor, companyId: number, search: string): SQL | undefined {
  const matches: SQL[] = [inArray(purchases.consumerId, consumersMatching(db, companyId, search))];
  const number = /^#?(\d{1,10})$/.exec(search);
  if (number?.[1] && Number(number[1]) <= 2_147_483_647) matches.push(eq(purchases.id, Number(number[1])));
  if (/^[A-Za-z0-9]{1,32}$/.test(search))
    matches.push(inArray(purchases.couponId, couponIdsByCode(db, companyId, search)));
  return or(...matches);
}

function conditions(db: DbExecutor, companyId: number, timezone: string, input: ListOrdersInput) {
  const covered = planCoverage(db);
  return and(
    ofCompany(purchases, companyId),
    input.search ? searchCondition(db, companyId, input.search) : undefined,
    input.state ? sql`${orderStateSql} = ${input.state}` : undefined,
    input.gateway ? eq(purchases.gateway, input.gateway) : undefined,
    input.pricing_id ? eq(purchases.pricingId, input.pricing_id) : undefined,
    input.subscription_plan_id ? eq(purchases.subscriptionPlanId, input.subscription_plan_id) : undefined,
    input.screener_id
      ? or(
          eq(purchases.screenerId, input.screener_id),
          inArray(
            purchases.pricingId,
            db
              .select({ planId: covered.planId })
              .from(covered)
              .where(eq(covered.screenerId, input.screener_id)),
          ),
        )
      : undefined,
    input.from ? sql`${purchases.createdAt} >= ${dayStart(input.from, timezone)}` : undefined,
    input.to ? sql`${purchases.createdAt} < ${dayStart(input.to, timezone)} + interval '1 day'` : undefined,
  );
}

/** The sorted column, then id: the order each side's (company_id, created_at, id) index gives. */
function keyOrder(input: ListOrdersInput): { keys: SQL; direction: SQL } {
  const column = input.sort_field === 'amount' ? sql.raw('amount_minor') : sql.raw('created_at');
  // Unsorted is newest first, written as the purchases' and subscriptions' indexes keep it.
  const direction = sql.raw(
    !input.sort_field || input.sort_direction === 'desc' ? 'desc nulls last' : 'asc nulls first',
  );
  return { keys: sql`${column} ${direction}, id ${direction}`, direction };
}

/**
 * One side's keys as far as the page reaches, in the union's order. A union ordered as a whole is
 * sorted from every row of both sides (PostgreSQL does not merge the two index walks under it:
 * 197 ms over 100,000 orders), while each side cut at the page's end reads only its index's head.
 */
function pageReach(keys: SQL, input: ListOrdersInput, reach: number): SQL {
  return sql`(select * from (${keys}) as side order by ${keyOrder(input).keys} limit ${reach})`;
}

/** The grid rows of the company's purchases among the page's keys (`page`: kind, id, position). */
function purchasePageRows(db: DbExecutor, companyId: number, page: SQL): SQL {
  const contacts = consumerContacts(db);
  const codes = couponCodes(db);
  const plans = planNames(db, companyId);
  const titles = screenerTitles(db, companyId);
  return gridRowsSelect(
    {
      position: sql`${page}.position`,
      kind: sql`${page}.kind`,
      id: sql`${purchases.id}`,
      created_at: sql`${purchases.createdAt}`,
      state: orderStateSql,
      purchase_type: sql`${purchases.purchaseType}`,
      buyer_email: sql`coalesce(${contacts.contactEmail}, ${contacts.email}, '')`,
      buyer_name: sql`${contacts.name}`,
      // What was bought, in words: the plan and, for one event, the event's title.
      item: sql`nullif(concat_ws(' – ', nullif(${plans.name}, ''), nullif(${titles.title}, '')), '')`,
      gateway: sql`${purchases.gateway}`,
      amount_minor: sql`${purchases.amountMinor}`,
      refunded_minor: sql`${purchases.refundedMinor}`,
      currency: sql`${purchases.currency}`,
      coupon_code: sql`${codes.code}`,
      subscription_status: sql`null::text`,
    },
    sql`from ${page}
      join ${purchases} on ${page}.kind = 'purchase' and ${purchases.id} = ${page}.id
      left join ${contacts} on ${contacts.id} = ${purchases.consumerId}
      left join ${codes} on ${codes.id} = ${purchases.couponId}
      left join ${plans} on ${plans.id} = ${purchases.pricingId}
      left join ${titles} on ${titles.id} = ${purchases.screenerId}
      where ${ofCompany(purchases, companyId)}`,
  );
}

/**
 * `admin/orders/list`: one page of the company's purchases and subscriptions, newest first unless
 * sorted, with the buyer, what was bought and where each stands, and how many match (counted as
 * far as the grid needs). The page is one union of the purchases' and the subscriptions' keys, each
 * read in its (company_id, created_at, id) index's order and cut where the page ends, so a page
 * sorts at most twice its reach instead of every order; the search's matches come from the viewers'
 * prefix indexes, the order number and the coupon's code. One statement reads the count, the
 * page's keys and their rows (each side's rows written by its owner: the subscriptions module
 * through its port), so a page costs one round trip to the database.
 */
export async function listOrders(
  db: DbExecutor,
  company: { id: number; timezone: string },
  input: ListOrdersInput,
  subscriptionOrders: SubscriptionOrders,
): Promise<{ rows: OrderRow[] } & AdminListTotal> {
  const where = conditions(db, company.id, company.timezone, input) ?? sql`true`;
  const window = pageWindow(input);
  const purchaseKeys = sql`select 'purchase' as kind, ${purchases.id} as id, ${purchases.createdAt} as created_at, ${purchases.amountMinor} as amount_minor from ${purchases} where ${where}`;
  // A filter on a pricing plan or an event is about purchases only.
  const subscriptionKeys =
    input.pricing_id || input.screener_id
      ? null
      : subscriptionOrders.listed(db, company.id, {
          search: input.search,
          state: input.state,
          gateway: input.gateway,
          subscriptionPlanId: input.subscription_plan_id,
          from: input.from ? dayStart(input.from, company.timezone) : undefined,
          until: input.to ? sql`${dayStart(input.to, company.timezone)} + interval '1 day'` : undefined,
        });
  const keys = subscriptionKeys ? sql`${purchaseKeys} union all ${subscriptionKeys}` : purchaseKeys;
  const reach = window.offset + window.limit;
  const pageKeys = subscriptionKeys
    ? sql`${pageReach(purchaseKeys, input, reach)} union all ${pageReach(subscriptionKeys, input, reach)}`
    : purchaseKeys;
  const order = keyOrder(input);
  // Then kind: a purchase and a subscription may share an id.
  const pageOrder = sql`${order.keys}, kind ${order.direction}`;
  const page = sql`page`;
  const rows = subscriptionKeys
    ? sql`${purchasePageRows(db, company.id, page)} union all ${subscriptionOrders.pageRows(db, company.id, page)}`
    : purchasePageRows(db, company.id, page);
  const bound = window.offset + ADMIN_LIST_COUNT_AHEAD;
  // The count is the one row every answer has; the page's rows (none past the last page) join it.
  const found = await db
    .select({
      total: sql<number>`counted.total`.mapWith(Number),
      kind: sql<OrderKind | null>`grid.kind`,
      id: sql<number>`grid.id`.mapWith(Number),
      createdAt: sql<Date>`grid.created_at`.mapWith(purchases.createdAt),
      state: sql<OrderState>`grid.state`,
      purchaseType: sql`grid.purchase_type`.mapWith(purchases.purchaseType),
      buyerEmail: sql<string>`grid.buyer_email`,
      buyerName: sql<string | null>`grid.buyer_name`,
      item: sql<string | null>`grid.item`,
      gateway: sql<PaymentGatewayName>`grid.gateway`,
      amountMinor: sql<number>`grid.amount_minor`.mapWith(Number),
      refundedMinor: sql<number>`grid.refunded_minor`.mapWith(Number),
      currency: sql<string>`grid.currency`,
      couponCode: sql<string | null>`grid.coupon_code`,
      subscriptionStatus: sql<SubscriptionStatus | null>`grid.subscription_status`,
    })
    .from(
      sql`(select count(*) as total from (select 1 from (${keys}) as listed limit ${bound + 1}) as matching) as counted
        left join (
          with ${page} as (
            select kind, id, row_number() over (order by ${pageOrder}) as position
            from (${pageKeys}) as listed order by ${pageOrder} limit ${window.limit} offset ${window.offset}
          )
          ${rows}
        ) as grid on true`,
    )
    .orderBy(sql`grid.position`);
  const total = found[0]?.total ?? 0;
  return {
    rows: found.flatMap((row) =>
      row.kind === null
        ? []
        : [
            {
              id: row.id,
              kind: row.kind,
              created_at: toApiDateTime(row.createdAt),
              state: row.state,
              purchase_type: row.purchaseType,
              buyer_email: row.buyerEmail,
              buyer_name: row.buyerName,
              item: row.item,
              gateway: row.gateway,
              amount_minor: row.amountMinor,
              refunded_minor: row.refundedMinor,
              currency: row.currency,
              coupon_code: row.couponCode,
              subscription_status: row.subscriptionStatus,
            },
          ],
    ),
    total,
    total_exact: total <= bound,
  };
}
