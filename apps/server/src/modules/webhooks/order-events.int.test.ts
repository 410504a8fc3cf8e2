import { PRICING_TYPES } from '@screener/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { attemptKey, buyInSandbox, call, createShop, purchase } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { webhookDeliveries } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const owner = (await createStaff(t, shop.company.id, 'owner')).token;
  // A public address: the deliveries are only recorded here, never sent.
  const saved = await callStaff(
    t,
    'admin/webhooks/save',
    { url: 'https://93.184.216.34/orders', events: ['order.completed', 'order.refunded'] },
    { host: shop.company.domain, token: owner },
  );
  expect(refusalCode(saved)).toBeNull();
  const endpointId = saved.json().data.endpoint.id;
  return { shop, owner, endpointId };
});

const recorded = async () =>
  (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, given.endpointId))).map(
    (row) => ({ event: row.event, data: JSON.parse(row.body).data }),
  );

describe('order events', () => {
  it('tells an order completed once, then its refund', async () => {
    const eventId = await given.shop.event({ title: 'Opening night' });
    const plan = await given.shop.plan(PRICING_TYPES.single, 1000, [eventId]);
    const { session } = await given.shop.viewer();
    const bought = await buyInSandbox(t, given.shop.company.domain, { pricing_id: plan }, session);
    const orderId = bought.data.purchase.id;
    expect(await recorded()).toEqual([
      { event: 'order.completed', data: expect.objectContaining({ order_id: orderId, amount_minor: 1000 }) },
    ]);
    const refunded = await callStaff(
      t,
      'admin/orders/refund',
      { purchase_id: orderId, reason: 'Cancelled screening' },
      { host: given.shop.company.domain, token: given.owner },
    );
    expect(refusalCode(refunded)).toBeNull();
    const events = await recorded();
    expect(events.map((event) => event.event)).toEqual(['order.completed', 'order.refunded']);
    expect(events[1]?.data).toMatchObject({ order_id: orderId, refunded_minor: 1000, full: true });
  });

  it('tells a free order completed once, as a paid one: a 100 % coupon and a free ticket', async () => {
    const eventId = await given.shop.event({ title: 'Free matinee' });
    const paidPlan = await given.shop.plan(PRICING_TYPES.single, 800, [eventId]);
    const freePlan = await given.shop.plan(PRICING_TYPES.single, 0, [eventId]);
    await given.shop.coupon('FREE99', 100, { planIds: [paidPlan] });
    const before = (await recorded()).length;
    const { session } = await given.shop.viewer();
    const key = attemptKey();
    const couponBody = {
      charge_type: 'sandbox',
      idempotency_key: key,
      pricing_id: paidPlan,
      coupon_code: 'FREE99',
      zip_code: '12345',
      address: 'Main street 1',
    };
    const withCoupon = await purchase(t, given.shop.company.domain, couponBody, session);
    expect(withCoupon.status).toBe(200);
    // The same attempt again answers the same order and tells nothing new.
    await call(t, given.shop.company.domain, 'purchase/screeningOrGroupTicket', couponBody, session);
    const other = await given.shop.viewer();
    const freeTicket = await purchase(
      t,
      given.shop.company.domain,
      { charge_type: 'sandbox', idempotency_key: attemptKey(), pricing_id: freePlan },
      other.session,
    );
    expect(freeTicket.status).toBe(200);
    const told = (await recorded()).slice(before);
    expect(told).toEqual([
      {
        event: 'order.completed',
        data: expect.objectContaining({ order_id: withCoupon.data.purchase.id, amount_minor: 0 }),
      },
      {
        event: 'order.completed',
        data: expect.objectContaining({ order_id: freeTicket.data.purchase.id, amount_minor: 0 }),
      },
    ]);
  });
});
