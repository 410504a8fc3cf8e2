import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import {
  basePurchaseInput,
  type PaymentCheck,
  type PaymentGateway,
  type PaymentReference,
  type StartPaymentInput,
} from './gateway.ts';
import { framePageQuery } from './three-d-secure-page.ts';

export const SANDBOX_CHALLENGE_PATH = '/payments/sandbox/challenge';
/** The sandbox's receipt of a payment, as a card provider links one; on the company's own site. */
export const SANDBOX_RECEIPT_PATH = '/payments/sandbox/receipt';
const receiptOf = (reference: string) => `${SANDBOX_RECEIPT_PATH}/${reference}`;

/** How the sandbox answers a charge of one of its test cards. */
export type SandboxCharge = 'succeeded' | 'requires_action' | 'declined' | 'unknown_card';

/**
 * A charge of a test card, with the viewer present (`onSession`: a challenge can be shown) or not
 * (a renewal): the 3-D Secure card then fails as a provider's authentication-required card does.
 * The charge-fails card is declined whenever charged; only saving it (a trial) succeeds.
 */
export function chargeSandboxCard(cardNumber: string, onSession: boolean): SandboxCharge {
  const card = cardNumber.replace(/\s/g, '');
  if (card === SANDBOX_CARDS.success) return 'succeeded';
  if (card === SANDBOX_CARDS.threeDSecure) return onSession ? 'requires_action' : 'declined';
  if (card === SANDBOX_CARDS.declined || card === SANDBOX_CARDS.chargeFails) return 'declined';
  return 'unknown_card';
}

/** Saving a test card without a charge (a trial): the charge-fails card saves well, as a provider's does. */
export function saveSandboxCard(cardNumber: string): SandboxCharge {
  const card = cardNumber.replace(/\s/g, '');
  return card === SANDBOX_CARDS.chargeFails ? 'succeeded' : chargeSandboxCard(card, true);
}

/** The challenge page's address for a reference (a purchase's or a subscription's first payment). */
export function sandboxChallengeUrl(origin: string, reference: string, query: string): string {
  return `${origin}${SANDBOX_CHALLENGE_PATH}/${reference}${query}`;
}

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
    purchaseInput(request, defaults) {
      const input = basePurchaseInput(defaults);
      if (request.charge_type !== 'sandbox') return input;
      return { ...input, card: { paymentMethodId: null, cardNumber: request.card_number ?? null } };
    },
    challengeToken: sign,
    async start(input: StartPaymentInput) {
      const charge = chargeSandboxCard(input.card.cardNumber ?? '', true);
      const reference = `sbx_${input.purchaseId}_${randomBytes(6).toString('hex')}`;
      if (charge === 'succeeded')
        return {
          outcome: 'succeeded',
          reference: `${reference}_ok`,
          receiptUrl: receiptOf(`${reference}_ok`),
        };
      if (charge === 'requires_action') {
        return {
          outcome: 'requires_action',
          reference,
          url: sandboxChallengeUrl(input.origin, reference, framePageQuery(input.purchaseId, input.language)),
          clientSecret: null,
        };
      }
      if (charge === 'declined')
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
