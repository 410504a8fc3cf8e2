import { STRIPE_WEBHOOK_PATHS } from '@screener/contracts/company-settings';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { normalizeHost } from '../../lib/host-name.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { PaymentsDeps } from './deps.ts';
import { MESHULAM_NOTIFY_PATH } from './gateways/meshulam.ts';
import { PAYPAL_WEBHOOK_PATH, refundedCaptureOf } from './gateways/paypal.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { verifiedStripeEvent } from './gateways/stripe-signature.ts';
import { field, parseLooseBody } from './loose-body.ts';
import { mailPurchaseNews } from './purchase-mail.ts';
import { findPurchaseByReference } from './purchase-queries.ts';
import { recordProviderRefund } from './refund-order.ts';
import { referenceOf, settlePayment, tellSeatCharts } from './settle-payment.ts';
import { handleStripeEvent } from './stripe-webhook-events.ts';

/**
 * What providers call from their own servers: Stripe's events, PayPal's refunds and the Israeli
 * provider's callback. `scope` reads bodies as raw text (a signature covers the exact bytes).
 */
export function registerProviderWebhooks(
  scope: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  // A provider calls from its own servers: the mail's links come from the company's domain alone.
  const mailOrigin = (domain: string) => siteOrigin(deps.config, domain);

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
    const gateway = (purchase ? await providers.forCompany(purchase.companyId) : providers).gateways.meshulam;
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
}
