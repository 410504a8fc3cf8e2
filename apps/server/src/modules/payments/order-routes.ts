import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { SubscriptionOrders } from '../../ports/subscription-orders.ts';
import { cancelSeatBooking } from './cancel-seat-booking.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { orderDetail } from './order-detail.ts';
import { orderList } from './order-list.ts';
import { resendReceipt } from './purchase-mail.ts';
import { findCompanyPurchase, type PurchaseRow } from './purchase-queries.ts';
import { refundOrder } from './refund-order.ts';
import { referenceOf } from './settle-payment.ts';

/** The back-office's orders: the grid, an order's page, its receipt sent again, a refund, a booking cancelled. */
export function registerOrderRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
  /** The orders grid's subscriptions, read by their own module. */
  subscriptionOrders: SubscriptionOrders,
): void {
  /** Whether the order's provider gives money back online, so staff know who gives it back. */
  const refundsOnline = async (purchase: PurchaseRow) =>
    Boolean(
      (await providers.forCompany(purchase.companyId)).gateways[purchase.gateway]?.refund &&
        referenceOf(purchase, null),
    );
  const orderAnswer = async (companyId: number, purchaseId: number) => {
    const order = await orderDetail(deps.db, companyId, purchaseId, refundsOnline);
    if (!order) throw new AppError('NOT_FOUND');
    return { order };
  };

  const listOrders = orderList(subscriptionOrders);
  registerCall(app, deps, adminOrdersCalls.listOrders, async ({ body, company }) =>
    listOrders(deps.db, { id: company.id, timezone: company.timezone }, body),
  );

  registerCall(app, deps, adminOrdersCalls.getOrder, async ({ body, company }) =>
    orderAnswer(company.id, body.purchase_id),
  );

  registerCall(app, deps, adminOrdersCalls.resendReceipt, async ({ body, company }) => {
    const purchase = await findCompanyPurchase(deps.db, company.id, body.purchase_id);
    if (!purchase) throw new AppError('NOT_FOUND');
    // Only a paid order has a receipt; a free one is taking part, which sends none.
    if (purchase.status !== PURCHASE_STATUSES.completed || purchase.amountMinor === 0)
      throw new AppError('CONFLICT');
    await resendReceipt(deps, purchase, (domain) => siteOrigin(deps.config, domain));
    return orderAnswer(company.id, purchase.id);
  });

  registerCall(app, deps, adminOrdersCalls.refundOrder, async ({ body, company, staff, request, now }) => {
    const refunded = await refundOrder(
      deps,
      providers,
      {
        companyId: company.id,
        purchaseId: body.purchase_id,
        amountMinor: body.amount_minor,
        reason: body.reason,
        byEmail: staff.member.email,
        now,
      },
      request.log,
    );
    return orderAnswer(company.id, refunded.id);
  });

  registerCall(app, deps, adminOrdersCalls.cancelBooking, async ({ body, company, now }) => {
    const cancelled = await cancelSeatBooking(deps.db, {
      companyId: company.id,
      bookingId: body.booking_id,
      now,
    });
    deps.events.toSeatChart(cancelled.screenerId, {
      type: 'seats.changed',
      screener_id: cancelled.screenerId,
    });
    await deps.places.freed({ companyId: company.id, screenerId: cancelled.screenerId });
    return {
      booking_id: body.booking_id,
      status: BOOKING_STATUSES.cancelled,
      refund_due: cancelled.refundDue,
    };
  });
}
