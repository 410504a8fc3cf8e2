import * as paymentsCalls from '@screener/contracts/calls/payments';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { couponTryLimiter } from '../pricing/index.ts';
import { viewEventBooking } from '../venues/index.ts';
import { bookHeldSeats } from './book-seats.ts';
import { capturePaypalOrder } from './capture-paypal-order.ts';
import { createPurchase, type PurchaseContext } from './create-purchase.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { listGroupPurchases } from './group-purchases.ts';
import { nextActionOf } from './purchase-queries.ts';
import { mailNewsAfterStep, purchaseAnswer } from './purchase-replies.ts';
import { findPurchaseReceipts } from './receipt-urls.ts';

/** A preview session looks but never pays (decision order step 1). */
function assertNotPreview(viewer: Viewer): void {
  if (viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview) throw new AppError('FORBIDDEN');
}

/** The viewer buys: a ticket, a pass or a group ticket (a PayPal order captured too), held seats, and their group purchases. */
export function registerPurchaseRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  const limitCouponTries = couponTryLimiter(deps);

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
      announce: (purchaseId, inProcess = false) => mailNewsAfterStep(deps, request, purchaseId, inProcess),
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
      await mailNewsAfterStep(deps, request, purchase.id, captured || nextActionOf(purchase) === 'none');
      return purchaseAnswer(deps.db, purchase);
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
      if (purchase) await mailNewsAfterStep(deps, request, purchase.id, nextActionOf(purchase) === 'none');
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

  registerCall(app, deps, paymentsCalls.listGroupPurchases, async ({ company, viewer }) => ({
    group_purchases: await listGroupPurchases(deps.db, company.id, viewer.consumerId),
  }));
}
