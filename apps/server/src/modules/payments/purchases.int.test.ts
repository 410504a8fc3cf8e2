import type { ZCheckCouponResponse } from '@screener/contracts/coupons';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import type { LanguageCode } from '@screener/contracts/language';
import { PAYMENT_FAILURE_MESSAGES } from '@screener/contracts/payment-failures';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { ZListPricingResponse } from '@screener/contracts/pricing-plans';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { text } from '../../lib/texts/index.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { recordReferralHit } from '../companies/referrals.ts';
import { enrollments } from '../enrollment/schema.ts';
import { coupons } from '../pricing/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import {
  attemptKey,
  call,
  createShop,
  type PurchaseReply,
  purchase,
  sandboxPurchase,
} from './purchase-test-helpers.ts';
import { listViewerScreenings } from './purchase-view.ts';
import { groupPurchases, purchases } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox', 'admin_pay']);
  const host = shop.company.domain;
  const eventId = await shop.event({ title: 'Premiere' });
  const otherEventId = await shop.event({ title: 'Second' });
  const singlePlan = await shop.plan(PRICING_TYPES.single, 1250, [eventId]);
  const passPlan = await shop.plan(PRICING_TYPES.group, 3000, [eventId, otherEventId], {
    purchaseMessage: 'See you at the festival',
  });
  await shop.coupon('SAVE20', 20);
  await shop.coupon('FREE01', 100, { maxUses: 1 });
  return { shop, host, eventId, otherEventId, singlePlan, passPlan };
});

/** Posts the viewer's answer on the sandbox challenge page; the page hands back the completion token. */
async function answerChallenge(url: URL, outcome: 'complete' | 'fail') {
  const page = await t.app.inject({
    method: 'POST',
    url: url.pathname + url.search,
    headers: { host: given.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  return { page, token: /"client_secret_id":"([0-9a-f]+)"/.exec(page.body)?.[1] ?? '' };
}

const card = (pricingId: number, cardNumber: string, extra: object = {}) =>
  sandboxPurchase({ pricing_id: pricingId, card_number: cardNumber, ...extra });

const purchaseRows = (consumerId: number) =>
  t.db.select().from(purchases).where(eq(purchases.consumerId, consumerId));
const enrollmentRows = (consumerId: number) =>
  t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumerId));

describe('pricing plans', () => {
  it('lists the plans covering an event with the price as a decimal with two places', async () => {
    const { status, data } = await call<z.infer<typeof ZListPricingResponse>>(
      t,
      given.host,
      'monetization/listPricing',
      {
        screener_id: given.eventId,
      },
    );
    expect(status).toBe(200);
    expect(data.pricing.map((plan) => [plan.type, plan.price, plan.currency])).toEqual([
      [PRICING_TYPES.single, '12.50', 'EUR'],
      [PRICING_TYPES.group, '30.00', 'EUR'],
    ]);
    const pass = data.pricing.find((plan) => plan.type === PRICING_TYPES.group);
    expect(pass?.screening_ids).toEqual([given.eventId, given.otherEventId]);
    expect(pass?.pricingPlanScreenings.map((entry) => entry.title)).toEqual(['Premiere', 'Second']);
  });

  it('lists passes by type and gets one plan; another company sees none of them', async () => {
    const passes = await call<z.infer<typeof ZListPricingResponse>>(
      t,
      given.host,
      'monetization/listPricing',
      {
        type: 20,
      },
    );
    expect(passes.data.pricing.map((plan) => plan.id)).toEqual([given.passPlan]);
    const one = await call(t, given.host, 'getPricing', { pricing_id: given.passPlan });
    expect(refusalCode(one)).toBeNull();
    const other = await createShop(t);
    const foreign = await call(t, other.company.domain, 'getPricing', { pricing_id: given.passPlan });
    expect(refusalCode(foreign)).toBe(404);
  });

  it('hides a plan whose purchasing end date has passed', async () => {
    const ended = await given.shop.plan(PRICING_TYPES.group, 500, [given.eventId], {
      purchasingEndDate: given.shop.hours(-1),
    });
    const passes = await call<z.infer<typeof ZListPricingResponse>>(
      t,
      given.host,
      'monetization/listPricing',
      {
        type: 20,
      },
    );
    expect(passes.data.pricing.map((plan) => plan.id)).not.toContain(ended);
  });
});

describe('coupon/check_coupon', () => {
  type Reply = z.infer<typeof ZCheckCouponResponse>;
  const check = async (payload: object) =>
    call<Reply>(t, given.host, 'coupon/check_coupon', payload, (await given.shop.viewer()).session);
  it('computes the discount of a plan from its price', async () => {
    const { data } = await check({
      pricing_id: given.singlePlan,
      coupon_code: 'save20',
    });
    expect(data.coupon).toEqual({
      applicable: true,
      available_discount: '2.50',
      discount_percentage: 20,
      total: '10.00',
      currency: 'EUR',
    });
  });

  it('answers an unknown code as not applicable and a malformed one with a field message', async () => {
    const unknown = await check({
      pricing_id: given.singlePlan,
      coupon_code: 'NOPE99',
    });
    expect(unknown.data.coupon).toMatchObject({ applicable: false, discount_percentage: 0, total: '12.50' });
    const malformed = await check({
      pricing_id: given.singlePlan,
      coupon_code: 'AB-1',
    });
    expect(refusalCode(malformed)).toBe(400);
  });

  it('gives the percent for seats of an event', async () => {
    const { data } = await check({
      screener_id: given.eventId,
      seat_indexes: ['1-1', '1-2'],
      coupon_code: 'SAVE20',
    });
    expect(data.coupon).toMatchObject({
      applicable: true,
      discount_percentage: 20,
      available_discount: null,
    });
  });
});

describe('purchase with the sandbox card', () => {
  it('charges the success card once, enrols, and answers the refreshed viewer state', async () => {
    const { consumer, session } = await given.shop.viewer();
    const payload = card(given.singlePlan, SANDBOX_CARDS.success, { amount: 1, total_amount: '0.01' });
    const first = await call(t, given.host, 'purchase/screeningOrGroupTicket', payload, session);
    expect(refusalCode(first)).toBeNull();
    expect(first.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.completed,
      total_amount: '12.50',
      currency: 'EUR',
      screener_id: given.eventId,
      next_action: 'none',
    });
    expect(first.data.screenings).toEqual([
      expect.objectContaining({ screener_id: given.eventId, is_purchased: true, is_enrolled: true }),
    ]);

    const repeated = await call(t, given.host, 'purchase/screeningOrGroupTicket', payload, session);
    expect(repeated.data.purchase.id).toBe(first.data.purchase.id);
    const again = await purchase(t, given.host, card(given.singlePlan, SANDBOX_CARDS.success), session);
    expect(refusalCode(again)).toBe(4012);
    expect(again.error?.code).toBe(ERROR_CATALOGUE.ALREADY_PURCHASED.code);
    expect(await purchaseRows(consumer.id)).toHaveLength(1);
    expect(await enrollmentRows(consumer.id)).toHaveLength(1);
  });

  it('refuses the declined card in the viewer’s language, grants nothing, and lets the viewer retry', async () => {
    const { consumer, session } = await given.shop.viewer();
    const decline = (language: LanguageCode) =>
      purchase(t, given.host, card(given.singlePlan, SANDBOX_CARDS.declined), session, language);
    const declined = await decline('en');
    expect(refusalCode(declined)).toBe(4020);
    expect(declined.error).toMatchObject({
      code: ERROR_CATALOGUE.PAYMENT_FAILED.code,
      message: PAYMENT_FAILURE_MESSAGES.declined.en,
    });
    expect((await decline('es')).error?.message).toBe('Tu tarjeta fue rechazada. No se cobró nada.');
    expect((await decline('it')).error?.message).toBe(PAYMENT_FAILURE_MESSAGES.declined.it);
    const [failed] = await purchaseRows(consumer.id);
    expect(failed?.status).toBe(PURCHASE_STATUSES.initiated);
    expect(await enrollmentRows(consumer.id)).toHaveLength(0);

    const retry = await purchase(t, given.host, card(given.singlePlan, SANDBOX_CARDS.success), session);
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect(await enrollmentRows(consumer.id)).toHaveLength(1);
  });

  it('runs the 3-D Secure challenge; only the signed completion marks it paid, once', async () => {
    const { consumer, session } = await given.shop.viewer();
    const started = await purchase(
      t,
      given.host,
      card(given.singlePlan, SANDBOX_CARDS.threeDSecure),
      session,
    );
    expect(started.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.processing,
      next_action: 'three_d_secure',
    });
    // The challenge waits for the viewer, not for money: nothing is in payment yet.
    expect(started.data.screenings).toEqual([]);
    const url = new URL(started.data.purchase.payment_details.url ?? '');
    expect(url.pathname).toMatch(/^\/payments\/sandbox\/challenge\/sbx_/);

    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: given.host },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete authentication');
    const { page: done, token } = await answerChallenge(url, 'complete');
    expect(done.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(done.body).toContain('3DS-authentication-complete');

    const purchaseId = started.data.purchase.id;
    const forged = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: purchaseId, client_secret_id: 'f'.repeat(64) },
      session,
    );
    expect(forged.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    const markPaid = () =>
      call(
        t,
        given.host,
        'screenings/payment/markPaid',
        { purchase_id: purchaseId, client_secret_id: token },
        session,
      );
    // Two markPaid calls at once (a double click, two tabs) complete it once.
    const [paid, racing] = await Promise.all([markPaid(), markPaid()]);
    expect(paid.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect(racing.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const twice = await markPaid();
    expect(twice.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    expect(await enrollmentRows(consumer.id)).toHaveLength(1);
  });

  it('a failed challenge, shown in the viewer’s language, releases the purchase', async () => {
    const { consumer, session } = await given.shop.viewer();
    const started = await purchase(
      t,
      given.host,
      card(given.singlePlan, SANDBOX_CARDS.threeDSecure),
      session,
      'he',
    );
    const url = new URL(started.data.purchase.payment_details.url ?? '');
    const challenge = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { host: given.host },
    });
    expect(challenge.body).toContain('<html lang="he" dir="rtl">');
    expect(challenge.body).toContain(text('he', 'paymentFrame.fail'));
    const { page, token } = await answerChallenge(url, 'fail');
    expect(page.body).toContain(text('he', 'paymentFrame.failed'));
    const failed = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: started.data.purchase.id, client_secret_id: token },
      session,
    );
    expect(refusalCode(failed)).toBe(4020);
    expect(await listViewerScreenings(t.db, given.shop.company.id, consumer.id)).toEqual([]);
  });

  it('an abandoned challenge does not block a new attempt, which charges once', async () => {
    const { consumer, session } = await given.shop.viewer();
    const abandoned = await purchase(
      t,
      given.host,
      card(given.singlePlan, SANDBOX_CARDS.threeDSecure),
      session,
    );
    const retry = await purchase(t, given.host, card(given.singlePlan, SANDBOX_CARDS.success), session);
    expect(retry.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    const rows = await purchaseRows(consumer.id);
    expect(rows.find((row) => row.id === abandoned.data.purchase.id)?.status).toBe(
      PURCHASE_STATUSES.initiated,
    );
    expect(rows.filter((row) => row.status === PURCHASE_STATUSES.completed)).toHaveLength(1);
  });

  it('two concurrent purchases of the same plan charge once', async () => {
    const { consumer, session } = await given.shop.viewer();
    const results = await Promise.all([
      call(
        t,
        given.host,
        'purchase/screeningOrGroupTicket',
        card(given.passPlan, SANDBOX_CARDS.success),
        session,
      ),
      call(
        t,
        given.host,
        'purchase/screeningOrGroupTicket',
        card(given.passPlan, SANDBOX_CARDS.success),
        session,
      ),
    ]);
    const refused = results.find((result) => refusalCode(result) !== null);
    expect(results.filter((result) => refusalCode(result) === null)).toHaveLength(1);
    expect([ERROR_CATALOGUE.PAYMENT_IN_PROCESS.code, ERROR_CATALOGUE.ALREADY_PURCHASED.code]).toContain(
      refused?.error?.code,
    );
    const rows = await purchaseRows(consumer.id);
    expect(rows).toHaveLength(1);
    expect(
      await t.db.select().from(groupPurchases).where(eq(groupPurchases.consumerId, consumer.id)),
    ).toHaveLength(1);
  });

  it('refuses a gateway the company has not enabled', async () => {
    const { session } = await given.shop.viewer();
    const paypal = await purchase(
      t,
      given.host,
      { charge_type: 'paypal', idempotency_key: attemptKey(), pricing_id: given.singlePlan },
      session,
    );
    expect(refusalCode(paypal)).toBe(4021);
    expect(paypal.error?.code).toBe(ERROR_CATALOGUE.GATEWAY_UNAVAILABLE.code);
  });

  it('requires a plan and a signed-in viewer', async () => {
    const { session } = await given.shop.viewer();
    const noPlan = await purchase(
      t,
      given.host,
      { charge_type: 'sandbox', idempotency_key: attemptKey(), card_number: SANDBOX_CARDS.success },
      session,
    );
    expect(noPlan.error?.code).toBe(ERROR_CATALOGUE.PLAN_REQUIRED.code);
    const guest = await purchase(t, given.host, card(given.singlePlan, SANDBOX_CARDS.success));
    expect(refusalCode(guest)).toBe(551);
  });
});

describe('coupons on purchases', () => {
  it('a 100% coupon participates without a card, through any gateway name, and counts its use', async () => {
    const { consumer, session } = await given.shop.viewer();
    const free = await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      {
        charge_type: 'stripe',
        idempotency_key: attemptKey(),
        pricing_id: given.singlePlan,
        token: null,
        coupon_code: 'free01',
        zip_code: '1',
        address: 'x',
      },
      session,
    );
    expect(free.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.completed,
      total_amount: '0.00',
      discount_amount: '12.50',
    });
    expect(await enrollmentRows(consumer.id)).toHaveLength(1);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'FREE01'));
    expect(coupon?.usedCount).toBe(1);

    // Its one use is spent: the next viewer is refused.
    const next = await given.shop.viewer();
    const spent = await purchase(
      t,
      given.host,
      card(given.singlePlan, SANDBOX_CARDS.success, { coupon_code: 'FREE01' }),
      next.session,
    );
    expect(spent.error?.code).toBe(ERROR_CATALOGUE.COUPON_INVALID.code);
  });

  it('a percent coupon lowers the server-computed amount', async () => {
    const { session } = await given.shop.viewer();
    const paid = await purchase(
      t,
      given.host,
      card(given.passPlan, SANDBOX_CARDS.success, { coupon_code: 'SAVE20' }),
      session,
    );
    expect(paid.data.purchase).toMatchObject({ total_amount: '24.00', discount_amount: '6.00' });
  });
});

describe('passes, affiliations and cash', () => {
  it('a bought pass is a group purchase covering its events, with its message', async () => {
    const { session } = await given.shop.viewer();
    const bought = await purchase(t, given.host, card(given.passPlan, SANDBOX_CARDS.success), session);
    expect(bought.data.purchase.purchase_message).toBe('See you at the festival');
    expect(bought.data.group_purchases).toEqual([
      expect.objectContaining({
        monetization_pricing_id: given.passPlan,
        status: PURCHASE_STATUSES.completed,
      }),
    ]);
    const list = await call(
      t,
      given.host,
      'listGroupPurchases',
      { company_id: given.shop.company.id },
      session,
    );
    expect(list.data.group_purchases).toHaveLength(1);
    expect(
      bought.data.screenings.filter((entry) => entry.is_purchased).map((entry) => entry.screener_id),
    ).toEqual([given.eventId, given.otherEventId]);
  });

  it('credits the affiliation the viewer arrived with', async () => {
    await recordReferralHit(t.db, given.shop.company.id, 'partner7', t.clock.now());
    const { consumer, session } = await given.shop.viewer();
    await purchase(
      t,
      given.host,
      card(given.singlePlan, SANDBOX_CARDS.success, { affiliation: 'partner7' }),
      session,
    );
    const [row] = await purchaseRows(consumer.id);
    expect(row?.affiliationId).not.toBeNull();
  });

  it('cash stays processing until an administrator confirms it; a second attempt meanwhile is in process', async () => {
    const { consumer, session } = await given.shop.viewer();
    const cash = await purchase(
      t,
      given.host,
      { charge_type: 'admin_pay', idempotency_key: attemptKey(), pricing_id: given.passPlan },
      session,
    );
    expect(cash.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    expect(cash.data.group_purchases[0]?.status).toBe(PURCHASE_STATUSES.processing);
    const second = await purchase(t, given.host, card(given.passPlan, SANDBOX_CARDS.success), session);
    expect(refusalCode(second)).toBe(4011);
    expect(second.error).toMatchObject({
      code: ERROR_CATALOGUE.PAYMENT_IN_PROCESS.code,
      message: 'One of your payment is still in process. Please wait, we will notify you via email',
    });

    const path = `admin/purchases/${cash.data.purchase.id}/confirm`;
    const asViewer = await call(t, given.host, path, {}, session);
    expect(refusalCode(asViewer)).toBe(401);
    const boxOffice = (await createStaff(t, given.shop.company.id, 'box_office')).token;
    const waiting = () =>
      staffCall<{ purchases: { id: number; buyer_email: string; amount_minor: number }[] }>(
        t,
        given.host,
        'admin/purchases/cash/list',
        {},
        boxOffice,
      );
    expect((await waiting()).data.purchases).toContainEqual(
      expect.objectContaining({ id: cash.data.purchase.id, buyer_email: consumer.email }),
    );
    const confirmed = await staffCall<PurchaseReply>(t, given.host, path, {}, boxOffice);
    expect(confirmed.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
    await staffCall(t, given.host, path, {}, boxOffice);
    expect((await waiting()).data.purchases.map((purchase) => purchase.id)).not.toContain(
      cash.data.purchase.id,
    );
    const rows = await t.db.select().from(groupPurchases).where(eq(groupPurchases.consumerId, consumer.id));
    expect(rows.map((row) => row.status)).toEqual([PURCHASE_STATUSES.completed]);
    // "We will notify you" while the cash is awaited, then one receipt, though confirmed twice.
    const mails = t.mailer.sent.filter((mail) => mail.to === consumer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your payment is being processed',
      `Your receipt from ${given.shop.company.title}`,
    ]);
    expect(mails[1]?.text).toContain('€30.00');
  });

  it('markPaid never completes a cash purchase', async () => {
    const { session } = await given.shop.viewer();
    const cash = await purchase(
      t,
      given.host,
      { charge_type: 'admin_pay', idempotency_key: attemptKey(), pricing_id: given.singlePlan },
      session,
    );
    const marked = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: cash.data.purchase.id, client_secret_id: 'x' },
      session,
    );
    expect(marked.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    const other = await given.shop.viewer();
    const foreign = await call(
      t,
      given.host,
      'screenings/payment/markPaid',
      { purchase_id: cash.data.purchase.id },
      other.session,
    );
    expect(refusalCode(foreign)).toBe(404);
  });
});
