import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './read-body.ts';
import { createBillingStandIn, type StandInIntent as Intent } from './stripe-billing-stand-in.ts';

/**
 * A local stand-in of the Stripe API for tests: payment intents created, read and cancelled as
 * Stripe's test payment methods behave (pm_card_visa succeeds, pm_card_threeDSecure2Required needs
 * 3-D Secure, pm_card_chargeDeclined is declined, pm_card_requiresSource ends in requires_source),
 * and Billing's prices, customers, subscriptions and invoices (stripe-billing-stand-in.ts). Billing
 * reads its time from `now` (the app's injected clock in tests).
 */
export async function startStripeStandIn(options: { now?: () => Date } = {}) {
  const intents = new Map<string, Intent>();
  const requests: {
    method: string;
    path: string;
    form: URLSearchParams;
    idempotencyKey: string | undefined;
    /** The secret key the call was made with: which account it spoke to. */
    secretKey: string;
  }[] = [];
  let sequence = 0;
  let billing: ReturnType<typeof createBillingStandIn> | null = null;
  /** What has been refunded of each intent's charge. */
  const refundedOf = new Map<string, number>();
  const chargeOf = (intent: Intent) => ({
    id: `ch_${intent.id}`,
    object: 'charge',
    amount: intent.amount,
    currency: intent.currency,
    payment_intent: intent.id,
    amount_refunded: refundedOf.get(intent.id) ?? 0,
    refunded: (refundedOf.get(intent.id) ?? 0) >= intent.amount,
  });
  const server: Server = createServer(async (request, response) => {
    const [path = '', query = ''] = (request.url ?? '').split('?');
    // A GET carries its parameters in the query, a POST in its form body.
    const form = new URLSearchParams(request.method === 'GET' ? query : await readBody(request));
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path,
      form,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      secretKey: (request.headers.authorization ?? '').replace(/^Bearer /, ''),
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      response.end(JSON.stringify(body));
    };
    const billed = billing?.handle(
      request.method ?? '',
      path,
      form,
      typeof key === 'string' ? key : undefined,
    );
    if (billed) return send(billed.status, billed.body);
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${++sequence}`;
      const method = form.get('payment_method');
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'succeeded',
        client_secret: `${id}_secret_x`,
        metadata: { purchase_id: form.get('metadata[purchase_id]') ?? '' },
        created: sequence,
        next_action: null,
        last_payment_error: null,
      };
      if (method === 'pm_card_chargeDeclined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { message: 'Your card was declined.' };
        intents.set(id, intent);
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        });
      }
      if (method === 'pm_card_threeDSecure2Required') {
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url: `https://hooks.stripe.test/3ds/${id}`, return_url: form.get('return_url') },
        };
      }
      if (method === 'pm_card_requiresSource') {
        intent.status = 'requires_source';
        intent.last_payment_error = { message: 'The card needs another source.' };
      }
      intents.set(id, intent);
      return send(200, intent);
    }
    // Each intent's one charge is `ch_<intent>`; refunds (the API's or the test's) add to it.
    if (request.method === 'POST' && path === '/v1/refunds') {
      const refunded = intents.get(form.get('payment_intent') ?? '');
      if (!refunded)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const amount = Number(form.get('amount') ?? refunded.amount - (refundedOf.get(refunded.id) ?? 0));
      refundedOf.set(refunded.id, (refundedOf.get(refunded.id) ?? 0) + amount);
      return send(200, { id: `re_${++sequence}`, object: 'refund', amount, status: 'succeeded' });
    }
    const charge = /^\/v1\/charges\/ch_(.+)$/.exec(path);
    if (request.method === 'GET' && charge) {
      const charged = intents.get(charge[1] ?? '');
      if (!charged) return send(404, { error: { type: 'invalid_request_error', message: 'No such charge' } });
      return send(200, chargeOf(charged));
    }
    if (request.method === 'GET' && path === '/v1/payment_intents/search') {
      const search = form.get('query') ?? '';
      const purchaseId = /metadata\['purchase_id'\]:'(\d+)'/.exec(search)?.[1];
      const data = [...intents.values()].filter((intent) => intent.metadata.purchase_id === purchaseId);
      return send(200, { object: 'search_result', data, has_more: false, next_page: null, url: path });
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (!intent)
      return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    if (match?.[2]) {
      if (intent.status === 'succeeded') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent has already succeeded.' },
        });
      }
      intent.status = 'canceled';
    }
    return send(200, intent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  billing = createBillingStandIn({
    base,
    now: () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000),
    next: () => ++sequence,
    intents,
  });
  return {
    base,
    /** The settings that point the app's Stripe gateway at this stand-in. */
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_API_BASE: base,
    },
    intents,
    requests,
    billing,
    /** The intent's charge as Stripe reports it, with what was refunded of it. */
    charge(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      return chargeOf(intent);
    },
    /** A refund made in Stripe's dashboard, out of the app's sight. */
    refundInDashboard(intentId: string, amount: number) {
      refundedOf.set(intentId, (refundedOf.get(intentId) ?? 0) + amount);
    },
    /** The issuer accepted the challenge: Stripe now reports the intent succeeded. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) {
        intent.status = 'succeeded';
        intent.next_action = null;
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A card payment of `amount` euro cents for `purchaseId` made straight at the stand-in, as one whose
 * answer never reached the app: only the reconciliation or a webhook can tell the app of it.
 */
export function payAtStandIn(standIn: { base: string }, purchaseId: number, amount: number) {
  const stripe = new Stripe('sk_test_stand_in', {
    host: new URL(standIn.base).hostname,
    port: new URL(standIn.base).port,
    protocol: 'http',
  });
  return stripe.paymentIntents.create({
    amount,
    currency: 'eur',
    payment_method: 'pm_card_visa',
    confirm: true,
    metadata: { purchase_id: String(purchaseId) },
  });
}
