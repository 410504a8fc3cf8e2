import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startPaypalStandIn } from '../../../test/payment-stand-ins/paypal-stand-in.ts';
import { refusalCode } from '../../../test/refusal.ts';
import { seededForFile } from '../../../test/seeded-for-file.ts';
import { startedForFile } from '../../../test/started-for-file.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { attemptKey, call, createShop, purchase } from '../purchase-test-helpers.ts';
import { purchases } from '../schema.ts';

const standIn = startedForFile(startPaypalStandIn);
const t = useTestApp(() => ({ env: standIn.env }));
const given = seededForFile(async () => {
  const shop = await createShop(t, ['paypal']);
  const host = shop.company.domain;
  const eventId = await shop.event();
  const singlePlan = await shop.plan(PRICING_TYPES.single, 1999, [eventId]);
  await shop.coupon('HALF50', 50);
  return { shop, host, eventId, singlePlan };
});

const order = (extra: object = {}) => ({
  charge_type: 'paypal',
  idempotency_key: attemptKey(),
  pricing_id: given.singlePlan,
  screener_id: given.eventId,
  ...extra,
});

describe('paypal gateway', () => {
  it('creates the order on the server for the computed amount, then captures it and grants', async () => {
    const { session } = await given.shop.viewer();
    const created = await purchase(t, given.host, order({ coupon_code: 'HALF50', amount: '0.01' }), session);
    expect(created.data.purchase).toMatchObject({
      status: PURCHASE_STATUSES.initiated,
      next_action: 'approve_order',
    });
    const orderId = created.data.purchase.payment_details.order_id ?? '';
    // 19.99 at 50% off: the discount 9.995 rounds to 10.00, leaving 9.99 (the client's 0.01 is ignored).
    expect(standIn.orders.get(orderId)?.amount).toEqual({ currency_code: 'EUR', value: '9.99' });

    // Not approved yet: PayPal refuses the capture and nothing is granted.
    const early = await call(t, given.host, 'purchase/screeningOrGroupTicket', order({ orderId }), session);
    expect(refusalCode(early)).toBe(4020);
    expect(early.data).toBeNull();

    standIn.approve(orderId);
    const captured = await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      order({ orderId }),
      session,
    );
    expect(captured.data.purchase).toMatchObject({
      id: created.data.purchase.id,
      status: PURCHASE_STATUSES.completed,
    });
    expect(captured.data.screenings[0]).toMatchObject({ is_purchased: true, is_enrolled: true });
    const again = await call(t, given.host, 'purchase/screeningOrGroupTicket', order({ orderId }), session);
    expect(again.data.purchase.status).toBe(PURCHASE_STATUSES.completed);
  });

  it('grants nothing when PayPal reports a different amount', async () => {
    const { consumer, session } = await given.shop.viewer();
    const created = await call(t, given.host, 'purchase/screeningOrGroupTicket', order(), session);
    const orderId = created.data.purchase.payment_details.order_id ?? '';
    standIn.approve(orderId);
    standIn.captureAs({ currency_code: 'EUR', value: '0.01' });
    const captured = await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      order({ orderId }),
      session,
    );
    standIn.captureAs(null);
    expect(captured.error?.code).toBe(ERROR_CATALOGUE.PAYMENT_FAILED.code);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.consumerId, consumer.id));
    expect(row?.status).toBe(PURCHASE_STATUSES.initiated);
  });

  it("refuses another viewer's order id", async () => {
    const owner = await given.shop.viewer();
    const created = await call(t, given.host, 'purchase/screeningOrGroupTicket', order(), owner.session);
    const orderId = created.data.purchase.payment_details.order_id ?? '';
    standIn.approve(orderId);
    const thief = await given.shop.viewer();
    const stolen = await call(
      t,
      given.host,
      'purchase/screeningOrGroupTicket',
      order({ orderId }),
      thief.session,
    );
    expect(refusalCode(stolen)).toBe(404);
  });
});
