import type { LanguageCode } from '@screener/contracts/language';
import { PRICING_TYPES, type PricingType, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS, type ZCreatePurchaseResponse } from '@screener/contracts/purchase';
import type { z } from 'zod';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import type { StoredPaymentSetting } from '../companies/schema.ts';
import { coupons, pricingPlanScreenings, pricingPlans } from '../pricing/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { purchases } from './schema.ts';

export type Session = { key: string; secret: string };
export type PurchaseReply = z.infer<typeof ZCreatePurchaseResponse>;

/** A company selling one paid event through single, pass and VOD plans, and a signed-in viewer. */
export async function createShop(
  t: TestApp,
  gateways: StoredPaymentSetting['enabled_payment_gateways'] = ['sandbox'],
  companyValues: Parameters<typeof createCompany>[1] = {},
) {
  const company = await createCompany(t.db, {
    currency: 'EUR',
    paymentSetting: { enabled_payment_gateways: gateways, statement_descriptor_suffix: null },
    ...companyValues,
  });
  const now = t.clock.now();
  const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
  const event = async (values: Partial<typeof screeners.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(screeners)
      .values({
        companyId: company.id,
        title: 'Event',
        screeningStartsAt: hours(24),
        screeningEndsAt: hours(26),
        monetizationEnabled: true,
        ...values,
      })
      .returning();
    if (!row) throw new Error('no screener');
    return row.id;
  };
  const plan = async (
    type: PricingType,
    priceMinor: number,
    covers: number[],
    values: Partial<typeof pricingPlans.$inferInsert> = {},
  ) => {
    const [row] = await t.db
      .insert(pricingPlans)
      .values({ companyId: company.id, type, name: `Plan ${type}`, priceMinor, currency: 'EUR', ...values })
      .returning();
    if (!row) throw new Error('no plan');
    if (covers.length > 0) {
      await t.db
        .insert(pricingPlanScreenings)
        .values(covers.map((screenerId) => ({ planId: row.id, screenerId })));
    }
    return row.id;
  };
  const coupon = async (
    code: string,
    percentOff: number,
    values: Partial<typeof coupons.$inferInsert> = {},
  ) => {
    await t.db.insert(coupons).values({ companyId: company.id, code, percentOff, ...values });
  };
  const viewer = async (values: Parameters<typeof createConsumer>[2] = {}) => {
    const consumer = await createConsumer(t.db, company.id, values);
    const { session } = await openSession(t.db, {
      companyId: company.id,
      consumerId: consumer.id,
      now: t.clock.now(),
    });
    return { consumer, session };
  };
  return { company, event, plan, coupon, viewer, hours };
}

/** POSTs `/api/<path>` on the company's host, signed by `session` in `language`. */
export async function call<T = PurchaseReply>(
  t: TestApp,
  host: string,
  path: string,
  payload: object,
  session?: Session,
  language: LanguageCode = 'en',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    headers: {
      host,
      ...(session ? { authorization: signedHeader(session, t.clock.now(), { language }) } : {}),
    },
  });
  const body = response.json() as {
    data: T;
    error: { code: number; message: string; details?: unknown } | null;
  };
  return { status: response.statusCode, data: body.data, error: body.error };
}

let keys = 0;
export const attemptKey = () => `attempt-${Date.now()}-${++keys}`;

/** A purchase body the sandbox accepts; `fields` name what is bought (`pricing_id`, or `screener_id` for seats). */
export const sandboxPurchase = (fields: object) => ({
  charge_type: 'sandbox',
  idempotency_key: attemptKey(),
  card_number: SANDBOX_CARDS.success,
  zip_code: '12345',
  address: 'Main street 1',
  ...fields,
});

/** POSTs a purchase (a plan, a pass or seats) on `host`, as `session` when given. */
export const purchase = (
  t: TestApp,
  host: string,
  body: object,
  session?: Session,
  language?: LanguageCode,
) => call(t, host, 'purchase/screeningOrGroupTicket', body, session, language);

/** Buys on `host` as `session` with the sandbox's accepted card. */
export const buyInSandbox = (
  t: TestApp,
  host: string,
  fields: object,
  session: Session,
  language: LanguageCode = 'en',
) => purchase(t, host, sandboxPurchase(fields), session, language);

type PurchaseValues = typeof purchases.$inferInsert;

/** A single-ticket purchase row in processing, as a card payment whose answer has not come leaves it. */
export async function insertProcessingPurchase(
  t: TestApp,
  values: Pick<
    PurchaseValues,
    'companyId' | 'consumerId' | 'pricingId' | 'screenerId' | 'amountMinor' | 'gateway'
  > &
    Required<Pick<PurchaseValues, 'createdAt'>> &
    Partial<PurchaseValues>,
) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      status: PURCHASE_STATUSES.processing,
      purchaseType: PRICING_TYPES.single,
      currency: 'EUR',
      idempotencyKey: attemptKey(),
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no purchase');
  return row;
}
