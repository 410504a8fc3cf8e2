import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import type { ZListPlansResponse } from '@screener/contracts/subscription';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop } from '../payments/purchase-test-helpers.ts';
import { DAY_MS, subscriptionCalls } from './subscription-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox']);
  const calls = subscriptionCalls(t, shop);
  return { shop, calls };
});

const unixNow = () => Math.floor(t.clock.now().getTime() / 1000);

describe('pricing/listPlans', () => {
  it('lists the plans in minor units, and hides yearly plans where the company says so', async () => {
    const other = await createShop(t, ['sandbox'], {});
    const otherCalls = subscriptionCalls(t, other);
    await otherCalls.plan({ planName: 'Month', amountMinor: 1250 });
    await otherCalls.plan({ planName: 'Year', interval: 'year', amountMinor: 9900 });
    await otherCalls.plan({ planName: 'Retired', active: false });
    const listed = await call<z.infer<typeof ZListPlansResponse>>(
      t,
      other.company.domain,
      'pricing/listPlans',
      {},
    );
    expect(listed.data.plans.map((plan) => [plan.metadata.plan_name, plan.interval, plan.amount])).toEqual([
      ['Month', 'month', 1250],
      ['Year', 'year', 9900],
    ]);

    const hiding = await createShop(t, ['sandbox'], {
      customProperties: { ...other.company.customProperties, hide_yearly_plans: true },
    });
    const hidingCalls = subscriptionCalls(t, hiding);
    await hidingCalls.plan({ planName: 'Month' });
    const yearly = await hidingCalls.plan({ planName: 'Year', interval: 'year' });
    const shown = await call<z.infer<typeof ZListPlansResponse>>(
      t,
      hiding.company.domain,
      'pricing/listPlans',
      {},
    );
    expect(shown.data.plans.map((plan) => plan.interval)).toEqual(['month']);
    // A hidden plan cannot be bought either.
    const { session } = await hiding.viewer();
    expect(refusalCode(await hidingCalls.subscribe(session, yearly.id))).toBe(404);
  });
});

describe('a monthly subscription with the sandbox card', () => {
  it('starts active with a paid invoice for the first month, answering the same attempt once', async () => {
    const plan = await given.calls.plan({ amountMinor: 1500 });
    const { session } = await given.shop.viewer();
    const created = await given.calls.subscribe(
      session,
      plan.id,
      SANDBOX_CARDS.success,
      'attempt-same-key-1',
    );
    expect(refusalCode(created)).toBeNull();
    expect(created.data.next_action).toBe('none');
    const subscription = created.data.subscription;
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: false, trial_end: null });
    expect(subscription.plan).toMatchObject({
      id: plan.id,
      amount: 1500,
      currency: 'EUR',
      interval: 'month',
    });
    expect(subscription.current_period_start).toBe(unixNow());
    expect(subscription.current_period_end).toBe(Math.floor(Date.parse('2026-07-01T12:00:00Z') / 1000));
    const again = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.success, 'attempt-same-key-1');
    expect(again.data.subscription.id).toBe(subscription.id);

    const got = await given.calls.get(session);
    // The plan opens every event: cards and the overview read it (part 1 §2).
    expect(got.data.localSubscription).toEqual({
      id: subscription.id,
      status: 'active',
      gateway: 'sandbox',
      covers: { all_events: true, screener_ids: [] },
    });
    expect(got.data.paymentMethod).toEqual({ card: { brand: 'visa', last4: '4242' } });
    expect(got.data.invoices).toEqual([
      expect.objectContaining({
        total: 1500,
        currency: 'EUR',
        status: 'paid',
        status_transitions: { paid_at: unixNow() },
        invoice_pdf: expect.stringMatching(/^subscription\/invoices\/\d+\/pdf$/),
      }),
    ]);

    // A second subscription while one is live is refused.
    const second = await given.calls.subscribe(session, plan.id);
    expect(refusalCode(second)).toBe(4012);
    expect(second.error?.code).toBe(ERROR_CATALOGUE.ALREADY_PURCHASED.code);
  });

  it('renews at each period end with a new paid invoice, charging the saved card', async () => {
    const plan = await given.calls.plan({ amountMinor: 700 });
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id);
    const id = data.subscription.id;
    expect(await given.calls.advance(29 * DAY_MS, id)).toEqual([]);
    expect(await given.calls.advance(2 * DAY_MS, id)).toEqual(['renewed']);
    const fresh = await given.calls.sessionOf(consumer.id);
    const got = await given.calls.get(fresh);
    expect(got.data.subscription?.status).toBe('active');
    expect(got.data.subscription?.current_period_start).toBe(data.subscription.current_period_end);
    expect(got.data.invoices.map((invoice) => [invoice.total, invoice.status])).toEqual([
      [700, 'paid'],
      [700, 'paid'],
    ]);
    // A round run again at the same time bills nothing more.
    expect(await given.calls.advance(0, id)).toEqual([]);
    expect((await given.calls.get(fresh)).data.invoices).toHaveLength(2);
  });

  it('cancels at period end, resumes, cancels again and ends at the period end', async () => {
    const plan = await given.calls.plan();
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id);
    const id = data.subscription.id;
    const canceled = await given.calls.cancel(session, id);
    expect(canceled.data.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: data.subscription.current_period_end,
      ends_at: data.subscription.current_period_end,
    });
    const resumed = await given.calls.resume(session, id);
    expect(resumed.data.subscription).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      ends_at: null,
    });
    await given.calls.cancel(session, id);
    expect(await given.calls.advance(31 * DAY_MS, id)).toEqual(['ended']);
    const ended = await given.calls.get(await given.calls.sessionOf(consumer.id));
    expect(ended.data.subscription).toMatchObject({
      status: 'canceled',
      ended_at: data.subscription.current_period_end,
    });
    // No renewal invoice for a subscription that ended, and no event opened by it any more.
    expect(ended.data.invoices).toHaveLength(1);
    expect(ended.data.localSubscription?.covers).toBeNull();
  });

  it('cancelled now cannot be resumed, and the viewer may subscribe again', async () => {
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id);
    const now = await given.calls.cancel(session, data.subscription.id, true);
    expect(now.data.subscription).toMatchObject({ status: 'canceled', ended_at: unixNow() });
    const resumed = await given.calls.resume(session, data.subscription.id);
    expect(refusalCode(resumed)).toBe(409);
    expect(refusalCode(await given.calls.cancel(session, data.subscription.id))).toBe(409);
    expect((await given.calls.subscribe(session, plan.id)).data.subscription.status).toBe('active');
  });

  it("refuses another viewer's subscription and invoice", async () => {
    const plan = await given.calls.plan();
    const owner = await given.shop.viewer();
    const { data } = await given.calls.subscribe(owner.session, plan.id);
    const stranger = await given.shop.viewer();
    expect(refusalCode(await given.calls.cancel(stranger.session, data.subscription.id))).toBe(404);
    expect(refusalCode(await given.calls.resume(stranger.session, data.subscription.id))).toBe(404);
    const invoice = (await given.calls.get(owner.session)).data.invoices[0];
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/${invoice?.invoice_pdf}`,
      payload: {},
      headers: { host: given.calls.host, authorization: signed(stranger.session) },
    });
    expect(pdf.statusCode).toBe(404);
    expect((await given.calls.get(stranger.session)).data.subscription).toBeNull();
  });

  it("answers the invoice's PDF to its owner", async () => {
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    await given.calls.subscribe(session, plan.id);
    const invoice = (await given.calls.get(session)).data.invoices[0];
    const pdf = await t.app.inject({
      method: 'POST',
      url: `/api/${invoice?.invoice_pdf}`,
      payload: {},
      headers: { host: given.calls.host, authorization: signed(session, 'he') },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a declined or unknown card, storing nothing', async () => {
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    const declined = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.declined);
    expect(refusalCode(declined)).toBe(4020);
    expect(declined.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_FAILED.code);
    expect(refusalCode(await given.calls.subscribe(session, plan.id, '4111111111111111'))).toBe(4020);
    expect((await given.calls.get(session)).data.subscription).toBeNull();
  });
});

describe('a trial', () => {
  it('mails a reminder three days before the trial ends, in the viewer language, then charges', async () => {
    const plan = await given.calls.plan({ trialDays: 14, amountMinor: 1200, planName: 'Prueba' });
    const { consumer, session } = await given.shop.viewer({ language: 'es' });
    const { data } = await given.calls.subscribe(session, plan.id);
    const id = data.subscription.id;
    expect(data.subscription).toMatchObject({ status: 'trialing', trial_end: unixNow() + 14 * 86_400 });
    expect((await given.calls.get(session)).data.invoices).toEqual([
      expect.objectContaining({ total: 0, status: 'paid' }),
    ]);

    // The subscription's confirmation came at once; the reminder is the one mail after it.
    const mails = () => t.mailer.sent.filter((mail) => mail.to === consumer.email).slice(1);
    expect(await given.calls.advance(10 * DAY_MS, id)).toEqual([]);
    expect(mails()).toHaveLength(0);
    expect(await given.calls.advance(1 * DAY_MS, id)).toEqual(['trial_reminder']);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]?.subject).toContain('Tu prueba');
    expect(mails()[0]?.html).toContain('Prueba');
    expect(await given.calls.advance(1 * DAY_MS, id)).toEqual([]);
    expect(mails()).toHaveLength(1);

    expect(await given.calls.advance(2 * DAY_MS, id)).toEqual(['renewed']);
    const got = await given.calls.get(await given.calls.sessionOf(consumer.id));
    expect(got.data.subscription?.status).toBe('active');
    expect(got.data.invoices.map((invoice) => [invoice.total, invoice.status])).toEqual([
      [1200, 'paid'],
      [0, 'paid'],
    ]);
  });

  it('goes past due when the renewal charge fails, retries, then cancels', async () => {
    const plan = await given.calls.plan({ trialDays: 7 });
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.chargeFails);
    const id = data.subscription.id;
    expect(await given.calls.advance(4 * DAY_MS, id)).toEqual(['trial_reminder']);
    expect(await given.calls.advance(3 * DAY_MS, id)).toEqual(['renewal_failed']);
    const pastDue = await given.calls.get(await given.calls.sessionOf(consumer.id));
    expect(pastDue.data.subscription?.status).toBe('past_due');
    expect(pastDue.data.invoices[0]).toMatchObject({ total: 999, status: 'due' });
    expect(await given.calls.advance(3 * DAY_MS, id)).toEqual(['retry_failed']);
    expect(await given.calls.advance(5 * DAY_MS, id)).toEqual(['retry_failed']);
    expect(await given.calls.advance(7 * DAY_MS, id)).toEqual(['canceled_unpaid']);
    const canceled = await given.calls.get(await given.calls.sessionOf(consumer.id));
    expect(canceled.data.subscription).toMatchObject({ status: 'canceled', ended_at: unixNow() });
    expect(await given.calls.advance(60 * DAY_MS, id)).toEqual([]);
  });

  it('is paid now from the dashboard: a refused card changes nothing, a new card pays and is saved', async () => {
    const plan = await given.calls.plan({ trialDays: 7, amountMinor: 1300 });
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.chargeFails);
    const id = data.subscription.id;
    // Nothing is due yet: paying without a card has nothing to do.
    expect(refusalCode(await given.calls.pay(session, id, {}))).toBe(409);
    await given.calls.advance(4 * DAY_MS, id);
    expect(await given.calls.advance(3 * DAY_MS, id)).toEqual(['renewal_failed']);
    const viewer = await given.calls.sessionOf(consumer.id);
    const saved = await given.calls.pay(viewer, id, {});
    expect(refusalCode(saved)).toBe(4020);
    const declined = await given.calls.pay(viewer, id, { card_number: SANDBOX_CARDS.declined });
    expect(declined.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_FAILED.code);
    expect((await given.calls.get(viewer)).data.paymentMethod?.card.last4).toBe('0341');

    const stranger = await given.shop.viewer();
    expect(
      refusalCode(await given.calls.pay(stranger.session, id, { card_number: SANDBOX_CARDS.success })),
    ).toBe(404);

    const paid = await given.calls.pay(viewer, id, { card_number: SANDBOX_CARDS.success });
    expect(paid.data.subscription.status).toBe('active');
    const got = await given.calls.get(viewer);
    expect(got.data.invoices[0]).toMatchObject({ total: 1300, status: 'paid' });
    expect(got.data.paymentMethod?.card.last4).toBe(SANDBOX_CARDS.success.slice(-4));
    // The next renewal charges the new card.
    expect(await given.calls.advance(31 * DAY_MS, id)).toEqual(['renewed']);
    // A card changed while nothing is due is only saved.
    const changed = await given.calls.pay(await given.calls.sessionOf(consumer.id), id, {
      card_number: SANDBOX_CARDS.chargeFails,
    });
    expect(changed.data.subscription.status).toBe('active');
  });
});

describe('the confirmation mail', () => {
  const mailsTo = (address: string) => t.mailer.sent.filter((mail) => mail.to === address);

  it('confirms a new subscription once, branded, in the language the viewer subscribed in', async () => {
    const plan = await given.calls.plan({ trialDays: 14, amountMinor: 1500, planName: 'Cinéfilo' });
    const { consumer, session } = await given.shop.viewer();
    const key = 'confirm-once';
    const body = {
      charge_type: 'sandbox',
      idempotency_key: key,
      subscription_plan: plan.id,
      card_number: SANDBOX_CARDS.success,
    };
    const first = await call(t, given.calls.host, 'subscription/create', body, session, 'es');
    expect(refusalCode(first)).toBeNull();
    // The same attempt answered again sends nothing more.
    await call(t, given.calls.host, 'subscription/create', body, session, 'es');
    const mails = mailsTo(consumer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Tu suscripción a ${given.shop.company.title} ha comenzado`);
    expect(mails[0]?.text).toContain('Cinéfilo');
    expect(mails[0]?.text).toContain('prueba gratuita');
    expect(mails[0]?.text).toMatch(/15,00\s€ al mes/);
    expect(mails[0]?.html).toContain('/user/dashboard?tab=subscription');
  });

  it('waits for 3-D Secure, and never comes for a subscription given up', async () => {
    const plan = await given.calls.plan();
    const waiting = await given.shop.viewer();
    const created = await given.calls.subscribe(waiting.session, plan.id, SANDBOX_CARDS.threeDSecure);
    expect(mailsTo(waiting.consumer.email)).toHaveLength(0);
    const reference = /challenge\/(sbx_\d+_[0-9a-f]{12})/.exec(created.data.url ?? '')?.[1] ?? '';
    const id = created.data.subscription.id;
    const passed = await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/challenge/${reference}?purchase_id=${id}&lang=en`,
      payload: 'outcome=complete',
      headers: { host: given.calls.host, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = /"client_secret_id":"([0-9a-f]+)"/.exec(passed.body)?.[1] ?? '';
    await call(
      t,
      given.calls.host,
      `subscription/${id}/confirm`,
      { client_secret_id: token },
      waiting.session,
    );
    expect(mailsTo(waiting.consumer.email).map((mail) => mail.subject)).toEqual([
      `Your ${given.shop.company.title} subscription has started`,
    ]);

    const abandoned = await given.shop.viewer();
    const left = await given.calls.subscribe(abandoned.session, plan.id, SANDBOX_CARDS.threeDSecure);
    expect(await given.calls.advance(24 * 3_600_000, left.data.subscription.id)).toEqual(['expired']);
    expect(mailsTo(abandoned.consumer.email)).toHaveLength(0);
  });
});

describe('a first payment that needs 3-D Secure', () => {
  it('stays incomplete until the challenge is passed', async () => {
    const plan = await given.calls.plan();
    const { session } = await given.shop.viewer();
    const created = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.threeDSecure);
    expect(created.data).toMatchObject({
      next_action: 'three_d_secure',
      subscription: { status: 'incomplete' },
    });
    const reference = /challenge\/(sbx_\d+_[0-9a-f]{12})/.exec(created.data.url ?? '')?.[1] ?? '';
    const id = created.data.subscription.id;
    const wrong = await call(
      t,
      given.calls.host,
      `subscription/${id}/confirm`,
      { client_secret_id: 'forged' },
      session,
    );
    expect(refusalCode(wrong)).toBe(4020);
    const passed = await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/challenge/${reference}?purchase_id=${id}&lang=en`,
      payload: 'outcome=complete',
      headers: { host: given.calls.host, 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = /"client_secret_id":"([0-9a-f]+)"/.exec(passed.body)?.[1] ?? '';
    const confirmed = await call<{ subscription: { status: string } }>(
      t,
      given.calls.host,
      `subscription/${id}/confirm`,
      { client_secret_id: token },
      session,
    );
    expect(confirmed.data.subscription.status).toBe('active');
    expect((await given.calls.get(session)).data.invoices[0]?.status).toBe('paid');
  });

  it('is given up a day later when the challenge never comes back', async () => {
    const plan = await given.calls.plan();
    const { consumer, session } = await given.shop.viewer();
    const { data } = await given.calls.subscribe(session, plan.id, SANDBOX_CARDS.threeDSecure);
    const id = data.subscription.id;
    expect(await given.calls.advance(22 * 3_600_000, id)).toEqual([]);
    expect(await given.calls.advance(1 * 3_600_000, id)).toEqual(['expired']);
    const got = await given.calls.get(await given.calls.sessionOf(consumer.id));
    expect(got.data.subscription?.status).toBe('canceled');
  });
});

const signed = (session: { key: string; secret: string }, language: 'en' | 'he' = 'en') =>
  signedHeader(session, t.clock.now(), { language });
