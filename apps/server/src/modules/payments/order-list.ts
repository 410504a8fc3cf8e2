import { ADMIN_LIST_COUNT_AHEAD, type AdminListTotal } from '@screener/contracts/admin-list';
import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderKind, OrderRow, OrderState, ZListOrdersRequest } from '@screener/contracts/orders';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { pageWindow } from '../../lib/admin-list.ts';
import type { SubscriptionOrders } from '../../ports/subscription-orders.ts';
import { consumerContacts, consumersMatching } from '../auth/index.ts';
import { couponCodes, couponIdsByCode, findPlans, planCoverage } from '../pricing/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
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

/** What each purchase bought, in words: its plan and, for one event, the event's title. */
export async function itemsOf(
  db: DbExecutor,
  companyId: number,
  rows: PurchaseRow[],
): Promise<Map<number, string>> {
  const planIds = [...new Set(rows.flatMap((row) => (row.pricingId ? [row.pricingId] : [])))];
  const screenerIds = [...new Set(rows.flatMap((row) => (row.screenerId ? [row.screenerId] : [])))];
  const [plans, events] = await Promise.all([
    findPlans(db, companyId, planIds),
    findScreenerRows(db, companyId, screenerIds),
  ]);
  const planNames = new Map(plans.map((plan) => [plan.id, plan.name]));
  const titles = new Map(events.map((event) => [event.id, event.title]));
  const items = new Map<number, string>();
  for (const row of rows) {
    const parts = [
      row.pricingId ? planNames.get(row.pricingId) : undefined,
      row.screenerId ? titles.get(row.screenerId) : undefined,
    ].filter((part): part is string => Boolean(part));
    if (parts.length > 0) items.set(row.id, parts.join(' – '));
  }
  return items;
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

/**
 * `admin/orders/list`: one page of the company's purchases and subscriptions, newest first unless
 * sorted, with the buyer, what was bought and where each stands, and how many match (counted as
 * far as the grid needs). The page is one union of the purchases' and the subscriptions' keys, each
 * read in its (company_id, created_at, id) index's order and cut where the page ends, so a page
 * sorts at most twice its reach instead of every order; the search's matches come from the viewers' prefix indexes,
 * the order number and the coupon's code. The subscriptions module reads its own rows.
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
  const bound = window.offset + ADMIN_LIST_COUNT_AHEAD;
  const [page, counted] = await Promise.all([
    db
      .select({ kind: sql<OrderKind>`kind`, id: sql<number>`id`.mapWith(Number) })
      .from(sql`(${pageKeys}) as listed`)
      // Then kind: a purchase and a subscription may share an id.
      .orderBy(sql`${order.keys}, kind ${order.direction}`)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(sql`(select 1 from (${keys}) as listed limit ${bound + 1}) as matching`),
  ]);
  const idsOf = (kind: OrderKind) => page.filter((key) => key.kind === kind).map((key) => key.id);
  const [purchaseRows, subscriptionRows] = await Promise.all([
    purchaseRowsOf(db, company.id, idsOf('purchase')),
    subscriptionOrders.rows(db, company.id, idsOf('subscription')),
  ]);
  const found = new Map<string, OrderRow>(
    [...purchaseRows, ...subscriptionRows].map((row) => [`${row.kind}:${row.id}`, row]),
  );
  const total = counted[0]?.total ?? 0;
  return {
    rows: page.flatMap((key) => found.get(`${key.kind}:${key.id}`) ?? []),
    total,
    total_exact: total <= bound,
  };
}

/** The grid's rows of these purchases of the company, in no order. */
async function purchaseRowsOf(db: DbExecutor, companyId: number, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const contacts = consumerContacts(db);
  const codes = couponCodes(db);
  const rows = await db
    .select({
      purchase: purchases,
      state: orderStateSql,
      email: sql<string>`coalesce(${contacts.contactEmail}, ${contacts.email}, '')`,
      name: contacts.name,
      coupon: codes.code,
    })
    .from(purchases)
    .leftJoin(contacts, eq(contacts.id, purchases.consumerId))
    .leftJoin(codes, eq(codes.id, purchases.couponId))
    .where(and(ofCompany(purchases, companyId), inArray(purchases.id, ids)));
  const items = await itemsOf(
    db,
    companyId,
    rows.map((row) => row.purchase),
  );
  return rows.map(({ purchase, state, email, name, coupon }) => ({
    id: purchase.id,
    kind: 'purchase',
    created_at: toApiDateTime(purchase.createdAt),
    state,
    purchase_type: purchase.purchaseType,
    buyer_email: email,
    buyer_name: name,
    item: items.get(purchase.id) ?? null,
    gateway: purchase.gateway,
    amount_minor: purchase.amountMinor,
    refunded_minor: purchase.refundedMinor,
    currency: purchase.currency,
    coupon_code: coupon,
    subscription_status: null,
  }));
}
