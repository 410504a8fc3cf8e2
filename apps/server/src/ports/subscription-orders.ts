import type { PaymentGatewayName } from '@screener/contracts/company';
import type { OrderState } from '@screener/contracts/orders';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';

/** The orders grid's filters as they apply to subscriptions; days already read in the company's zone. */
export type SubscriptionOrderFilter = {
  search?: string | undefined;
  state?: OrderState | undefined;
  gateway?: PaymentGatewayName | undefined;
  subscriptionPlanId?: number | undefined;
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
 * `listed` is a select of (kind, id, created_at, amount_minor) to be united with the purchases'
 * own, or null when the filters keep no subscription; `pageRows` is a select (`gridRowsSelect`) of
 * the grid rows of the subscriptions among `page`, a relation of (kind, id, position) that the
 * statement names, so a page's keys and rows are read in one statement.
 */
export type SubscriptionOrders = {
  listed(db: DbExecutor, companyId: number, filter: SubscriptionOrderFilter): SQL | null;
  pageRows(db: DbExecutor, companyId: number, page: SQL): SQL;
};
