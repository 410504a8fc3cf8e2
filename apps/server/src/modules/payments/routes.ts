import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import * as paymentsCalls from '@screener/contracts/calls/payments';
import { toApiDateTime } from '@screener/contracts/dates';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { SubscriptionOrders } from '../../ports/subscription-orders.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { couponTryLimiter } from '../pricing/index.ts';
import { viewEventBooking } from '../venues/index.ts';
import { bookHeldSeats } from './book-seats.ts';
import { cancelSeatBooking } from './cancel-seat-booking.ts';
import { capturePaypalOrder } from './capture-paypal-order.ts';
import { completePurchase } from './complete-purchase.ts';
import { createPurchase, type PurchaseContext } from './create-purchase.ts';
import type { PaymentsDeps } from './deps.ts';
import { registerGatewayRoutes } from './gateway-routes.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { listGroupPurchases } from './group-purchases.ts';
import { orderDetail } from './order-detail.ts';
import { listOrders } from './order-list.ts';
import { schedulePaymentRounds } from './payment-rounds.ts';
import { registerProviderRoutes } from './provider-routes.ts';
import { mailPurchaseNews, resendReceipt } from './purchase-mail.ts';
import {
  findCompanyPurchase,
  findOwnPurchase,
  listAwaitingCash,
  markPurchaseProcessing,
  nextActionOf,
  type PurchaseRow,
} from './purchase-queries.ts';
import { purchaseView, viewerState } from './purchase-view.ts';
import { findPurchaseReceipts } from './receipt-urls.ts';
import { refundOrder } from './refund-order.ts';
import { referenceOf, settleMarkedPaid, tellSeatCharts } from './settle-payment.ts';

/** A preview session looks but never pays (decision order step 1). */
function assertNotPreview(viewer: Viewer): void {
  if (viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview) throw new AppError('FORBIDDEN');
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
  /** The orders grid's subscriptions, read by their own module. */
  subscriptionOrders: SubscriptionOrders,
): void {
  registerProviderRoutes(app, deps, providers);
  registerGatewayRoutes(app, deps, providers);
  if (deps.config.PAYMENT_RECONCILE_SECONDS > 0) {
    const stop = schedulePaymentRounds(
      deps,
      providers,
      deps.config.PAYMENT_RECONCILE_SECONDS * 1000,
      app.log,
    );
    app.addHook('onClose', stop);
  }

  const limitCouponTries = couponTryLimiter(deps);

  const answer = async (purchase: PurchaseRow) => {
    const fresh = (await findCompanyPurchase(deps.db, purchase.companyId, purchase.id)) ?? purchase;
    return {
      purchase: await purchaseView(deps.db, fresh),
      ...(await viewerState(deps.db, fresh.companyId, fresh.consumerId)),
    };
  };

  /** After the viewer's step: the receipt if it completed, "we will notify you" if it is left in process. */
  const mailNews = (request: FastifyRequest, purchaseId: number, inProcess: boolean) =>
    mailPurchaseNews(deps, purchaseId, {
      origin: (domain) => siteOrigin(deps.config, domain),
      inProcess,
      log: request.log,
    });

  const ownPurchase = async (company: CompanyRow, viewer: Viewer, purchaseId: number) => {
    const purchase = await findOwnPurchase(deps.db, company.id, viewer.consumerId, purchaseId);
    if (!purchase) throw new AppError('NOT_FOUND');
    return purchase;
  };

  const purchaseContext = async (
    company: CompanyRow,
    viewer: Viewer,
    request: FastifyRequest,
    now: Date,
  ): Promise<PurchaseContext> => {
    const consumer = await findConsumer(deps.db, company.id, viewer.consumerId);
    if (!consumer) throw new AppError('SESSION_EXPIRED');
    return {
      db: deps.db,
      providers: await providers.forCompany(company.id),
      company,
      consumer,
      origin: siteOrigin(deps.config, company.domain),
      language: request.language,
      country: deps.geo.countryOf(request),
      now,
      announce: (purchaseId, inProcess = false) => mailNews(request, purchaseId, inProcess),
    };
  };

  registerCall(
    app,
    deps,
    paymentsCalls.purchaseScreeningOrGroupTicket,
    async ({ body, company, viewer, request, now }) => {
      assertNotPreview(viewer);
      const captured = body.charge_type === 'paypal' && Boolean(body.orderId);
      // A code typed into a purchase is a guess like a check; capturing an approved order types none.
      if (body.coupon_code && !captured) await limitCouponTries(request, viewer.consumerId);
      const context = await purchaseContext(company, viewer, request, now);
      // A purchase of held seats books them or frees them: open seat charts read them again.
      const seatsOf = body.pricing_id === undefined ? body.screener_id : undefined;
      const purchase = await (body.charge_type === 'paypal' && body.orderId
        ? capturePaypalOrder(context, { ...body, orderId: body.orderId })
        : createPurchase(context, body)
      ).finally(() => {
        if (seatsOf !== undefined)
          deps.events.toSeatChart(seatsOf, { type: 'seats.changed', screener_id: seatsOf });
      });
      // A purchase waiting for the viewer (3-D Secure, a hosted page, an order to approve) is not yet left in process.
      await mailNews(request, purchase.id, captured || nextActionOf(purchase) === 'none');
      return answer(purchase);
    },
  );

  registerCall(
    app,
    deps,
    paymentsCalls.bookSeats,
    async ({ params, body, company, viewer, request, now }) => {
      assertNotPreview(viewer);
      const screenerId = params.screener_id;
      if (body.coupon_code) await limitCouponTries(request, viewer.consumerId);
      const context = await purchaseContext(company, viewer, request, now);
      const purchase = await bookHeldSeats(context, screenerId, body).finally(() =>
        deps.events.toSeatChart(screenerId, { type: 'seats.changed', screener_id: screenerId }),
      );
      if (purchase) await mailNews(request, purchase.id, nextActionOf(purchase) === 'none');
      const booking = await viewEventBooking(deps.db, {
        company: { id: company.id, title: company.title, logoUrl: company.logoUrl },
        consumerId: viewer.consumerId,
        screenerId,
        receipts: (companyId, purchaseIds) => findPurchaseReceipts(deps.db, companyId, purchaseIds),
      });
      if (!booking) throw new AppError('SEAT_HOLD_ENDED');
      return { booking };
    },
  );

  /** The hosted page's success message (status 1 on payment or bit_payment): the money is on its way. */
  registerCall(app, deps, paymentsCalls.markProcessing, async ({ body, company, viewer, request, now }) => {
    const purchase = await ownPurchase(company, viewer, body.purchase_id);
    const success = body.status === undefined || body.status === 1;
    if (success && purchase.gateway === 'meshulam' && purchase.status === PURCHASE_STATUSES.initiated) {
      try {
        await markPurchaseProcessing(deps.db, purchase.id, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('PAYMENT_IN_PROCESS');
        throw error;
      }
      await mailNews(request, purchase.id, true);
    }
    return answer(purchase);
  });

  registerCall(app, deps, paymentsCalls.markPaid, async ({ body, company, viewer, request, now }) => {
    const purchase = await ownPurchase(company, viewer, body.purchase_id);
    await settleMarkedPaid(
      deps.db,
      (await providers.forCompany(company.id)).gateways[purchase.gateway],
      purchase,
      body.client_secret_id ?? null,
      now,
    ).finally(() => tellSeatCharts(deps.events, purchase));
    // Still processing here means the challenge was not passed yet: only a completion is news.
    await mailNews(request, purchase.id, false);
    return answer(purchase);
  });

  registerCall(app, deps, paymentsCalls.listGroupPurchases, async ({ company, viewer }) => ({
    group_purchases: await listGroupPurchases(deps.db, company.id, viewer.consumerId),
  }));

  registerCall(app, deps, adminOrdersCalls.listCashPurchases, async ({ company }) => {
    const waiting = await listAwaitingCash(deps.db, company.id);
    const buyers = new Map(
      await Promise.all(
        [...new Set(waiting.map((purchase) => purchase.consumerId))].map(
          async (id) => [id, await findConsumer(deps.db, company.id, id)] as const,
        ),
      ),
    );
    return {
      purchases: waiting.map((purchase) => {
        const buyer = buyers.get(purchase.consumerId);
        return {
          id: purchase.id,
          created_at: toApiDateTime(purchase.createdAt),
          buyer_email: buyer?.contactEmail ?? buyer?.email ?? '',
          buyer_name: buyer?.name ?? null,
          amount_minor: purchase.amountMinor,
          currency: purchase.currency,
        };
      }),
    };
  });

  /** Cash collected: the company's staff confirm it, which completes the purchase. */
  registerCall(app, deps, adminOrdersCalls.confirmPurchase, async ({ company, params, request, now }) => {
    const purchase = await findCompanyPurchase(deps.db, company.id, params.purchaseId);
    if (purchase?.gateway !== 'admin_pay') throw new AppError('NOT_FOUND');
    if (purchase.status === PURCHASE_STATUSES.initiated) throw new AppError('CONFLICT');
    const completed = await completePurchase(deps.db, purchase.id, { now });
    tellSeatCharts(deps.events, purchase);
    if (completed) await mailNews(request, completed.id, false);
    return answer(purchase);
  });

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

  registerCall(app, deps, adminOrdersCalls.listOrders, async ({ body, company }) =>
    listOrders(deps.db, { id: company.id, timezone: company.timezone }, body, subscriptionOrders),
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
