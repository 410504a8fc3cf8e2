import { STRIPE_WEBHOOK_PATHS } from '@screener/contracts/company-settings';
import { toApiDateTime } from '@screener/contracts/dates';
import { LANGUAGES } from '@screener/contracts/language';
import { formatAmount } from '@screener/contracts/money';
import { PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { zCoercedId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { normalizeHost } from '../../lib/host-name.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { text } from '../../lib/texts/index.ts';
import type { PaymentsDeps } from './deps.ts';
import { MESHULAM_NOTIFY_PATH } from './gateways/meshulam.ts';
import { PAYPAL_WEBHOOK_PATH, refundedCaptureOf } from './gateways/paypal.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { SANDBOX_CHALLENGE_PATH, SANDBOX_RECEIPT_PATH } from './gateways/sandbox.ts';
import { verifiedStripeEvent } from './gateways/stripe-signature.ts';
import {
  escapeHtml,
  framePageQuery,
  sendFramePage,
  THREE_D_SECURE_COMPLETE_PATH,
} from './gateways/three-d-secure-page.ts';
import { mailPurchaseNews } from './purchase-mail.ts';
import { findPurchaseByReference, isSuperseded, nextActionOf } from './purchase-queries.ts';
import { recordProviderRefund } from './refund-order.ts';
import { referenceOf, settlePayment, tellSeatCharts } from './settle-payment.ts';
import { handleStripeEvent } from './stripe-webhook-events.ts';

const SANDBOX_REFERENCE = /^sbx_\d+_[0-9a-f]{12}$/;
const SANDBOX_PAID_REFERENCE = /^sbx_\d+_[0-9a-f]{12}(?:_ok)?$/;
/** The purchase, and the viewer's language for the frame's words (English when absent or unknown). */
const ZPurchaseQuery = z.object({ purchase_id: zCoercedId, lang: z.enum(LANGUAGES).catch('en') });

/** Reads `key` from a form or JSON body, also under `data[...]` as the Israeli provider nests it. */
function field(body: Record<string, unknown>, key: string): string | null {
  const value =
    body[key] ?? body[`data[${key}]`] ?? (body.data as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function parseLooseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (contentType?.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * What providers call, and the pages shown inside payment frames. These live outside `/api`:
 * webhooks read their raw body (a signature covers the exact bytes), frames are HTML.
 */
/** A sandbox page's path: the payment's reference. */
type ReferencePath = { Params: { reference: string } };

export function registerProviderRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  // A provider calls from its own servers: the mail's links come from the company's domain alone.
  const mailOrigin = (domain: string) => siteOrigin(deps.config, domain);
  app.register(async (scope) => {
    // Raw text for this scope only: the Stripe signature covers the exact bytes sent.
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );

    scope.post(STRIPE_WEBHOOK_PATHS.webhook_secret, async (request, reply) => {
      // A company with its own Stripe account points its webhook at its own domain.
      const company = await deps.companies.byDomain(normalizeHost(request.hostname));
      const stripe = (company ? await providers.forCompany(company.id) : providers).stripe;
      if (!stripe?.webhookSecret) return reply.code(404).send({ received: false });
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = verifiedStripeEvent(stripe.client, {
          body: String(request.body ?? ''),
          signature: typeof signature === 'string' ? signature : '',
          secret: stripe.webhookSecret,
          now: deps.clock.now(),
        });
      } catch {
        return reply.code(400).send({ received: false, error: 'invalid signature' });
      }
      await handleStripeEvent(
        {
          db: deps.db,
          now: deps.clock.now(),
          mailNews: (purchaseId) =>
            mailPurchaseNews(deps, purchaseId, { origin: mailOrigin, log: request.log }),
          seatsSettled: (purchase) => tellSeatCharts(deps.events, purchase),
          refunded: async (purchase, totalRefundedMinor) => {
            await recordProviderRefund(
              deps,
              { purchaseId: purchase.id, totalRefundedMinor, provider: 'stripe', now: deps.clock.now() },
              request.log,
            );
          },
          charge: (id) => stripe.client.charges.retrieve(id),
        },
        event,
      );
      return reply.send({ received: true });
    });

    /**
     * PayPal's `PAYMENT.CAPTURE.REFUNDED` (a refund made in PayPal, or the echo of a staff
     * refund): the capture and its order are read back from PayPal before anything counts, as the
     * Israeli provider's callback is, so a forged event changes nothing.
     */
    scope.post(PAYPAL_WEBHOOK_PATH, async (request, reply) => {
      const captureId = refundedCaptureOf(parseLooseBody(String(request.body ?? ''), 'application/json'));
      if (!captureId) return reply.send({ received: true });
      const company = await deps.companies.byDomain(normalizeHost(request.hostname));
      const gateway = (company ? await providers.forCompany(company.id) : providers).gateways.paypal;
      if (!gateway?.refundedOfCapture) return reply.code(404).send({ received: false });
      const refunded = await gateway.refundedOfCapture(captureId);
      const purchase = refunded ? await findPurchaseByReference(deps.db, 'paypal', refunded.reference) : null;
      if (refunded && purchase && (!company || company.id === purchase.companyId)) {
        await recordProviderRefund(
          deps,
          {
            purchaseId: purchase.id,
            totalRefundedMinor: refunded.refundedMinor,
            provider: 'paypal',
            now: deps.clock.now(),
          },
          request.log,
        );
      }
      return reply.send({ received: true });
    });

    /** The Israeli provider's server callback: the process is read back from the provider before it counts. */
    scope.post(MESHULAM_NOTIFY_PATH, async (request, reply) => {
      const body = parseLooseBody(String(request.body ?? ''), request.headers['content-type']);
      const processId = field(body, 'processId');
      const purchase = processId ? await findPurchaseByReference(deps.db, 'meshulam', processId) : null;
      const gateway = (purchase ? await providers.forCompany(purchase.companyId) : providers).gateways
        .meshulam;
      if (!gateway) return reply.code(404).send({ received: false });
      const reference = purchase ? referenceOf(purchase, null) : null;
      if (purchase && reference) {
        const completed = await settlePayment(deps.db, purchase, await gateway.check(reference), {
          now: deps.clock.now(),
          webhook: { gateway: 'meshulam', eventId: `process-${reference.reference}`, type: 'payment' },
          failOnDecline: false,
        });
        tellSeatCharts(deps.events, purchase);
        await mailPurchaseNews(deps, completed?.id ?? purchase.id, { origin: mailOrigin, log: request.log });
      }
      return reply.send({ received: true });
    });

    /** The sandbox's 3-D Secure challenge, shown in the 600x400 frame. */
    scope.get<ReferencePath>(`${SANDBOX_CHALLENGE_PATH}/:reference`, async (request, reply) => {
      const { reference } = request.params;
      const query = ZPurchaseQuery.safeParse(request.query);
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
      const query = ZPurchaseQuery.safeParse(request.query);
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
          rows
            .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
            .join('') +
          '</dl>',
        message: null,
      });
    });

    /** A card provider's 3-D Secure return page (Stripe adds `payment_intent` to the query). */
    scope.get(THREE_D_SECURE_COMPLETE_PATH, async (request, reply) => {
      const query = ZPurchaseQuery.extend({ payment_intent: z.string().max(255).optional() }).safeParse(
        request.query,
      );
      if (!query.success) return reply.code(404).send('Not found');
      return sendFramePage(reply, {
        language: query.data.lang,
        title: text(query.data.lang, 'paymentFrame.completed'),
        body: `<p>${escapeHtml(text(query.data.lang, 'paymentFrame.completed'))}</p>`,
        message: {
          purchase_id: query.data.purchase_id,
          client_secret_id: query.data.payment_intent ?? null,
          succeeded: null,
        },
      });
    });
  });
}
