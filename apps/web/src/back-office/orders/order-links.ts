import type { OrderRow, OrderState } from '@screener/contracts/orders';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { generatePath } from 'react-router';

/** An order's page in the back-office. */
export const orderPath = (id: number) => generatePath(ADMIN_PATHS.order, { purchaseId: String(id) });

/** A subscription's page in the back-office. */
export const subscriptionOrderPath = (id: number) =>
  generatePath(ADMIN_PATHS.subscriptionOrder, { subscriptionId: String(id) });

/** The page of a row of the grid: a purchase's or a subscription's. */
export const rowPath = (row: Pick<OrderRow, 'id' | 'kind'>) =>
  row.kind === 'subscription' ? subscriptionOrderPath(row.id) : orderPath(row.id);

/** How each state is coloured in the grid and on the order page. */
export const STATE_COLOURS: Record<OrderState, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  initiated: 'default',
  processing: 'info',
  paid: 'success',
  partially_refunded: 'warning',
  refunded: 'warning',
  cancelled: 'error',
};
