import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { AppError } from '../../lib/app-error.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { settleAbandoned } from './create-purchase.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { type MailLog, mailPurchaseNews } from './purchase-mail.ts';
import { findOwnPurchase, nextActionOf } from './purchase-queries.ts';

/** The viewer's order at an event being paid by this purchase, as `markSeatsLocked` finds it. */
export type OpenSeatPayment = { companyId: number; consumerId: number; purchaseId: number };

/**
 * What the venues module calls before the viewer holds seats again at an event whose order is
 * being paid: a payment the viewer left open (a 3-D Secure challenge, a hosted page, an order to
 * approve) is superseded, which frees its seats for the new hold; one on its way refuses, as
 * "payment in process"; one found paid meanwhile completes, and the hold is refused as bought.
 */
export function createSeatPaymentSuperseder(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'config' | 'clock' | 'storage' | 'webhooks'>,
  providers: PaymentProviders,
  log: MailLog,
) {
  return async (open: OpenSeatPayment): Promise<void> => {
    const purchase = await findOwnPurchase(deps.db, open.companyId, open.consumerId, open.purchaseId);
    if (!purchase || purchase.status === PURCHASE_STATUSES.completed) return;
    if (purchase.status === PURCHASE_STATUSES.processing && nextActionOf(purchase) === 'none')
      throw new AppError('PAYMENT_IN_PROCESS');
    await settleAbandoned(
      {
        db: deps.db,
        providers: await providers.forCompany(open.companyId),
        now: deps.clock.now(),
        announce: (purchaseId, inProcess = false) =>
          mailPurchaseNews(deps, purchaseId, {
            origin: (domain) => siteOrigin(deps.config, domain),
            inProcess,
            log,
          }),
      },
      purchase,
    );
  };
}
