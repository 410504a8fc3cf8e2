import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import { toApiDateTime } from '@screener/contracts/dates';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { findConsumer } from '../auth/index.ts';
import { completePurchase } from './complete-purchase.ts';
import type { PaymentsDeps } from './deps.ts';
import { findCompanyPurchase, listAwaitingCash } from './purchase-queries.ts';
import { mailNewsAfterStep, purchaseAnswer } from './purchase-replies.ts';
import { tellSeatCharts } from './settle-payment.ts';

/** Cash collected by the organiser: the purchases waiting for it, and the staff's confirmation. */
export function registerCashRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
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
    if (completed) await mailNewsAfterStep(deps, request, completed.id, false);
    return purchaseAnswer(deps.db, purchase);
  });
}
