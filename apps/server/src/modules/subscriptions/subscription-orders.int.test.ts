import type { ListOrdersResponse, SubscriptionOrderResponse } from '@screener/contracts/orders';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyInSandbox, createShop } from '../payments/purchase-test-helpers.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { DAY_MS, subscriptionCalls } from './subscription-test-helpers.ts';

/* Subscriptions in the back-office's orders grid, their order page with invoices, and staff's cancel. */

let shop: Awaited<ReturnType<typeof createShop>>;
let owner: string;
let boxOffice: string;
let other: { token: string; host: string };

let otherShop: Awaited<ReturnType<typeof createShop>>;

/** Staff signed in at the clock's time: a month moved on outlives the earlier sessions. */
async function signInStaff() {
  owner = (await createStaff(t, shop.company.id, 'owner')).token;
  boxOffice = (await createStaff(t, shop.company.id, 'box_office')).token;
  other = {
    token: (await createStaff(t, otherShop.company.id, 'owner')).token,
    host: otherShop.company.domain,
  };
}

const t = useTestApp();
const given = seededForFile(async () => {
  shop = await createShop(t, ['sandbox'], { timezone: 'Asia/Jerusalem' });
  const subs = subscriptionCalls(t, shop);
  otherShop = await createShop(t);
  await signInStaff();
  return { subs };
});

const list = (body: object, token = owner, host = shop.company.domain) =>
  staffCall<ListOrdersResponse>(t, host, 'admin/orders/list', { page_size: 100, ...body }, token);
const getSubscription = (id: number, token = owner, host = shop.company.domain) =>
  staffCall<SubscriptionOrderResponse>(t, host, 'admin/orders/subscription', { subscription_id: id }, token);
const cancel = (id: number, atPeriodEnd: boolean, token = owner, host = shop.company.domain) =>
  staffCall<SubscriptionOrderResponse>(
    t,
    host,
    'admin/orders/subscription/cancel',
    { subscription_id: id, at_period_end: atPeriodEnd },
    token,
  );

async function subscribed(email: string, name: string, planId: number) {
  const viewer = await shop.viewer({ email, name });
  const created = await given.subs.subscribe(viewer.session, planId);
  expect(created.status).toBe(200);
  return { ...viewer, id: created.data.subscription.id };
}

describe('subscriptions in the orders grid', () => {
  it('lists a subscription beside purchases, newest first, and filters and searches it', async () => {
    const monthly = await given.subs.plan({ planName: 'Film club', amountMinor: 1200 });
    const yearly = await given.subs.plan({
      planName: 'Film club yearly',
      interval: 'year',
      amountMinor: 9900,
    });
    const ticketPlan = await shop.plan(PRICING_TYPES.single, 1000, [await shop.event()]);
    const buyer = await shop.viewer({ email: 'ticket.buyer@example.test' });
    const bought = await buyInSandbox(t, shop.company.domain, { pricing_id: ticketPlan }, buyer.session);
    expect(bought.status).toBe(200);
    t.clock.advance(60_000);
    const sub = await subscribed('clara.club@example.test', 'Clara Club', monthly.id);

    const page = await list({});
    expect(page.status).toBe(200);
    expect(page.data.rows.slice(0, 2).map((row) => [row.kind, row.id])).toEqual([
      ['subscription', sub.id],
      ['purchase', bought.data.purchase.id],
    ]);
    expect(page.data.rows[0]).toMatchObject({
      kind: 'subscription',
      state: 'paid',
      subscription_status: 'active',
      purchase_type: PRICING_TYPES.subscription,
      buyer_email: 'clara.club@example.test',
      buyer_name: 'Clara Club',
      item: 'Film club',
      gateway: 'sandbox',
      amount_minor: 1200,
      currency: 'EUR',
    });
    expect(page.data.total).toBe(page.data.rows.length);

    const keys = async (body: object) => (await list(body)).data.rows.map((row) => `${row.kind}:${row.id}`);
    const mine = `subscription:${sub.id}`;
    expect(await keys({ search: 'CLARA.c' })).toEqual([mine]);
    expect(await keys({ search: 'clara club' })).toEqual([mine]);
    expect(await keys({ search: 'ticket.buyer' })).toEqual([`purchase:${bought.data.purchase.id}`]);
    expect(await keys({ state: 'paid' })).toContain(mine);
    expect(await keys({ state: 'cancelled' })).not.toContain(mine);
    expect(await keys({ state: 'refunded' })).not.toContain(mine);
    expect(await keys({ gateway: 'sandbox' })).toContain(mine);
    expect(await keys({ gateway: 'stripe' })).not.toContain(mine);
    expect(await keys({ subscription_plan_id: monthly.id })).toEqual([mine]);
    expect(await keys({ subscription_plan_id: yearly.id })).toEqual([]);
    expect(await keys({ pricing_id: ticketPlan })).not.toContain(mine);
    // The clock stands on 1 June 2026 in Jerusalem.
    expect(await keys({ from: '2026-06-01', to: '2026-06-01' })).toContain(mine);
    expect(await keys({ from: '2026-06-02' })).not.toContain(mine);
    expect(await keys({ to: '2026-05-31' })).not.toContain(mine);
    // Sorted by amount, either way, the subscription takes its place among the purchases.
    const byAmount = (await list({ sort_field: 'amount', sort_direction: 'asc' })).data.rows;
    expect(byAmount.map((row) => row.amount_minor)).toEqual(
      [...byAmount.map((row) => row.amount_minor)].sort((a, b) => a - b),
    );
    expect(byAmount.map((row) => `${row.kind}:${row.id}`)).toContain(mine);
  });

  it('pages the union on the server without showing a row twice', async () => {
    const planRow = await given.subs.plan({ planName: 'Paged' });
    for (let index = 0; index < 30; index += 1) {
      t.clock.advance(1000);
      await subscribed(`paged.${index}@example.test`, `Paged ${index}`, planRow.id);
    }
    const all = (await list({})).data;
    const seen: string[] = [];
    for (let page = 0; page * 25 < all.total; page += 1) {
      const rows = (await list({ page, page_size: 25 })).data.rows;
      seen.push(...rows.map((row) => `${row.kind}:${row.id}`));
    }
    expect(seen).toEqual(all.rows.map((row) => `${row.kind}:${row.id}`));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('shows another company’s staff none of them', async () => {
    const theirs = await list({}, other.token, other.host);
    expect(theirs.data.rows).toEqual([]);
  });
});

describe('a subscription’s order page', () => {
  it('shows its invoices and lets owners cancel at period end, then now', async () => {
    const planRow = await given.subs.plan({ planName: 'Renewing', amountMinor: 500 });
    const sub = await subscribed('renew.er@example.test', 'Renew Er', planRow.id);
    expect(await given.subs.advance(31 * DAY_MS, sub.id)).not.toEqual([]);
    await signInStaff();

    const page = await getSubscription(sub.id);
    expect(page.status).toBe(200);
    expect(page.data.subscription).toMatchObject({
      id: sub.id,
      kind: 'subscription',
      subscription_status: 'active',
      interval: 'month',
      item: 'Renewing',
      cancel_at_period_end: false,
    });
    const invoices = page.data.subscription.invoices;
    expect(invoices.length).toBe(2);
    expect(invoices.every((invoice) => invoice.status === 'paid' && invoice.total_minor === 500)).toBe(true);

    expect((await cancel(sub.id, true, boxOffice)).error?.code).toBe(403);
    const atEnd = await cancel(sub.id, true);
    expect(atEnd.data.subscription).toMatchObject({
      subscription_status: 'active',
      cancel_at_period_end: true,
    });
    const own = await given.subs.get(await given.subs.sessionOf(sub.consumer.id));
    expect(own.data.subscription?.cancel_at_period_end).toBe(true);

    const now = await cancel(sub.id, false);
    expect(now.data.subscription).toMatchObject({ subscription_status: 'canceled', state: 'cancelled' });
    expect(now.data.subscription.ended_at).not.toBeNull();
    expect((await cancel(sub.id, false)).error?.code).toBe(409);
    expect((await list({ state: 'cancelled' })).data.rows.map((row) => `${row.kind}:${row.id}`)).toContain(
      `subscription:${sub.id}`,
    );
  });

  it('is not found for another company, and the box office reads but does not cancel', async () => {
    const planRow = await given.subs.plan({ planName: 'Private' });
    const sub = await subscribed('private.sub@example.test', 'Private Sub', planRow.id);
    expect((await getSubscription(sub.id, other.token, other.host)).error?.code).toBe(404);
    expect((await cancel(sub.id, false, other.token, other.host)).error?.code).toBe(404);
    expect((await getSubscription(sub.id, boxOffice)).status).toBe(200);
    expect((await getSubscription(0)).error?.code).toBe(400);
  });
});
