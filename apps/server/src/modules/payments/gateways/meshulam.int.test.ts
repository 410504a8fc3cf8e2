import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startMeshulamStandIn } from '../../../test/payment-stand-ins/meshulam-stand-in.ts';
import { refusalCode } from '../../../test/refusal.ts';
import { seededForFile } from '../../../test/seeded-for-file.ts';
import { startedForFile } from '../../../test/started-for-file.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { enrollments } from '../../enrollment/schema.ts';
import { attemptKey, call, createShop, purchase } from '../purchase-test-helpers.ts';
import { listViewerScreenings } from '../purchase-view.ts';
import { paymentWebhookEvents } from '../schema.ts';

const standIn = startedForFile(startMeshulamStandIn);
const t = useTestApp(() => ({
  env: {
    ...standIn.env,
    MESHULAM_BIT_PAGE_CODE: 'bit-page',
  },
}));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['meshulam']);
  const host = shop.company.domain;
  const eventId = await shop.event();
  const singlePlan = await shop.plan(PRICING_TYPES.single, 4500, [eventId], { currency: 'ILS' });
  return { shop, host, eventId, singlePlan };
});

const hostedPage = (extra: object = {}) => ({
  charge_type: 'meshulam',
  idempotency_key: attemptKey(),
  pricing_id: given.singlePlan,
  success_url: 'https://festival.example/payment/returnUrl',
  cancel_url: 'https://festival.example/payment/returnUrl',
  is_bit: false,
  phone: '+972501234567',
  name: 'Dana Levi',
  ...extra,
});

const notify = (processId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/meshulam',
    headers: { host: given.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `data[processId]=${processId}&data[status]=1`,
  });

describe('meshulam gateway', () => {
  it('applies the Israeli phone and name rules', async () => {
    const { session } = await given.shop.viewer();
    const abroad = await purchase(t, given.host, hostedPage({ phone: '+4420123456', name: 'Al' }), session);
    expect(refusalCode(abroad)).toBe(400);
    expect(abroad.error?.details).toEqual({
      fields: {
        phone: ['This service acts in Israel only'],
        name: ['Minimum length of 3 characters is required'],
      },
    });
  });

  it('opens the hosted page (bit), marks processing on status 1, and completes on the verified callback', async () => {
    const { consumer, session } = await given.shop.viewer();
    const created = await purchase(t, given.host, hostedPage({ is_bit: true }), session);
    expect(created.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.initiated,
      next_action: 'hosted_page',
    });
    const processId = /page\/(\d+)$/.exec(created.data.purchase.payment_details.url ?? '')?.[1] ?? '';
    const process = standIn.processes.get(processId);
    expect(process).toMatchObject({ sum: '45.00', pageCode: 'bit-page' });
    expect(process?.fields['pageField[phone]']).toBe('+972501234567');
    expect(process?.fields.notifyUrl).toMatch(/\/webhooks\/meshulam$/);

    const processing = await call(
      t,
      given.host,
      'purchase/markProcessing',
      { purchase_id: created.data.purchase.id, status: 1 },
      session,
    );
    expect(processing.data.purchase.status).toBe(PURCHASE_STATUSES.processing);
    expect(processing.data.screenings[0]).toMatchObject({ is_payment_in_process: true });

    // A callback before the provider has the money grants nothing.
    await notify(processId);
    const [stillProcessing] = await listViewerScreenings(t.db, given.shop.company.id, consumer.id);
    expect(stillProcessing).toMatchObject({ is_purchased: false, is_payment_in_process: true });

    standIn.pay(processId);
    await Promise.all([notify(processId), notify(processId)]);
    const [done] = await listViewerScreenings(t.db, given.shop.company.id, consumer.id);
    expect(done).toMatchObject({ is_purchased: true, is_enrolled: true });
    expect(await t.db.select().from(enrollments).where(eq(enrollments.consumerId, consumer.id))).toHaveLength(
      1,
    );
    // "We will notify you" when the page reported the payment, one receipt for two callbacks.
    expect(t.mailer.sent.filter((mail) => mail.to === consumer.email).map((mail) => mail.subject)).toEqual([
      'Your payment is being processed',
      `Your receipt from ${given.shop.company.title}`,
    ]);
    expect(
      await t.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, `process-${processId}`)),
    ).toHaveLength(1);
  });

  it('a page closed without paying leaves the purchase initiated and retryable', async () => {
    const { session } = await given.shop.viewer();
    const first = await call(t, given.host, 'purchase/screeningOrGroupTicket', hostedPage(), session);
    const closed = await call(
      t,
      given.host,
      'purchase/markProcessing',
      { purchase_id: first.data.purchase.id, status: 0 },
      session,
    );
    expect(closed.data.purchase.status).toBe(PURCHASE_STATUSES.initiated);
    const retry = await call(t, given.host, 'purchase/screeningOrGroupTicket', hostedPage(), session);
    expect(refusalCode(retry)).toBeNull();
    expect(retry.data.purchase.id).not.toBe(first.data.purchase.id);
  });
});
