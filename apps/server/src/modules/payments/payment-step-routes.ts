import * as paymentsCalls from '@screener/contracts/calls/payments';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { findOwnPurchase, markPurchaseProcessing } from './purchase-queries.ts';
import { mailNewsAfterStep, purchaseAnswer } from './purchase-replies.ts';
import { settleMarkedPaid, tellSeatCharts } from './settle-payment.ts';

/** The viewer's step at the provider, told back by the page: a hosted page's success, a card's challenge passed. */
export function registerPaymentStepRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  const ownPurchase = async (company: CompanyRow, viewer: Viewer, purchaseId: number) => {
    const purchase = await findOwnPurchase(deps.db, company.id, viewer.consumerId, purchaseId);
    if (!purchase) throw new AppError('NOT_FOUND');
    return purchase;
  };

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
      await mailNewsAfterStep(deps, request, purchase.id, true);
    }
    return purchaseAnswer(deps.db, purchase);
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
    await mailNewsAfterStep(deps, request, purchase.id, false);
    return purchaseAnswer(deps.db, purchase);
  });
}
