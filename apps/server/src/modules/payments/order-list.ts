import type { AdminListTotal } from '@screener/contracts/admin-list';
import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderRow, OrderState, ZListOrdersRequest } from '@screener/contracts/orders';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow } from '../../lib/admin-list.ts';
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

/**
 * Newest first, written as the `(company_id, created_at desc, id desc)` index keeps it (nulls
 * last): a plain `desc` puts nulls first, which that index cannot give, and the page was then
 * sorted from every order of the company (87 ms instead of 0.6 ms over 100,000 orders).
 */
const NEWEST_FIRST = [sql`${purchases.createdAt} desc nulls last`, sql`${purchases.id} desc nulls last`];

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

/**
 * `admin/orders/list`: one page of the company's purchases, newest first unless sorted, with the
 * buyer, what was bought and where each stands, and how many match (counted as far as the grid
 * needs, `boundedTotal`). The page reads the company's (company_id, created_at, id) index; the
 * search's matches come from the viewers' prefix indexes, the order number and the coupon's code.
 */
export async function listOrders(
  db: DbExecutor,
  company: { id: number; timezone: string },
  input: ListOrdersInput,
): Promise<{ rows: OrderRow[] } & AdminListTotal> {
  const where = conditions(db, company.id, company.timezone, input);
  const window = pageWindow(input);
  const contacts = consumerContacts(db);
  const codes = couponCodes(db);
  const [rows, total] = await Promise.all([
    db
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
      .where(where)
      .orderBy(
        ...listOrder(
          input,
          { created_at: purchases.createdAt, amount: purchases.amountMinor },
          NEWEST_FIRST,
          purchases.id,
        ),
      )
      .limit(window.limit)
      .offset(window.offset),
    boundedTotal(db, purchases, where, window),
  ]);
  const items = await itemsOf(
    db,
    company.id,
    rows.map((row) => row.purchase),
  );
  return {
    rows: rows.map(({ purchase, state, email, name, coupon }) => ({
      id: purchase.id,
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
    })),
    ...total,
  };
}
