import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import { z } from 'zod';
import type {
  PaymentCheck,
  PaymentGateway,
  PaymentReference,
  PaymentStart,
  StartPaymentInput,
} from './gateway.ts';

/** Where PayPal posts its webhook events (the company's own domain, or the deployment's). */
export const PAYPAL_WEBHOOK_PATH = '/webhooks/paypal';

/**
 * The capture a `PAYMENT.CAPTURE.REFUNDED` event's refund belongs to, from its `up` link; null
 * for any other event. Nothing else of the body is trusted: the capture is read back from PayPal.
 */
export function refundedCaptureOf(body: unknown): string | null {
  const parsed = z
    .object({
      event_type: z.literal('PAYMENT.CAPTURE.REFUNDED'),
      resource: z.object({ links: z.array(z.object({ rel: z.string(), href: z.string() })) }),
    })
    .safeParse(body);
  if (!parsed.success) return null;
  const up = parsed.data.resource.links.find((link) => link.rel === 'up')?.href ?? '';
  return /\/v2\/payments\/captures\/([A-Za-z0-9-]{1,64})$/.exec(up)?.[1] ?? null;
}

export type PaypalOptions = { clientId: string; clientSecret: string; apiBase: string };

const ZAmount = z.object({ currency_code: z.string(), value: z.string() });
const ZOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        amount: ZAmount.optional(),
        payments: z
          .object({
            captures: z
              .array(z.object({ id: z.string().optional(), status: z.string(), amount: ZAmount }))
              .optional(),
            refunds: z.array(z.object({ status: z.string(), amount: ZAmount })).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
type Order = z.infer<typeof ZOrder>;

/** A capture names the order it was taken for. */
const ZCapture = z.object({
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
});

const issuesOf = (json: unknown): string[] => {
  const parsed = z.object({ details: z.array(z.object({ issue: z.string() })) }).safeParse(json);
  return parsed.success ? parsed.data.details.map((detail) => detail.issue) : [];
};

/** A completed order's captured amount; anything short of COMPLETED grants nothing. */
function checkOf(order: Order): PaymentCheck {
  if (order.status === 'VOIDED')
    return { state: 'failed', reason: 'cancelled', message: 'The PayPal order was voided.' };
  if (order.status !== 'COMPLETED') return { state: 'pending' };
  const captures = order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
  const completed = captures.filter((capture) => capture.status === 'COMPLETED');
  if (completed.length === 0) return { state: 'pending' };
  const currency = completed[0]?.amount.currency_code ?? '';
  const amountMinor = completed.reduce((sum, capture) => sum + decimalToMinor(capture.amount.value), 0);
  return { state: 'succeeded', amountMinor, currency, receiptUrl: null };
}

/**
 * PayPal Orders v2 over fetch: the server creates the order for the amount it computed, the viewer
 * approves it with PayPal's button, and the server captures it and reads amount, currency and status
 * back before anything is granted.
 */
export function createPaypalGateway(options: PaypalOptions, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const base = options.apiBase.replace(/\/$/, '');

  async function accessToken(): Promise<string> {
    const response = await fetchImpl(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token request failed with ${response.status}`);
    return z.object({ access_token: z.string() }).parse(await response.json()).access_token;
  }

  async function call(path: string, init: { method: string; body?: unknown; requestId?: string }) {
    const response = await fetchImpl(`${base}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }

  const getOrder = async (payment: PaymentReference): Promise<Order> => {
    const { status, json } = await call(`/v2/checkout/orders/${encodeURIComponent(payment.reference)}`, {
      method: 'GET',
    });
    if (status >= 400) throw new Error(`PayPal order lookup failed with ${status}`);
    return ZOrder.parse(json);
  };

  return {
    name: 'paypal',
    async start(input: StartPaymentInput): Promise<PaymentStart> {
      const { status, json } = await call('/v2/checkout/orders', {
        method: 'POST',
        requestId: `purchase-${input.purchaseId}-${input.idempotencyKey}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: String(input.purchaseId),
              custom_id: String(input.purchaseId),
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: formatAmount(input.amountMinor) },
            },
          ],
        },
      });
      if (status >= 400)
        return {
          outcome: 'failed',
          reference: null,
          reason: 'refused',
          message: 'PayPal refused to create the order.',
        };
      return { outcome: 'approve_order', reference: ZOrder.parse(json).id };
    },
    check: async (payment) => checkOf(await getOrder(payment)),
    async orderOf(reference) {
      const { status, json } = await call(`/v2/checkout/orders/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      if (status === 404) return null;
      if (status >= 400) throw new Error(`PayPal order lookup failed with ${status}`);
      const order = ZOrder.parse(json);
      const [amount, ...more] = order.purchase_units.flatMap((unit) => (unit.amount ? [unit.amount] : []));
      if (!amount || more.length > 0) return null;
      return {
        amountMinor: decimalToMinor(amount.value),
        currency: amount.currency_code,
        open: order.status !== 'COMPLETED' && order.status !== 'VOIDED',
      };
    },
    async refund(payment, idempotencyKey, amountMinor) {
      const order = await getOrder(payment);
      const captures = order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []);
      const completed = captures.filter((one) => one.status === 'COMPLETED' && one.id);
      // A part is given back of the order's one capture; an empty body refunds a capture in full.
      const refunded = amountMinor === undefined ? completed : completed.slice(0, 1);
      const body =
        amountMinor === undefined
          ? {}
          : { amount: { value: formatAmount(amountMinor), currency_code: payment.currency } };
      for (const capture of refunded) {
        const { status } = await call(
          `/v2/payments/captures/${encodeURIComponent(capture.id ?? '')}/refund`,
          {
            method: 'POST',
            body,
            requestId: `${idempotencyKey}-${capture.id}`,
          },
        );
        if (status >= 400) throw new Error(`PayPal refund failed with ${status}`);
      }
    },
    async refundedOfCapture(captureId) {
      const { status, json } = await call(`/v2/payments/captures/${encodeURIComponent(captureId)}`, {
        method: 'GET',
      });
      if (status === 404) return null;
      if (status >= 400) throw new Error(`PayPal capture lookup failed with ${status}`);
      const reference = ZCapture.parse(json).supplementary_data.related_ids.order_id;
      const order = await getOrder({ reference, proof: null, raw: {}, amountMinor: 0, currency: '' });
      const refunds = order.purchase_units.flatMap((unit) => unit.payments?.refunds ?? []);
      const refundedMinor = refunds
        .filter((refund) => refund.status === 'COMPLETED')
        .reduce((sum, refund) => sum + decimalToMinor(refund.amount.value), 0);
      return { reference, refundedMinor };
    },
    async capture(payment) {
      const { status, json } = await call(
        `/v2/checkout/orders/${encodeURIComponent(payment.reference)}/capture`,
        {
          method: 'POST',
          body: {},
          requestId: `capture-${payment.reference}`,
        },
      );
      // Captured before (a repeated call): the order itself says how it ended.
      if (status === 422 && issuesOf(json).includes('ORDER_ALREADY_CAPTURED'))
        return checkOf(await getOrder(payment));
      if (status >= 400)
        return { state: 'failed', reason: 'refused', message: 'PayPal did not capture the payment.' };
      const order = ZOrder.parse(json);
      return order.status === 'COMPLETED' && order.purchase_units.every((unit) => unit.payments)
        ? checkOf(order)
        : checkOf(await getOrder(payment));
    },
  };
}
