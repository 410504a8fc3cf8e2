import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import { z } from 'zod';
import {
  basePurchaseInput,
  type PaymentCheck,
  type PaymentGateway,
  type PaymentStart,
  type StartPaymentInput,
} from './gateway.ts';

export type MeshulamOptions = {
  apiBase: string;
  userId: string;
  apiKey: string | null;
  pageCodeCard: string;
  pageCodeBit: string;
};

export const MESHULAM_NOTIFY_PATH = '/webhooks/meshulam';
/** The provider charges in shekels only. */
export const MESHULAM_CURRENCY = 'ILS';
/** `statusCode` of a paid process in getPaymentProcessInfo. */
const PAID_STATUS_CODE = 2;

const ZCreated = z.object({
  status: z.coerce.number(),
  data: z
    .object({ url: z.string().url(), processId: z.coerce.string(), processToken: z.coerce.string() })
    .optional(),
  err: z.object({ message: z.string().optional() }).nullish(),
});
const ZInfo = z.object({
  status: z.coerce.number(),
  data: z.object({ statusCode: z.coerce.number(), sum: z.coerce.string() }).partial().nullish(),
});

/**
 * The Israeli provider's hosted payment page (card or bit). The server creates the process for its
 * own amount; the page's message marks the purchase processing; the provider's server callback
 * completes it after the server has read the process back (the callback itself is not trusted).
 */
export function createMeshulamGateway(
  options: MeshulamOptions,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const base = options.apiBase.replace(/\/$/, '');
  const post = async (method: string, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    if (options.apiKey) body.set('apiKey', options.apiKey);
    const response = await fetchImpl(`${base}/api/light/server/1.0/${method}`, { method: 'POST', body });
    if (!response.ok) throw new Error(`Meshulam ${method} failed with ${response.status}`);
    return (await response.json()) as unknown;
  };
  const pageCode = (isBit: boolean) => (isBit ? options.pageCodeBit : options.pageCodeCard);

  return {
    name: 'meshulam',
    /** The payer's name and phone are asked on the form (the provider requires both); bit or card. */
    purchaseInput(request, defaults) {
      const input = basePurchaseInput(defaults);
      if (request.charge_type !== 'meshulam') return input;
      return {
        ...input,
        customer: { name: request.name, phone: request.phone },
        hostedPage: {
          isBit: request.is_bit,
          successUrl: request.success_url || defaults.returnUrl,
          cancelUrl: request.cancel_url || defaults.returnUrl,
        },
      };
    },
    async start(input: StartPaymentInput): Promise<PaymentStart> {
      if (input.currency.toUpperCase() !== MESHULAM_CURRENCY) {
        return {
          outcome: 'failed',
          reference: null,
          reason: 'currency_not_supported',
          message: 'This payment method takes shekels only.',
        };
      }
      const created = ZCreated.parse(
        await post('createPaymentProcess', {
          userId: options.userId,
          pageCode: pageCode(input.hostedPage.isBit),
          sum: formatAmount(input.amountMinor),
          successUrl: input.hostedPage.successUrl,
          cancelUrl: input.hostedPage.cancelUrl,
          notifyUrl: `${input.origin}${MESHULAM_NOTIFY_PATH}`,
          description: input.description.slice(0, 250),
          'pageField[fullName]': input.customer.name ?? '',
          'pageField[phone]': input.customer.phone ?? '',
          'pageField[email]': input.customer.email,
          cField1: String(input.purchaseId),
        }),
      );
      if (created.status !== 1 || !created.data) {
        return {
          outcome: 'failed',
          reference: null,
          reason: 'refused',
          message: created.err?.message ?? 'The payment page could not be created.',
        };
      }
      return {
        outcome: 'hosted_page',
        reference: created.data.processId,
        url: created.data.url,
        raw: { process_token: created.data.processToken, page_code: pageCode(input.hostedPage.isBit) },
      };
    },
    async check(payment): Promise<PaymentCheck> {
      const info = ZInfo.parse(
        await post('getPaymentProcessInfo', {
          processId: payment.reference,
          processToken: String(payment.raw.process_token ?? ''),
          pageCode: String(payment.raw.page_code ?? options.pageCodeCard),
        }),
      );
      if (info.status !== 1 || !info.data) return { state: 'pending' };
      if (info.data.statusCode !== PAID_STATUS_CODE || info.data.sum === undefined)
        return { state: 'pending' };
      return {
        state: 'succeeded',
        amountMinor: decimalToMinor(info.data.sum),
        currency: MESHULAM_CURRENCY,
        receiptUrl: null,
      };
    },
  };
}
