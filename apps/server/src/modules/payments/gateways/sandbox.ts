import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type { PaymentCheck, PaymentGateway, PaymentReference, StartPaymentInput } from './gateway.ts';
import { framePageQuery } from './three-d-secure-page.ts';

export const SANDBOX_CHALLENGE_PATH = '/payments/sandbox/challenge';
/** The sandbox's receipt of a payment, as a card provider links one; on the company's own site. */
export const SANDBOX_RECEIPT_PATH = '/payments/sandbox/receipt';
const receiptOf = (reference: string) => `${SANDBOX_RECEIPT_PATH}/${reference}`;

/**
 * The offline test-mode gateway: behaves like a card provider's test mode so every purchase flow
 * runs without the internet. The success card pays at once, the 3-D Secure card asks for a
 * challenge served by this server, the declined card is refused. A challenge's result is a token
 * signed with `secret`, so no state is kept and any server node can check it.
 */
export function createSandboxGateway(options: { secret: string }): PaymentGateway & {
  challengeToken(reference: string, succeeded: boolean): string;
} {
  const sign = (reference: string, succeeded: boolean) =>
    createHmac('sha256', options.secret)
      .update(`${reference}:${succeeded ? 'ok' : 'failed'}`)
      .digest('hex');
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  // The sandbox charges exactly what was asked; real providers report their own amount.
  const amountOf = (payment: PaymentReference) => ({
    amountMinor: payment.amountMinor,
    currency: payment.currency,
  });

  return {
    name: 'sandbox',
    challengeToken: sign,
    async start(input: StartPaymentInput) {
      const card = input.card.cardNumber?.replace(/\s/g, '') ?? '';
      const reference = `sbx_${input.purchaseId}_${randomBytes(6).toString('hex')}`;
      if (card === SANDBOX_CARDS.success)
        return {
          outcome: 'succeeded',
          reference: `${reference}_ok`,
          receiptUrl: receiptOf(`${reference}_ok`),
        };
      if (card === SANDBOX_CARDS.threeDSecure) {
        return {
          outcome: 'requires_action',
          reference,
          url: `${input.origin}${SANDBOX_CHALLENGE_PATH}/${reference}${framePageQuery(input.purchaseId, input.language)}`,
          clientSecret: null,
        };
      }
      if (card === SANDBOX_CARDS.declined)
        return { outcome: 'failed', reference, reason: 'declined', message: 'Your card was declined.' };
      return {
        outcome: 'failed',
        reference: null,
        reason: 'test_card_required',
        message: 'Use one of the test cards of the sandbox gateway.',
      };
    },
    async check(payment): Promise<PaymentCheck> {
      if (payment.reference.endsWith('_ok'))
        return { state: 'succeeded', ...amountOf(payment), receiptUrl: receiptOf(payment.reference) };
      if (payment.proof && same(payment.proof, sign(payment.reference, true))) {
        return { state: 'succeeded', ...amountOf(payment), receiptUrl: receiptOf(payment.reference) };
      }
      if (payment.proof && same(payment.proof, sign(payment.reference, false))) {
        return {
          state: 'failed',
          reason: 'not_authenticated',
          message: 'The card issuer did not authenticate the payment.',
        };
      }
      return { state: 'pending' };
    },
    async cancel(): Promise<PaymentCheck> {
      return { state: 'failed', reason: 'cancelled', message: 'The payment was abandoned.' };
    },
    // Test mode: a refund is accepted at once.
    async refund() {},
    // The sandbox runs inside the server and keeps nothing: a payment whose answer was lost with
    // the process was never made anywhere, so there is none to find.
    async findByPurchase() {
      return null;
    },
  };
}
