import { toApiDateTime } from '@screener/contracts/dates';
import { formatAmount } from '@screener/contracts/money';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { FastifyInstance } from 'fastify';
import { text } from '../../lib/texts/index.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { SANDBOX_CHALLENGE_PATH, SANDBOX_RECEIPT_PATH } from './gateways/sandbox.ts';
import {
  escapeHtml,
  framePageQuery,
  sendFramePage,
  ZFramePageQuery,
} from './gateways/three-d-secure-page.ts';
import { parseLooseBody } from './loose-body.ts';
import { findPurchaseByReference, isSuperseded, nextActionOf } from './purchase-queries.ts';

const SANDBOX_REFERENCE = /^sbx_\d+_[0-9a-f]{12}$/;
const SANDBOX_PAID_REFERENCE = /^sbx_\d+_[0-9a-f]{12}(?:_ok)?$/;
/** A sandbox page's path: the payment's reference. */
type ReferencePath = { Params: { reference: string } };

/** The sandbox's pages inside the payment frame: its 3-D Secure challenge and its receipt. `scope` reads a posted form as raw text. */
export function registerSandboxFrameRoutes(
  scope: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  /** The sandbox's 3-D Secure challenge, shown in the 600x400 frame. */
  scope.get<ReferencePath>(`${SANDBOX_CHALLENGE_PATH}/:reference`, async (request, reply) => {
    const { reference } = request.params;
    const query = ZFramePageQuery.safeParse(request.query);
    if (!SANDBOX_REFERENCE.test(reference) || !query.success) return reply.code(404).send('Not found');
    const { purchase_id: purchaseId, lang: language } = query.data;
    const action = `${SANDBOX_CHALLENGE_PATH}/${reference}${framePageQuery(purchaseId, language)}`;
    return sendFramePage(reply, {
      language,
      title: text(language, 'paymentFrame.challengeTitle'),
      body:
        `<h1>${escapeHtml(text(language, 'paymentFrame.challengeTitle'))}</h1><p>${escapeHtml(text(language, 'paymentFrame.challengeIntro'))}</p>` +
        `<form method="post" action="${escapeHtml(action)}">` +
        `<button type="submit" name="outcome" value="complete">${escapeHtml(text(language, 'paymentFrame.complete'))}</button>` +
        `<button type="submit" name="outcome" value="fail">${escapeHtml(text(language, 'paymentFrame.fail'))}</button></form>`,
      message: null,
    });
  });

  scope.post<ReferencePath>(`${SANDBOX_CHALLENGE_PATH}/:reference`, async (request, reply) => {
    const { reference } = request.params;
    const query = ZFramePageQuery.safeParse(request.query);
    if (!SANDBOX_REFERENCE.test(reference) || !query.success) return reply.code(404).send('Not found');
    // As a provider refuses to confirm a payment that was cancelled, the sandbox passes only a
    // purchase still waiting for this challenge (a subscription's first payment has no purchase).
    const purchase = await findPurchaseByReference(deps.db, 'sandbox', reference);
    const given =
      purchase !== null &&
      purchase.status !== PURCHASE_STATUSES.completed &&
      nextActionOf(purchase) !== 'three_d_secure';
    const succeeded =
      !given &&
      parseLooseBody(String(request.body ?? ''), request.headers['content-type']).outcome === 'complete';
    const said = given
      ? isSuperseded(purchase)
        ? 'paymentFrame.superseded'
        : 'paymentFrame.failed'
      : succeeded
        ? 'paymentFrame.completed'
        : 'paymentFrame.failed';
    return sendFramePage(reply, {
      language: query.data.lang,
      title: text(query.data.lang, 'paymentFrame.challengeTitle'),
      body: `<p>${escapeHtml(text(query.data.lang, said))}</p>`,
      message: {
        purchase_id: query.data.purchase_id,
        client_secret_id: providers.sandbox.challengeToken(reference, succeeded),
        succeeded,
      },
    });
  });

  /**
   * The sandbox's receipt of a completed payment, in the language it was bought in. The reference
   * carries 48 random bits, as a provider's receipt link does; an unpaid or unknown one is not found.
   */
  scope.get<ReferencePath>(`${SANDBOX_RECEIPT_PATH}/:reference`, async (request, reply) => {
    const { reference } = request.params;
    const purchase = SANDBOX_PAID_REFERENCE.test(reference)
      ? await findPurchaseByReference(deps.db, 'sandbox', reference)
      : null;
    if (purchase?.status !== PURCHASE_STATUSES.completed || !purchase.completedAt)
      return reply.code(404).send('Not found');
    const language = purchase.language ?? 'en';
    const rows: [string, string][] = [
      [
        text(language, 'paymentFrame.amountPaid'),
        `${formatAmount(purchase.amountMinor)} ${purchase.currency}`,
      ],
      [text(language, 'paymentFrame.order'), String(purchase.id)],
      [text(language, 'paymentFrame.paidOn'), `${toApiDateTime(purchase.completedAt)} UTC`],
    ];
    return sendFramePage(reply, {
      language,
      title: text(language, 'paymentFrame.receiptTitle'),
      body:
        `<h1>${escapeHtml(text(language, 'paymentFrame.receiptTitle'))}</h1><dl>` +
        rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('') +
        '</dl>',
      message: null,
    });
  });
}
