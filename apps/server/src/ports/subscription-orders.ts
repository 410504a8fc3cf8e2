import type { PaymentGatewayName } from '@screener/contracts/company';
import type { OrderRow, OrderState } from '@screener/contracts/orders';
import type { SQL } from 'drizzle-orm';
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

/**
 * The subscriptions the orders grid lists beside purchases, read by the module that owns them:
 * `listed` is a select of (kind, id, created_at, amount_minor) to be united with the purchases'
 * own, or null when the filters keep no subscription; `rows` reads a page's subscriptions.
 */
export type SubscriptionOrders = {
  listed(db: DbExecutor, companyId: number, filter: SubscriptionOrderFilter): SQL | null;
  rows(db: DbExecutor, companyId: number, ids: number[]): Promise<OrderRow[]>;
};
