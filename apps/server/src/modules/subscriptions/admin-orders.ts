import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import { toApiDateTime } from '@screener/contracts/dates';
import type { OrderRow, OrderState, SubscriptionOrderDetail } from '@screener/contracts/orders';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { SubscriptionStatus } from '@screener/contracts/subscription';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import {
  gridRowsSelect,
  type SubscriptionOrderFilter,
  type SubscriptionOrders,
} from '../../ports/subscription-orders.ts';
import { consumerContacts } from '../auth/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { cancelSubscription } from './manage-subscription.ts';
import { invoices, subscriptionPlans, subscriptions } from './schema.ts';
import type { SubscriptionRow } from './subscription-view.ts';

/** A subscription's status read as an order's state, in SQL for the grid's filter. */
const stateSql = sql<OrderState>`case ${subscriptions.status}
  when 'incomplete' then 'initiated' when 'past_due' then 'processing' when 'canceled' then 'cancelled'
  else 'paid' end`;

/** The same rule for a row read already. */
function stateOf(status: SubscriptionStatus): OrderState {
  if (status === 'incomplete') return 'initiated';
  if (status === 'past_due') return 'processing';
  return status === 'canceled' ? 'cancelled' : 'paid';
}

/** The states `stateSql` gives: never refunded, since money goes back on invoices, not on the subscription. */
const STATES: readonly OrderState[] = ['initiated', 'processing', 'cancelled', 'paid'];

function listed(companyId: SQLWrapper, filter: SubscriptionOrderFilter) {
  const where = and(
    ofCompany(subscriptions, companyId),
    filter.buyers ? inArray(subscriptions.consumerId, filter.buyers) : undefined,
    filter.state ? sql`${stateSql} = ${filter.state}` : undefined,
    filter.gateway ? eq(subscriptions.gateway, filter.gateway) : undefined,
    filter.subscriptionPlanId ? eq(subscriptions.planId, filter.subscriptionPlanId) : undefined,
    filter.from ? sql`${subscriptions.createdAt} >= ${filter.from}` : undefined,
    filter.until ? sql`${subscriptions.createdAt} < ${filter.until}` : undefined,
  );
  // The plan's amount is read by a subquery so the rows keep the (company, created) index's order.
  return sql`select 'subscription' as kind, ${subscriptions.id} as id, ${subscriptions.createdAt} as created_at,
    (select ${subscriptionPlans.amountMinor} from ${subscriptionPlans} where ${subscriptionPlans.id} = ${subscriptions.planId}) as amount_minor
    from ${subscriptions} where ${where}`;
}

type Joined = {
  subscription: SubscriptionRow;
  planName: string;
  interval: 'month' | 'year';
  amountMinor: number;
  currency: string;
  email: string;
  name: string | null;
};

async function joinedRows(db: DbExecutor, companyId: number, ids: number[]): Promise<Joined[]> {
  if (ids.length === 0) return [];
  const contacts = consumerContacts(db);
  return db
    .select({
      subscription: subscriptions,
      planName: subscriptionPlans.planName,
      interval: subscriptionPlans.interval,
      amountMinor: subscriptionPlans.amountMinor,
      currency: subscriptionPlans.currency,
      email: sql<string>`coalesce(${contacts.contactEmail}, ${contacts.email}, '')`,
      name: contacts.name,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(contacts, eq(contacts.id, subscriptions.consumerId))
    .where(and(ofCompany(subscriptions, companyId), inArray(subscriptions.id, ids)));
}

function rowOf(joined: Joined): OrderRow {
  const { subscription } = joined;
  return {
    id: subscription.id,
    kind: 'subscription',
    created_at: toApiDateTime(subscription.createdAt),
    state: stateOf(subscription.status),
    purchase_type: PRICING_TYPES.subscription,
    buyer_email: joined.email,
    buyer_name: joined.name,
    item: joined.planName,
    gateway: subscription.gateway,
    amount_minor: joined.amountMinor,
    refunded_minor: 0,
    currency: joined.currency,
    coupon_code: null,
    subscription_status: subscription.status,
  };
}

/** The grid rows of the company's subscriptions among the page's keys (`page`: kind, id, position). */
function pageRows(db: DbExecutor, companyId: SQLWrapper, page: SQL): SQL {
  const contacts = consumerContacts(db);
  return gridRowsSelect(
    {
      position: sql`${page}.position`,
      kind: sql`${page}.kind`,
      id: sql`${subscriptions.id}`,
      created_at: sql`${subscriptions.createdAt}`,
      state: stateSql,
      purchase_type: sql`${PRICING_TYPES.subscription}::smallint`,
      buyer_email: sql`coalesce(${contacts.contactEmail}, ${contacts.email}, '')`,
      buyer_name: sql`${contacts.name}`,
      item: sql`${subscriptionPlans.planName}`,
      gateway: sql`${subscriptions.gateway}`,
      amount_minor: sql`${subscriptionPlans.amountMinor}`,
      refunded_minor: sql`0`,
      currency: sql`${subscriptionPlans.currency}`,
      coupon_code: sql`null::text`,
      subscription_status: sql`${subscriptions.status}`,
    },
    sql`from ${page}
      join ${subscriptions} on ${page}.kind = 'subscription' and ${subscriptions.id} = ${page}.id
      join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
      left join ${contacts} on ${contacts.id} = ${subscriptions.consumerId}
      where ${ofCompany(subscriptions, companyId)}`,
  );
}

/** The orders grid's subscriptions, handed to the payments module by the composition root. */
export const subscriptionOrders: SubscriptionOrders = { states: STATES, listed, pageRows };

const optionalTime = (at: Date | null) => (at ? toApiDateTime(at) : null);

/** `admin/orders/subscription`: one subscription of the company with every invoice, oldest first. */
export async function subscriptionOrderDetail(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<SubscriptionOrderDetail> {
  const [joined] = await joinedRows(db, companyId, [id]);
  if (!joined) throw new AppError('NOT_FOUND');
  const { subscription } = joined;
  const billed = await db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscription.id))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  return {
    ...rowOf(joined),
    subscription_status: subscription.status,
    interval: joined.interval,
    current_period_end: toApiDateTime(subscription.currentPeriodEnd),
    trial_end: optionalTime(subscription.trialEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: optionalTime(subscription.canceledAt),
    ended_at: optionalTime(subscription.endedAt),
    invoices: billed.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      total_minor: invoice.totalMinor,
      currency: invoice.currency,
      created_at: toApiDateTime(invoice.createdAt),
      paid_at: optionalTime(invoice.paidAt),
      period_start: optionalTime(invoice.periodStart),
      period_end: optionalTime(invoice.periodEnd),
    })),
  };
}

/**
 * The order page's subscription calls. Staff cancel as the viewer would (through Stripe for a
 * subscription Stripe bills), so the viewer's rights end as they would have on their own cancel.
 */
export function registerSubscriptionOrderRoutes(
  app: FastifyInstance,
  deps: SubscriptionsDeps,
  providers: PaymentProviders,
  tellUpdated: (row: SubscriptionRow) => Promise<void>,
): void {
  registerCall(app, deps, adminOrdersCalls.getSubscriptionOrder, async ({ body, company }) => ({
    subscription: await subscriptionOrderDetail(deps.db, company.id, body.subscription_id),
  }));

  registerCall(app, deps, adminOrdersCalls.cancelSubscriptionOrder, async ({ body, company, now }) => {
    const [found] = await deps.db
      .select({ consumerId: subscriptions.consumerId })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, body.subscription_id), ofCompany(subscriptions, company.id)));
    if (!found) throw new AppError('NOT_FOUND');
    const row = await cancelSubscription(
      deps.db,
      providers,
      { companyId: company.id, consumerId: found.consumerId },
      body.subscription_id,
      !body.at_period_end,
      now,
    );
    await tellUpdated(row);
    return { subscription: await subscriptionOrderDetail(deps.db, company.id, row.id) };
  });
}
