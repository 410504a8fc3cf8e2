import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { siteOrigin } from '../../lib/site-origin.ts';
import { takeSeatPaymentsPastTime } from '../venues/index.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentCheck } from './gateways/gateway.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { type MailLog, mailPurchaseNews } from './purchase-mail.ts';
import { findPurchaseById, releasePurchase } from './purchase-queries.ts';
import { referenceOf, settlePayment } from './settle-payment.ts';

export type SeatPaymentOutcome = 'completed' | 'released' | 'left';

const ABANDONED = 'The seat hold ended before the payment was made.';

/**
 * One round over seat orders whose hold time ended while the viewer was still to pay (a hosted
 * page or a PayPal order left open): the payment is given up at the gateway where it can be, and
 * the seats are freed for anyone. A payment the gateway reports made in full completes and books
 * the seats, which were held until now. A payment on its way (a card being charged, a hosted page
 * that reported success) is left to its webhook and the reconciliation round. Money that still
 * arrives later books the seats if they are free and is refunded otherwise (complete-purchase.ts).
 */
export async function expireSeatPayments(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'storage' | 'config' | 'events' | 'places' | 'webhooks'>,
  providers: PaymentProviders,
  now: Date,
  log: MailLog,
): Promise<SeatPaymentOutcome[]> {
  const outcomes: SeatPaymentOutcome[] = [];
  for (const order of await takeSeatPaymentsPastTime(deps.db, now)) {
    const purchase = await findPurchaseById(deps.db, order.purchaseId);
    if (purchase?.status !== PURCHASE_STATUSES.initiated) {
      outcomes.push('left');
      continue;
    }
    const gateway = (await providers.forCompany(purchase.companyId)).gateways[purchase.gateway];
    const reference = referenceOf(purchase, null);
    const check: PaymentCheck =
      gateway && reference
        ? await (gateway.cancel ?? gateway.check)(reference)
        : { state: 'failed', reason: 'cancelled', message: ABANDONED };
    const completed =
      check.state === 'succeeded'
        ? await settlePayment(deps.db, purchase, check, { now, failOnDecline: false })
        : null;
    if (!completed) await releasePurchase(deps.db, purchase, { message: ABANDONED }, now);
    await mailPurchaseNews(deps, purchase.id, {
      origin: (domain) => siteOrigin(deps.config, domain),
      log,
    });
    outcomes.push(completed ? 'completed' : 'released');
    deps.events.toSeatChart(order.screenerId, { type: 'seats.changed', screener_id: order.screenerId });
    if (!completed) await deps.places.freed({ companyId: purchase.companyId, screenerId: order.screenerId });
  }
  return outcomes;
}
