import type { OrderState } from '@screener/contracts/orders';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';

/**
 * The orders grid's filters as they apply to subscriptions, each a placeholder of the grid's
 * prepared statement (or an expression of them); a filter left out is not set.
 */
export type SubscriptionOrderFilter = {
  /** The buyers the search found: a select of viewers' ids. */
  buyers?: SQLWrapper | undefined;
  /** An order state (`OrderState`). */
  state?: SQLWrapper | undefined;
  gateway?: SQLWrapper | undefined;
  subscriptionPlanId?: SQLWrapper | undefined;
  /** Instants: created at or after `from`, before `until`. */
  from?: SQL | undefined;
  until?: SQL | undefined;
};

/** The columns of a grid row (`position` is its place on the page), in the one order of the union. */
const GRID_COLUMNS = [
  'position',
  'kind',
  'id',
  'created_at',
  'state',
  'purchase_type',
  'buyer_email',
  'buyer_name',
  'item',
  'gateway',
  'amount_minor',
  'refunded_minor',
  'currency',
  'coupon_code',
  'subscription_status',
] as const;
export type OrderGridColumn = (typeof GRID_COLUMNS)[number];

/**
 * One side of the page's rows: `select` each grid column under its name, then `rest` (from, joins,
 * where). Both sides list their columns through here, so the union's columns line up by name.
 */
export function gridRowsSelect(columns: Record<OrderGridColumn, SQL>, rest: SQL): SQL {
  const listed = GRID_COLUMNS.map((name) => sql`${columns[name]} as ${sql.identifier(name)}`);
  return sql`select ${sql.join(listed, sql`, `)} ${rest}`;
}

/**
 * The subscriptions the orders grid lists beside purchases, read by the module that owns them:
 * `states` are those a subscription can be in (a filter on another keeps none); `listed` is a
 * select of (kind, id, created_at, amount_minor) to be united with the purchases' own; `pageRows`
 * is a select (`gridRowsSelect`) of the grid rows of the subscriptions among `page`, a relation of
 * (kind, id, position) that the statement names, so a page's keys and rows are read in one
 * statement. The company is a placeholder of that statement.
 */
export type SubscriptionOrders = {
  states: readonly OrderState[];
  listed(companyId: SQLWrapper, filter: SubscriptionOrderFilter): SQL;
  pageRows(db: DbExecutor, companyId: SQLWrapper, page: SQL): SQL;
};
