import type { ListOrdersResponse, OrderResponse } from '@screener/contracts/orders';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SEAT_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { silentWebhookEvents } from '../../ports/webhook-events.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { buyTicket } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { createPaymentProviders } from './gateways/registry.ts';
import { listGrantingPurchases } from './purchase-queries.ts';
import {
  attemptKey,
  buyInSandbox,
  call,
  createShop,
  purchase,
  type Session,
} from './purchase-test-helpers.ts';
import { refundOrder } from './refund-order.ts';
import { purchaseRefunds, purchases } from './schema.ts';

/*
 * The back-office's orders: the grid, the order page and refunds. On PostgreSQL (CI's second run)
 * the two refunds at once truly overlap on a pool of connections; on PGlite they are serialised.
 */
const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox', 'admin_pay'], { timezone: 'Asia/Jerusalem' });
  const host = shop.company.domain;
  const eventId = await shop.event({ title: 'Opening night' });
  const plan = await shop.plan(PRICING_TYPES.single, 1000, [eventId], { name: 'Ticket' });
  const owner = (await createStaff(t, shop.company.id, 'owner')).token;
  const manager = (await createStaff(t, shop.company.id, 'manager')).token;
  const boxOffice = (await createStaff(t, shop.company.id, 'box_office')).token;
  const other = await createShop(t);
  const otherOwner: { token: string; host: string } = {
    token: (await createStaff(t, other.company.id, 'owner')).token,
    host: other.company.domain,
  };
  return { shop, host, eventId, plan, owner, manager, boxOffice, otherOwner };
});

async function buy(session: Session, extra: object = {}, language: 'en' | 'he' = 'en') {
  const bought = await buyInSandbox(t, given.host, { pricing_id: given.plan, ...extra }, session, language);
  expect(bought.status).toBe(200);
  return bought.data.purchase.id;
}

const list = (body: object, token = given.owner, onHost = given.host) =>
  staffCall<ListOrdersResponse>(t, onHost, 'admin/orders/list', body, token);
const get = (purchaseId: unknown, token = given.owner, onHost = given.host) =>
  staffCall<OrderResponse>(t, onHost, 'admin/orders/get', { purchase_id: purchaseId }, token);
const refund = (body: object, token = given.owner, onHost = given.host) =>
  staffCall<OrderResponse>(t, onHost, 'admin/orders/refund', body, token);
const purchaseRow = async (id: number) =>
  (await t.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const fieldsOf = (error: { details?: unknown } | null) =>
  (error?.details as { fields?: Record<string, string[]> } | undefined)?.fields ?? {};

describe('the orders grid', () => {
  it('lists the company’s orders, newest first, and finds one by address, name, number or coupon', async () => {
    const alice = await given.shop.viewer({ email: 'alice.grid@example.test', name: 'Alice Grid' });
    const bob = await given.shop.viewer({ email: 'bob.grid@example.test', name: 'Bob Grid' });
    await given.shop.coupon('GRID10', 10, { planIds: [given.plan] });
    const first = await buy(alice.session);
    const second = await buy(bob.session, { coupon_code: 'GRID10' });

    const page = await list({});
    expect(page.status).toBe(200);
    expect(page.data.rows[0]?.id).toBe(second);
    expect(page.data.rows.find((order) => order.id === first)).toMatchObject({
      state: 'paid',
      buyer_email: 'alice.grid@example.test',
      buyer_name: 'Alice Grid',
      item: 'Ticket – Opening night',
      gateway: 'sandbox',
      amount_minor: 1000,
      refunded_minor: 0,
      currency: 'EUR',
    });

    const ids = async (body: object) => (await list(body)).data.rows.map((order) => order.id);
    expect(await ids({ search: 'ALICE.g' })).toEqual([first]);
    expect(await ids({ search: 'bob g' })).toEqual([second]);
    expect(await ids({ search: `#${first}` })).toEqual([first]);
    expect(await ids({ search: 'grid10' })).toEqual([second]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect((await list({ search: 'grid10' })).data.rows[0]?.coupon_code).toBe('GRID10');
    // A search that finds several buyers reaches the grid as the pattern that finds them.
    const alicia = await given.shop.viewer({ email: 'alice.other@example.test', name: 'Alicia Other' });
    const third = await buy(alicia.session);
    expect(await ids({ search: 'Alice' })).toEqual([third, first]);
    expect(await ids({ search: 'alice.g' })).toEqual([first]);
  });

  it('filters by state, gateway, event, plan and days in the company’s time zone', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const ids = async (body: object) => (await list({ page_size: 100, ...body })).data.rows.map((o) => o.id);
    expect(await ids({ state: 'paid' })).toContain(id);
    expect(await ids({ state: 'refunded' })).not.toContain(id);
    expect(await ids({ gateway: 'sandbox' })).toContain(id);
    expect(await ids({ gateway: 'admin_pay' })).not.toContain(id);
    expect(await ids({ screener_id: given.eventId })).toContain(id);
    expect(await ids({ pricing_id: given.plan })).toContain(id);
    // The test clock stands at 12:00 UTC on 1 June 2026: 15:00 that day in Jerusalem.
    expect(await ids({ from: '2026-06-01', to: '2026-06-01' })).toContain(id);
    expect(await ids({ from: '2026-06-02' })).not.toContain(id);
    expect(await ids({ to: '2026-05-31' })).not.toContain(id);
  });

  it('pages on the server and counts what matches', async () => {
    const { session } = await given.shop.viewer();
    await buy(session);
    const all = (await list({ page_size: 100 })).data;
    const firstPage = await list({ page: 0, page_size: 25 });
    expect(firstPage.data.total).toBe(all.total);
    expect(firstPage.data.rows.length).toBe(Math.min(25, all.total));
  });

  it('shows another company’s staff nothing and answers bad input with a field message', async () => {
    const theirs = await list({ page_size: 100 }, given.otherOwner.token, given.otherOwner.host);
    expect(theirs.data).toEqual({ rows: [], total: 0, total_exact: true });
    const bad = await list({ page_size: 7, state: 'lost', from: 'June' });
    expect(bad.error?.code).toBe(400);
    expect(Object.keys(fieldsOf(bad.error)).sort()).toEqual(['from', 'page_size', 'state']);
    const backwards = await list({ from: '2026-06-02', to: '2026-06-01' });
    expect(Object.keys(fieldsOf(backwards.error))).toEqual(['to']);
  });
});

describe('the order page', () => {
  it('shows the order’s timeline, what it granted and its receipt', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const page = await get(id, given.boxOffice);
    expect(page.status).toBe(200);
    expect(page.data.order).toMatchObject({
      id,
      state: 'paid',
      refundable_minor: 1000,
      refunds_online: true,
      grants: { event_title: 'Opening night', screener_id: given.eventId, plan_name: 'Ticket', seats: [] },
    });
    expect(page.data.order.receipt_url).toMatch(/receipt/);
    expect(page.data.order.timeline.map((entry) => entry.kind)).toEqual(['created', 'paid']);
  });

  it('does not find another company’s order, nor an id that is not one', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    expect((await get(id, given.otherOwner.token, given.otherOwner.host)).error?.code).toBe(404);
    expect((await get('x')).error?.code).toBe(400);
  });

  it('mails the receipt again on request', async () => {
    const { session, consumer } = await given.shop.viewer();
    const id = await buy(session);
    const before = t.mailer.sent.filter((mail) => mail.to === consumer.email).length;
    const resent = await staffCall(
      t,
      given.host,
      'admin/orders/resend_receipt',
      { purchase_id: id },
      given.boxOffice,
    );
    expect(resent.status).toBe(200);
    expect(t.mailer.sent.filter((mail) => mail.to === consumer.email)).toHaveLength(before + 1);
  });
});

describe('refunds', () => {
  it('gives back a part, then the rest; the viewer keeps access until all of it went back', async () => {
    const { session, consumer } = await given.shop.viewer({ language: 'he' });
    const id = await buy(session, {}, 'he');

    const part = await refund({ purchase_id: id, amount_minor: 400, reason: 'Late start' }, given.manager);
    expect(part.status).toBe(200);
    expect(part.data.order).toMatchObject({
      state: 'partially_refunded',
      refunded_minor: 400,
      refundable_minor: 600,
    });
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toHaveLength(1);
    const mail = t.mailer.sent.filter((sent) => sent.to === consumer.email).at(-1);
    expect(mail?.subject).toContain('החזירו');

    const rest = await refund({ purchase_id: id, reason: 'Cannot come' });
    expect(rest.data.order).toMatchObject({ state: 'refunded', refunded_minor: 1000, refundable_minor: 0 });
    expect(rest.data.order.timeline.map((entry) => entry.kind)).toEqual([
      'created',
      'paid',
      'refunded',
      'refunded',
      'cancelled',
    ]);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toEqual([]);
    expect((await purchaseRow(id))?.refundStatus).toBe('refunded');
  });

  it('refuses more than is left, a free order and another company’s order, each with a field message', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const tooMuch = await refund({ purchase_id: id, amount_minor: 1001, reason: 'x' });
    expect(tooMuch.error?.code).toBe(400);
    expect(fieldsOf(tooMuch.error).amount_minor).toEqual(['At most 10.00 is left to refund']);

    await given.shop.coupon('FREE00', 100, { planIds: [given.plan] });
    const free = await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      {
        charge_type: 'stripe',
        idempotency_key: attemptKey(),
        pricing_id: given.plan,
        token: null,
        coupon_code: 'free00',
        zip_code: '1',
        address: 'x',
      },
      (await given.shop.viewer()).session,
    );
    const freeRefused = await refund({ purchase_id: free.data.purchase.id, reason: 'x' });
    expect(freeRefused.error?.code).toBe(400);
    expect(fieldsOf(freeRefused.error).purchase_id).toEqual([
      'This order cost nothing: there is nothing to refund',
    ]);

    expect(
      (await refund({ purchase_id: id, reason: 'x' }, given.otherOwner.token, given.otherOwner.host)).error
        ?.code,
    ).toBe(404);
    const badInput = await refund({ purchase_id: id, amount_minor: -5, reason: '' });
    expect(badInput.error?.code).toBe(400);
    expect(Object.keys(fieldsOf(badInput.error)).sort()).toEqual(['amount_minor', 'reason']);
    expect((await purchaseRow(id))?.refundedMinor).toBe(0);
  });

  it('is for owners and managers: the box office sees orders but gives no money back', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const refused = await refund({ purchase_id: id, reason: 'x' }, given.boxOffice);
    expect(refused.error?.code).toBe(403);
    expect((await purchaseRow(id))?.refundedMinor).toBe(0);
  });

  it('gives the money back once when two staff refund at once', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const results = await Promise.all([
      refund({ purchase_id: id, reason: 'First click' }, given.owner),
      refund({ purchase_id: id, reason: 'Second click' }, given.manager),
    ]);
    expect(results.filter((result) => !result.error)).toHaveLength(1);
    expect(results.map((result) => result.error?.code ?? null).sort()).toEqual([400, null]);
    const rows = await t.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, id));
    expect(rows.map((row) => [row.status, row.amountMinor])).toEqual([['succeeded', 1000]]);
    expect((await purchaseRow(id))?.refundedMinor).toBe(1000);
  });

  it('changes nothing when the provider refuses the refund, and says why', async () => {
    const { session } = await given.shop.viewer();
    const id = await buy(session);
    const providers = createPaymentProviders(t.config);
    const refusing = {
      ...providers,
      forCompany: async () => ({
        ...providers,
        gateways: {
          ...providers.gateways,
          sandbox: {
            ...providers.sandbox,
            refund: async () => {
              throw new Error('The charge is disputed.');
            },
          },
        },
      }),
    };
    const errors: string[] = [];
    await expect(
      refundOrder(
        {
          db: t.db,
          mailer: t.mailer,
          config: t.config,
          places: t.app.places,
          events: { toSeatChart: () => undefined },
          webhooks: silentWebhookEvents,
        },
        refusing,
        {
          companyId: given.shop.company.id,
          purchaseId: id,
          reason: 'x',
          byEmail: 'staff@example.test',
          now: t.clock.now(),
        },
        { error: (_details, message) => errors.push(message) },
      ),
    ).rejects.toMatchObject({
      errorName: 'REFUND_FAILED',
      details: { fields: { purchase_id: ['The charge is disputed.'] } },
    });
    const row = await purchaseRow(id);
    expect([row?.refundedMinor, row?.refundStatus, row?.cancelledAt]).toEqual([0, null, null]);
    const page = await get(id);
    expect(page.data.order).toMatchObject({ state: 'paid', refundable_minor: 1000 });
    expect(page.data.order.timeline.at(-1)).toMatchObject({
      kind: 'refund_failed',
      note: 'The charge is disputed.',
    });
  });

  it('records a cash order’s refund for the company to give back by hand', async () => {
    const { session } = await given.shop.viewer();
    const cash = await purchase(
      t,
      given.host,
      { charge_type: 'admin_pay', idempotency_key: attemptKey(), pricing_id: given.plan },
      session,
    );
    const id = cash.data.purchase.id;
    await staffCall(t, given.host, `admin/purchases/${id}/confirm`, {}, given.boxOffice);
    expect((await get(id)).data.order.refunds_online).toBe(false);
    const refunded = await refund({ purchase_id: id, reason: 'Paid back at the door' });
    expect(refunded.data.order).toMatchObject({ state: 'refunded', refunds_online: false });
  });

  it('frees a refunded seat order’s seats', async () => {
    const venueShop = await createVenueShop(t);
    const seatOwner = (await createStaff(t, venueShop.company.id, 'owner')).token;
    const seatEvent = await venueShop.venueEvent();
    const viewer = await venueShop.viewer();
    const { bookingId } = await buyTicket(t, venueShop.company.domain, seatEvent, viewer.session, ['2-1']);
    const [order] = await t.db.select().from(purchases).where(eq(purchases.bookingId, bookingId));
    if (!order) throw new Error('no seat order');
    const refunded = await refund(
      { purchase_id: order.id, reason: 'Event moved' },
      seatOwner,
      venueShop.company.domain,
    );
    expect(refunded.data.order).toMatchObject({
      state: 'refunded',
      grants: { booking_id: bookingId, seats: ['B1'] },
    });
    const statuses = await call<{ seats_status: Record<string, number> }>(
      t,
      venueShop.company.domain,
      `guest/company/${venueShop.company.id}/screenings/${seatEvent}/getSeatsStatus`,
      {},
    );
    expect(statuses.data.seats_status['2-1']).toBe(SEAT_STATUSES.available);
  });
});
