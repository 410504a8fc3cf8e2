import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { PaymentsDeps } from './deps.ts';
import { mailPurchaseNews } from './purchase-mail.ts';
import { findCompanyPurchase, type PurchaseRow } from './purchase-queries.ts';
import { purchaseView, viewerState } from './purchase-view.ts';

/** A purchase call's answer: the purchase as it stands now, and what the viewer holds with it. */
export async function purchaseAnswer(db: DbExecutor, purchase: PurchaseRow) {
  const fresh = (await findCompanyPurchase(db, purchase.companyId, purchase.id)) ?? purchase;
  return {
    purchase: await purchaseView(db, fresh),
    ...(await viewerState(db, fresh.companyId, fresh.consumerId)),
  };
}

/** After the viewer's step: the receipt if it completed, "we will notify you" if it is left in process. */
export function mailNewsAfterStep(
  deps: PaymentsDeps,
  request: FastifyRequest,
  purchaseId: number,
  inProcess: boolean,
): Promise<void> {
  return mailPurchaseNews(deps, purchaseId, {
    origin: (domain) => siteOrigin(deps.config, domain),
    inProcess,
    log: request.log,
  });
}
