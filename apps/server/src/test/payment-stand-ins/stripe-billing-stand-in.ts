/**
 * The Billing half of the local Stripe stand-in: prices, customers, subscriptions and their
 * invoices, as the SDK calls them, with Stripe's test payment methods behaving as Stripe's do
 * (pm_card_visa pays, pm_card_threeDSecure2Required needs 3-D Secure on the first invoice,
 * pm_card_chargeDeclined is declined). Tests move the objects on (a renewal paid or failed) and
 * deliver them in signed events.
 */

type Json = Record<string, unknown>;

export type StandInIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  next_action: unknown;
  last_payment_error: { message: string } | null;
};

export type StandInInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  customer_email: string | null;
  total: number;
  amount_due: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  number: string;
  created: number;
  due_date: number | null;
  hosted_invoice_url: string;
  invoice_pdf: string;
  period_start: number;
  period_end: number;
  status_transitions: { paid_at: number | null };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  payments: { object: 'list'; data: { payment: { type: 'payment_intent'; payment_intent: string } }[] };
  lines: { object: 'list'; data: { period: { start: number; end: number } }[] };
};

export type StandInSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_end: number | null;
  created: number;
  start_date: number;
  metadata: Record<string, string>;
  default_payment_method: Json;
  discounts: unknown[];
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: Json;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  latest_invoice: string;
};

type Answer = { status: number; body: unknown } | null;

const DAY = 86_400;

/** One month or year on from `seconds`, as the server's plan intervals go (UTC, day kept). */
function addPeriod(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1));
  return Math.floor(date.getTime() / 1000);
}

const brands: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002' },
};

export function createBillingStandIn(options: {
  base: string;
  now: () => number;
  next: () => number;
  intents: Map<string, StandInIntent>;
}) {
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  /** What a repeated POST with the same idempotency key answers, as Stripe replays it. */
  const replays = new Map<string, unknown>();

  const paymentMethod = (id: string) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: brands[id] ?? { brand: 'visa', last4: '0000' },
  });

  /** An invoice for one period, with its payment intent charged by the card on file. */
  function raiseInvoice(
    subscription: StandInSubscription,
    amount: number,
    card: string,
    start: number,
    end: number,
  ) {
    const sequence = options.next();
    const id = `in_${sequence}`;
    const currency = String(subscription.items.data[0]?.price.currency ?? 'eur');
    const intentId = `pi_${sequence}`;
    const outcome = amount === 0 ? 'paid' : card === 'pm_card_visa' ? 'paid' : card;
    const invoice: StandInInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      customer_email: String(customers.get(subscription.customer)?.email ?? ''),
      total: amount,
      amount_due: amount,
      currency,
      status: outcome === 'paid' ? 'paid' : 'open',
      number: `INV-${sequence}`,
      created: options.now(),
      due_date: null,
      hosted_invoice_url: `${options.base}/invoice/${id}`,
      invoice_pdf: `${options.base}/invoice/${id}/pdf`,
      period_start: start,
      period_end: end,
      status_transitions: { paid_at: outcome === 'paid' ? options.now() : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: intentId } }] },
      lines: { object: 'list', data: [{ period: { start, end } }] },
    };
    options.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency,
      status:
        outcome === 'paid'
          ? 'succeeded'
          : outcome === 'pm_card_threeDSecure2Required'
            ? 'requires_action'
            : 'requires_payment_method',
      client_secret: `${intentId}_secret_x`,
      metadata: {},
      created: options.now(),
      next_action: outcome === 'pm_card_threeDSecure2Required' ? { type: 'use_stripe_sdk' } : null,
      last_payment_error:
        outcome === 'pm_card_chargeDeclined' ? { message: 'Your card was declined.' } : null,
    });
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  /** A subscription with its latest invoice expanded, as `expand[]=latest_invoice` answers. */
  const expanded = (subscription: StandInSubscription) => ({
    ...subscription,
    latest_invoice: invoices.get(subscription.latest_invoice) ?? subscription.latest_invoice,
  });

  function createSubscription(form: URLSearchParams): Answer {
    const customer = form.get('customer') ?? '';
    const price = prices.get(form.get('items[0][price]') ?? '');
    if (!customers.has(customer) || !price)
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } };
    const card = form.get('default_payment_method') ?? '';
    const now = options.now();
    const trialDays = Number(form.get('trial_period_days') ?? 0);
    const interval = String((price.recurring as Json).interval);
    const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
    const periodEnd = trialEnd ?? addPeriod(now, interval);
    const id = `sub_${options.next()}`;
    const subscription: StandInSubscription = {
      id,
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: trialEnd,
      created: now,
      start_date: now,
      metadata: Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
      default_payment_method: paymentMethod(card),
      discounts: [],
      items: {
        object: 'list',
        data: [
          {
            id: `si_${options.next()}`,
            object: 'subscription_item',
            price,
            current_period_start: now,
            current_period_end: periodEnd,
          },
        ],
      },
      latest_invoice: '',
    };
    const invoice = raiseInvoice(
      subscription,
      trialEnd ? 0 : Number(price.unit_amount),
      card,
      now,
      periodEnd,
    );
    if (invoice.status !== 'paid') subscription.status = 'incomplete';
    subscriptions.set(id, subscription);
    return { status: 200, body: expanded(subscription) };
  }

  function updateSubscription(subscription: StandInSubscription, form: URLSearchParams): Answer {
    const atPeriodEnd = form.get('cancel_at_period_end');
    if (subscription.status === 'canceled')
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its metadata.',
          },
        },
      };
    const card = form.get('default_payment_method');
    if (card) subscription.default_payment_method = paymentMethod(card);
    if (atPeriodEnd !== null) {
      const cancel = atPeriodEnd === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? (subscription.items.data[0]?.current_period_end ?? null) : null;
      subscription.canceled_at = cancel ? options.now() : null;
    }
    return { status: 200, body: expanded(subscription) };
  }

  /** `invoices/{id}/pay`: the card given, else the subscription's default, pays it or is declined. */
  function payAnswer(invoiceId: string, card: string | null): Answer {
    const invoice = invoices.get(invoiceId);
    if (!invoice)
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such invoice' } } };
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
    const method = card ?? String(subscription?.default_payment_method.id ?? '');
    if (invoice.status === 'open' && method !== 'pm_card_visa') {
      return {
        status: 402,
        body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
      };
    }
    return { status: 200, body: pay(invoice) };
  }

  function pay(invoice: StandInInvoice) {
    invoice.status = 'paid';
    invoice.status_transitions.paid_at = options.now();
    const intent = options.intents.get(invoice.payments.data[0]?.payment.payment_intent ?? '');
    if (intent) intent.status = 'succeeded';
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (subscription && subscription.status === 'past_due') subscription.status = 'active';
    return invoice;
  }

  return {
    prices,
    customers,
    subscriptions,
    invoices,
    /** Answers a Billing request, or null when the path is not Billing's. */
    handle(method: string, path: string, form: URLSearchParams, idempotencyKey: string | undefined): Answer {
      const replayKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : null;
      if (replayKey && replays.has(replayKey)) return { status: 200, body: replays.get(replayKey) };
      const answer = this.route(method, path, form);
      if (replayKey && answer?.status === 200) replays.set(replayKey, answer.body);
      return answer;
    },
    route(method: string, path: string, form: URLSearchParams): Answer {
      if (method === 'GET' && path === '/v1/prices') {
        const key = form.get('lookup_keys[0]');
        const data = [...prices.values()].filter((price) => price.lookup_key === key);
        return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
      }
      if (method === 'POST' && path === '/v1/prices') {
        const id = `price_${options.next()}`;
        const price = {
          id,
          object: 'price',
          currency: form.get('currency'),
          unit_amount: Number(form.get('unit_amount')),
          recurring: { interval: form.get('recurring[interval]') },
          lookup_key: form.get('lookup_key'),
          product: `prod_${options.next()}`,
        };
        prices.set(id, price);
        return { status: 200, body: price };
      }
      if (method === 'POST' && path === '/v1/customers') {
        const id = `cus_${options.next()}`;
        const customer = { id, object: 'customer', email: form.get('email'), name: form.get('name') };
        customers.set(id, customer);
        return { status: 200, body: customer };
      }
      const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
      if (method === 'POST' && attach) return { status: 200, body: paymentMethod(attach[1] ?? '') };
      if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(form);
      const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
      const intent = confirm ? options.intents.get(confirm[1] ?? '') : undefined;
      if (method === 'POST' && intent) {
        if (intent.status === 'requires_action') {
          intent.next_action = {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `https://hooks.stripe.test/3ds/${intent.id}`,
              return_url: form.get('return_url'),
            },
          };
        }
        return { status: 200, body: intent };
      }
      const pay = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path);
      if (method === 'POST' && pay) return payAnswer(pay[1] ?? '', form.get('payment_method'));
      const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      const subscription = one ? subscriptions.get(one[1] ?? '') : undefined;
      if (one && !subscription)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
        };
      if (subscription && method === 'GET') return { status: 200, body: expanded(subscription) };
      if (subscription && method === 'POST') return updateSubscription(subscription, form);
      if (subscription && method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = options.now();
        subscription.ended_at = options.now();
        return { status: 200, body: expanded(subscription) };
      }
      return null;
    },
    /** The issuer accepted the first invoice's challenge: it is paid and the subscription starts. */
    passChallenge(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      const invoice = subscription ? invoices.get(subscription.latest_invoice) : undefined;
      const intentId = invoice?.payments.data[0]?.payment.payment_intent ?? '';
      const intent = options.intents.get(intentId);
      if (!subscription || !invoice || !intent) return;
      intent.status = 'succeeded';
      intent.next_action = null;
      invoice.status = 'paid';
      invoice.status_transitions.paid_at = options.now();
      subscription.status = subscription.trial_end ? 'trialing' : 'active';
    },
    /**
     * The period ended: Stripe raises the next invoice and charges the saved card with `card`'s
     * outcome; paid keeps it active, declined makes it past due. Answers the new invoice.
     */
    renew(subscriptionId: string, card: 'pm_card_visa' | 'pm_card_chargeDeclined') {
      const subscription = subscriptions.get(subscriptionId);
      const item = subscription?.items.data[0];
      if (!subscription || !item) throw new Error(`no subscription ${subscriptionId}`);
      const start = item.current_period_end;
      const end = addPeriod(start, String((item.price.recurring as Json).interval));
      item.current_period_start = start;
      item.current_period_end = end;
      const invoice = raiseInvoice(subscription, Number(item.price.unit_amount), card, start, end);
      subscription.status = invoice.status === 'paid' ? 'active' : 'past_due';
      return invoice;
    },
    /** A past-due invoice paid (a retry, or the customer paying it). */
    payInvoice(invoiceId: string) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`no invoice ${invoiceId}`);
      return pay(invoice);
    },
    /** Stripe ends the subscription (cancelled at period end, or retries exhausted). */
    end(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.status = 'canceled';
      subscription.ended_at = options.now();
      return subscription;
    },
  };
}
