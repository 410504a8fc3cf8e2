import { ADMIN_LIST_COUNT_AHEAD, type AdminListTotal } from '@screener/contracts/admin-list';
import type { PaymentGatewayName } from '@screener/contracts/company';
import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderKind, OrderRow, OrderState, ZListOrdersRequest } from '@screener/contracts/orders';
import type { SubscriptionStatus } from '@screener/contracts/subscription';
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared.ts';
import { ofCompany } from '../../db/tenant.ts';
import { pageWindow } from '../../lib/admin-list.ts';
import { gridRowsSelect, type SubscriptionOrders } from '../../ports/subscription-orders.ts';
import {
  consumerContacts,
  consumersMatching,
  viewerIdsMatching,
  viewerPrefixPattern,
} from '../auth/index.ts';
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

/**
 * What the grid's statement's text depends on: which filters are set, how the search may match,
 * whether subscriptions are listed, the sort, the page's size and whether it is the first. Every
 * other value travels as a placeholder (`GRID`).
 */
type GridShape = {
  search: boolean;
  /** The search finds one buyer at most: its id is a value (`buyerId`), not the pattern that finds it. */
  soleBuyer: boolean;
  searchByNumber: boolean;
  searchByCoupon: boolean;
  state: boolean;
  gateway: boolean;
  pricing: boolean;
  subscriptionPlan: boolean;
  screener: boolean;
  from: boolean;
  to: boolean;
  subscriptions: boolean;
  sortField: ListOrdersInput['sort_field'] | null;
  descending: boolean;
  pageSize: number;
  firstPage: boolean;
};

/** An order number as the search box takes it (`#123` or `123`), within the id column's range. */
function searchedOrderNumber(search: string): number | null {
  const number = /^#?(\d{1,10})$/.exec(search);
  return number?.[1] && Number(number[1]) <= 2_147_483_647 ? Number(number[1]) : null;
}

/** A coupon code as the search box may hold one. */
const mayBeCouponCode = (search: string) => /^[A-Za-z0-9]{1,32}$/.test(search);

function shapeOf(
  input: ListOrdersInput,
  subscriptionStates: readonly OrderState[],
  buyerIds: number[] | null,
): GridShape {
  const search = Boolean(input.search);
  return {
    search,
    soleBuyer: buyerIds !== null,
    searchByNumber: search && searchedOrderNumber(input.search) !== null,
    searchByCoupon: search && mayBeCouponCode(input.search),
    state: Boolean(input.state),
    gateway: Boolean(input.gateway),
    pricing: Boolean(input.pricing_id),
    subscriptionPlan: Boolean(input.subscription_plan_id),
    screener: Boolean(input.screener_id),
    from: Boolean(input.from),
    to: Boolean(input.to),
    // A filter on a pricing plan or an event is about purchases only, and a subscription has
    // only some of the states.
    subscriptions:
      !input.pricing_id && !input.screener_id && (!input.state || subscriptionStates.includes(input.state)),
    sortField: input.sort_field ?? null,
    descending: !input.sort_field || input.sort_direction === 'desc',
    pageSize: input.page_size,
    firstPage: input.page === 0,
  };
}

/** The grid statement's placeholders; `gridValues` gives each its value. */
const GRID = {
  companyId: sql.placeholder('companyId'),
  timezone: sql.placeholder('timezone'),
  viewerPattern: sql.placeholder('viewerPattern'),
  buyerId: sql.placeholder('buyerId'),
  orderNumber: sql.placeholder('orderNumber'),
  couponCode: sql.placeholder('couponCode'),
  state: sql.placeholder('state'),
  gateway: sql.placeholder('gateway'),
  pricingId: sql.placeholder('pricingId'),
  subscriptionPlanId: sql.placeholder('subscriptionPlanId'),
  screenerId: sql.placeholder('screenerId'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  offset: sql.placeholder('offset'),
  reach: sql.placeholder('reach'),
  countLimit: sql.placeholder('countLimit'),
};

function gridValues(
  company: { id: number; timezone: string },
  input: ListOrdersInput,
  buyerIds: number[] | null,
): Record<string, unknown> {
  const window = pageWindow(input);
  return {
    companyId: company.id,
    timezone: company.timezone,
    viewerPattern: viewerPrefixPattern(input.search),
    buyerId: buyerIds?.[0] ?? null,
    orderNumber: searchedOrderNumber(input.search),
    couponCode: input.search,
    state: input.state ?? null,
    gateway: input.gateway ?? null,
    pricingId: input.pricing_id ?? null,
    subscriptionPlanId: input.subscription_plan_id ?? null,
    screenerId: input.screener_id ?? null,
    from: input.from ?? null,
    to: input.to ?? null,
    offset: window.offset,
    reach: window.offset + window.limit,
    countLimit: countBound(window) + 1,
  };
}

/** How far the total is counted (`ADMIN_LIST_COUNT_AHEAD` past the page's first row). */
const countBound = (window: { offset: number }) => window.offset + ADMIN_LIST_COUNT_AHEAD;

/**
 * The page's bounds in the statement: written into it on the first page, placeholders on later
 * ones. PostgreSQL plans a LIMIT it cannot see for a tenth of the rows, so it would plan the first
 * page anew on each call (1.5 ms, twice its running) where it keeps one plan for written numbers;
 * later pages are rarer and would each make a statement of their own.
 */
function pageBounds(shape: GridShape): {
  limit: SQL;
  offset: SQLWrapper;
  reach: SQLWrapper;
  countLimit: SQLWrapper;
} {
  const written = (value: number) => sql.raw(String(value));
  const limit = written(shape.pageSize);
  if (!shape.firstPage) return { limit, offset: GRID.offset, reach: GRID.reach, countLimit: GRID.countLimit };
  return { limit, offset: written(0), reach: limit, countLimit: written(countBound({ offset: 0 }) + 1) };
}

/** The start of a calendar day in the company's time zone, as a timestamp. */
const dayStart = (day: SQLWrapper) => sql`(${day}::date)::timestamp at time zone ${GRID.timezone}`;

/**
 * What the search box matches: a buyer whose address or name begins with it (`buyers`, the ids the
 * statement's search found), the order number, a coupon code.
 */
function searchCondition(db: DbExecutor, shape: GridShape, buyers: SQLWrapper): SQL | undefined {
  return or(
    inArray(purchases.consumerId, buyers),
    shape.searchByNumber ? eq(purchases.id, GRID.orderNumber) : undefined,
    shape.searchByCoupon
      ? inArray(purchases.couponId, couponIdsByCode(db, GRID.companyId, GRID.couponCode))
      : undefined,
  );
}

function conditions(db: DbExecutor, shape: GridShape, buyers: SQLWrapper) {
  const covered = planCoverage(db);
  return and(
    ofCompany(purchases, GRID.companyId),
    shape.search ? searchCondition(db, shape, buyers) : undefined,
    shape.state ? sql`${orderStateSql} = ${GRID.state}` : undefined,
    shape.gateway ? eq(purchases.gateway, GRID.gateway) : undefined,
    shape.pricing ? eq(purchases.pricingId, GRID.pricingId) : undefined,
    shape.subscriptionPlan ? eq(purchases.subscriptionPlanId, GRID.subscriptionPlanId) : undefined,
    shape.screener
      ? or(
          eq(purchases.screenerId, GRID.screenerId),
          inArray(
            purchases.pricingId,
            db
              .select({ planId: covered.planId })
              .from(covered)
              .where(eq(covered.screenerId, GRID.screenerId)),
          ),
        )
      : undefined,
    shape.from ? sql`${purchases.createdAt} >= ${dayStart(GRID.from)}` : undefined,
    shape.to ? sql`${purchases.createdAt} < ${dayStart(GRID.to)} + interval '1 day'` : undefined,
  );
}

/** The sorted column, then id: the order each side's (company_id, created_at, id) index gives. */
function keyOrder(shape: GridShape): { keys: SQL; direction: SQL } {
  const column = shape.sortField === 'amount' ? sql.raw('amount_minor') : sql.raw('created_at');
  // Unsorted is newest first, written as the purchases' and subscriptions' indexes keep it.
  const direction = sql.raw(shape.descending ? 'desc nulls last' : 'asc nulls first');
  return { keys: sql`${column} ${direction}, id ${direction}`, direction };
}

/**
 * One side's keys as far as the page reaches, in the union's order. A union ordered as a whole is
 * sorted from every row of both sides (PostgreSQL does not merge the two index walks under it:
 * 197 ms over 100,000 orders), while each side cut at the page's end reads only its index's head.
 */
function pageReach(keys: SQL, shape: GridShape): SQL {
  return sql`(select * from (${keys}) as side order by ${keyOrder(shape).keys} limit ${pageBounds(shape).reach})`;
}

/** The grid rows of the company's purchases among the page's keys (`page`: kind, id, position). */
function purchasePageRows(db: DbExecutor, page: SQL): SQL {
  const contacts = consumerContacts(db);
  const codes = couponCodes(db);
  const plans = planNames(db, GRID.companyId);
  const titles = screenerTitles(db, GRID.companyId);
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
      where ${ofCompany(purchases, GRID.companyId)}`,
  );
}

/**
 * The grid's one statement for a shape: the count is the one row every answer has, and the page's
 * rows (none past the last page) join it. The page is one union of the purchases' and the
 * subscriptions' keys, each read in its (company_id, created_at, id) index's order and cut where
 * the page ends, so a page sorts at most twice its reach instead of every order; the search's
 * matches come from the viewers' prefix indexes, the order number and the coupon's code. Each
 * side's rows are written by its owner (the subscriptions module through its port).
 */
function gridStatement(
  db: DbExecutor,
  shape: GridShape,
  subscriptionOrders: SubscriptionOrders,
  name: string,
) {
  // The buyer the search found; or, when more match, those the pattern finds, looked up once for
  // the four places that ask (each side's count and page).
  const searched = db.$with('searched_buyers').as(consumersMatching(db, GRID.companyId, GRID.viewerPattern));
  const buyers = shape.soleBuyer
    ? sql`(select ${GRID.buyerId}::integer)`
    : db.select({ id: searched.id }).from(searched);
  const purchaseKeys = sql`select 'purchase' as kind, ${purchases.id} as id, ${purchases.createdAt} as created_at, ${purchases.amountMinor} as amount_minor from ${purchases} where ${conditions(db, shape, buyers)}`;
  const subscriptionKeys = shape.subscriptions
    ? subscriptionOrders.listed(GRID.companyId, {
        buyers: shape.search ? buyers : undefined,
        state: shape.state ? GRID.state : undefined,
        gateway: shape.gateway ? GRID.gateway : undefined,
        subscriptionPlanId: shape.subscriptionPlan ? GRID.subscriptionPlanId : undefined,
        from: shape.from ? dayStart(GRID.from) : undefined,
        until: shape.to ? sql`${dayStart(GRID.to)} + interval '1 day'` : undefined,
      })
    : null;
  const keys = subscriptionKeys ? sql`${purchaseKeys} union all ${subscriptionKeys}` : purchaseKeys;
  const pageKeys = subscriptionKeys
    ? sql`${pageReach(purchaseKeys, shape)} union all ${pageReach(subscriptionKeys, shape)}`
    : purchaseKeys;
  const order = keyOrder(shape);
  // Then kind: a purchase and a subscription may share an id.
  const pageOrder = sql`${order.keys}, kind ${order.direction}`;
  const page = sql`page`;
  const bounds = pageBounds(shape);
  const rows = subscriptionKeys
    ? sql`${purchasePageRows(db, page)} union all ${subscriptionOrders.pageRows(db, GRID.companyId, page)}`
    : purchasePageRows(db, page);
  return (shape.search && !shape.soleBuyer ? db.with(searched) : db)
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
      sql`(select count(*) as total from (select 1 from (${keys}) as listed limit ${bounds.countLimit}) as matching) as counted
        left join (
          with ${page} as (
            select kind, id, row_number() over (order by ${pageOrder}) as position
            from (${pageKeys}) as listed order by ${pageOrder} limit ${bounds.limit} offset ${bounds.offset}
          )
          ${rows}
        ) as grid on true`,
    )
    .orderBy(sql`grid.position`)
    .prepare(name);
}

/**
 * `admin/orders/list`: one page of the company's purchases and subscriptions, newest first unless
 * sorted, with the buyer, what was bought and where each stands, and how many match (counted as
 * far as the grid needs). One prepared statement a shape (`gridStatement`) reads the count, the
 * page's keys and their rows: a page costs one round trip to the database (two with a search, which
 * first looks up its buyers) and builds no SQL.
 */
export function orderList(subscriptionOrders: SubscriptionOrders) {
  const statements = preparedPerShape('orders_grid', (db, shape: GridShape, name) =>
    gridStatement(db, shape, subscriptionOrders, name),
  );
  return async function listOrders(
    db: DbExecutor,
    company: { id: number; timezone: string },
    input: ListOrdersInput,
  ): Promise<{ rows: OrderRow[] } & AdminListTotal> {
    // A search for one buyer (an address, most often) hands the statement the buyer's id, which
    // PostgreSQL keeps one plan for; a pattern it cannot see it plans as matching many viewers and
    // so plans each call anew (2 ms, more than the running). A search that finds several buyers
    // hands it the pattern.
    const buyerIds = input.search ? await viewerIdsMatching(db, company.id, input.search, 1) : null;
    const found = await statements(db, shapeOf(input, subscriptionOrders.states, buyerIds)).execute(
      gridValues(company, input, buyerIds),
    );
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
      total_exact: total <= countBound(pageWindow(input)),
    };
  };
}
