import type { PaymentFailureReason } from '@screener/contracts/payment-failures';
import Stripe from 'stripe';
import {
  basePurchaseInput,
  type PaymentCheck,
  type PaymentGateway,
  type PaymentStart,
  type StartPaymentInput,
} from './gateway.ts';
import { framePageQuery, THREE_D_SECURE_COMPLETE_PATH } from './three-d-secure-page.ts';

export type StripeOptions = { secretKey: string; webhookSecret: string | null; apiBase: string | null };

/** The SDK, pointed at `apiBase` when set (a local stand-in in tests, a proxy in some deployments). */
export function createStripeClient(options: StripeOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Where a payment intent stands, as the other gateways say it. */
export function stripeIntentCheck(intent: Stripe.PaymentIntent): PaymentCheck {
  switch (intent.status) {
    case 'succeeded':
      return {
        state: 'succeeded',
        amountMinor: intent.amount,
        currency: intent.currency.toUpperCase(),
        receiptUrl: null,
      };
    case 'canceled':
      return { state: 'failed', reason: 'cancelled', message: 'The payment was cancelled.' };
    case 'requires_payment_method':
    case 'requires_source' as Stripe.PaymentIntent.Status:
      return {
        state: 'failed',
        reason: failureReason(intent.last_payment_error?.code),
        message: intent.last_payment_error?.message ?? 'The card was not accepted.',
      };
    default:
      return { state: 'pending' };
  }
}

/** What the viewer is told of Stripe's error code: a failed 3-D Secure, or a declined card. */
function failureReason(code: string | undefined): PaymentFailureReason {
  return code === 'payment_intent_authentication_failure' ? 'not_authenticated' : 'declined';
}

/**
 * Card payments with payment intents: created and confirmed on the server with the payment method
 * from the card element; `requires_action` sends the viewer through 3-D Secure in a frame that
 * returns to our completion page; `requires_source` (and its successor `requires_payment_method`)
 * is a failure. Webhooks are verified in the webhooks module with the same client.
 */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: 'stripe',
    purchaseInput(request, defaults) {
      const input = basePurchaseInput(defaults);
      if (request.charge_type !== 'stripe') return input;
      // `token` is the older clients' name for the payment method.
      const paymentMethodId = request.payment_method_id ?? request.token ?? null;
      return { ...input, card: { paymentMethodId, cardNumber: null } };
    },
    async start(input: StartPaymentInput): Promise<PaymentStart> {
      const paymentMethod = input.card.paymentMethodId;
      const details = {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        description: input.description,
        receipt_email: input.customer.email,
        metadata: { purchase_id: String(input.purchaseId) },
        ...(input.statementDescriptorSuffix
          ? { statement_descriptor_suffix: input.statementDescriptorSuffix.slice(0, 22) }
          : {}),
      };
      const requestOptions = { idempotencyKey: `purchase-${input.purchaseId}-${input.idempotencyKey}` };
      if (!paymentMethod) {
        // The text's client sends no card: it confirms the intent in the browser with its client
        // secret, then sends markPaid (spec part 2 §4.6, §7.3). The purchase waits for it as for 3-D Secure.
        const waiting = await stripe.paymentIntents.create(details, requestOptions);
        return {
          outcome: 'requires_action',
          reference: waiting.id,
          url: null,
          clientSecret: waiting.client_secret,
        };
      }
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            ...details,
            payment_method: paymentMethod,
            confirm: true,
            use_stripe_sdk: false,
            return_url: `${input.origin}${THREE_D_SECURE_COMPLETE_PATH}${framePageQuery(input.purchaseId, input.language)}`,
          },
          requestOptions,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const reference = error.payment_intent?.id ?? null;
          return { outcome: 'failed', reference, reason: failureReason(error.code), message: error.message };
        }
        throw error;
      }
      if (intent.status === 'succeeded')
        return { outcome: 'succeeded', reference: intent.id, receiptUrl: null };
      if (intent.status === 'requires_action') {
        const url = intent.next_action?.redirect_to_url?.url;
        if (!url)
          return {
            outcome: 'failed',
            reference: intent.id,
            reason: 'refused',
            message: 'The card needs an action we cannot show.',
          };
        return { outcome: 'requires_action', reference: intent.id, url, clientSecret: intent.client_secret };
      }
      const check = stripeIntentCheck(intent);
      if (check.state === 'failed')
        return { outcome: 'failed', reference: intent.id, reason: check.reason, message: check.message };
      // Processing at the card network: the webhook completes it.
      return { outcome: 'processing', reference: intent.id };
    },
    async check(payment) {
      return stripeIntentCheck(await stripe.paymentIntents.retrieve(payment.reference));
    },
    async findByPurchase(purchaseId) {
      // Every intent carries its purchase id; the newest one is the attempt whose answer was lost.
      const found = await stripe.paymentIntents.search({
        query: `metadata['purchase_id']:'${purchaseId}'`,
        limit: 10,
      });
      const newest = found.data.toSorted((a, b) => b.created - a.created)[0];
      return newest ? { reference: newest.id, check: stripeIntentCheck(newest) } : null;
    },
    async refund(payment, idempotencyKey, amountMinor) {
      await stripe.refunds.create(
        { payment_intent: payment.reference, ...(amountMinor === undefined ? {} : { amount: amountMinor }) },
        { idempotencyKey },
      );
    },
    async cancel(payment) {
      try {
        return stripeIntentCheck(await stripe.paymentIntents.cancel(payment.reference));
      } catch (error) {
        // An intent that already succeeded (or failed) cannot be cancelled: say where it ended.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return stripeIntentCheck(await stripe.paymentIntents.retrieve(payment.reference));
        }
        throw error;
      }
    },
  };
}
