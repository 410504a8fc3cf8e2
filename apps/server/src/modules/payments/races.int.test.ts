import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { coupons } from '../pricing/schema.ts';
import { completePurchase } from './complete-purchase.ts';
import { buyInSandbox, call, createShop, insertProcessingPurchase } from './purchase-test-helpers.ts';
import { paymentWebhookEvents } from './schema.ts';

/*
 * Races: on PostgreSQL (CI's second run) the requests truly overlap on a pool of connections;
 * on PGlite they are serialised, which still checks the sequential case.
 */
const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox']);
  const host = shop.company.domain;
  return { shop, host };
});

const buy = (pricingId: number, session: { key: string; secret: string }, extra: object = {}) =>
  buyInSandbox(t, given.host, { pricing_id: pricingId, ...extra }, session);

const viewers = (n: number) => Promise.all(Array.from({ length: n }, () => given.shop.viewer()));

const enrolledIn = async (screenerId: number) =>
  (await t.db.select({ value: count() }).from(enrollments).where(eq(enrollments.screenerId, screenerId)))[0]
    ?.value;

describe('an event with a capacity', () => {
  it('sells exactly its places to concurrent buyers and answers the rest sold out', async () => {
    const eventId = await given.shop.event({ title: 'Small room', limitation: 7 });
    const plan = await given.shop.plan(PRICING_TYPES.single, 900, [eventId]);
    const results = await Promise.all((await viewers(12)).map(({ session }) => buy(plan, session)));
    expect(results.filter((result) => refusalCode(result) === null)).toHaveLength(7);
    const refused = results.filter((result) => refusalCode(result) !== null);
    expect(refused.map((result) => [result.status, result.error?.message])).toEqual(
      Array(5).fill([200, 'Sorry, all seats are sold out']),
    );
    expect(await enrolledIn(eventId)).toBe(7);
  });

  it('lets concurrent free registrations take no more than its places', async () => {
    const eventId = await given.shop.event({ title: 'Free talk', limitation: 4, monetizationEnabled: false });
    const results = await Promise.all(
      (await viewers(9)).map(({ session }) =>
        call(t, given.host, 'enroll', { screener_id: eventId }, session),
      ),
    );
    expect(results.filter((result) => refusalCode(result) === null)).toHaveLength(4);
    expect(results.filter((result) => result.error?.code === 4004)).toHaveLength(5);
    expect(await enrolledIn(eventId)).toBe(4);
  });

  it('keeps a place for a payment under way, and frees it when the card is declined', async () => {
    const eventId = await given.shop.event({ title: 'One seat', limitation: 1 });
    const plan = await given.shop.plan(PRICING_TYPES.single, 900, [eventId]);
    const [first, second] = await viewers(2);
    if (!first || !second) throw new Error('no viewers');
    const declined = await buy(plan, first.session, { card_number: SANDBOX_CARDS.declined });
    expect(refusalCode(declined)).toBe(4020);
    expect(refusalCode(await buy(plan, second.session))).toBeNull();
    expect((await buy(plan, first.session)).error?.code).toBe(4004);
  });
});

describe('a coupon with limited uses', () => {
  it('is used by concurrent buyers at most as often as it allows', async () => {
    const eventId = await given.shop.event({ title: 'Coupon night' });
    const plan = await given.shop.plan(PRICING_TYPES.single, 1000, [eventId]);
    await given.shop.coupon('LIMIT5', 50, { maxUses: 5 });
    const results = await Promise.all(
      (await viewers(10)).map(({ session }) => buy(plan, session, { coupon_code: 'LIMIT5' })),
    );
    expect(results.filter((result) => refusalCode(result) === null)).toHaveLength(5);
    expect(results.filter((result) => result.error?.code === 4022)).toHaveLength(5);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'LIMIT5'));
    expect(coupon?.usedCount).toBe(5);
  });

  it('gives a use back when the payment fails', async () => {
    const eventId = await given.shop.event({ title: 'Declined night' });
    const plan = await given.shop.plan(PRICING_TYPES.single, 1000, [eventId]);
    await given.shop.coupon('ONCE01', 50, { maxUses: 1 });
    const [first, second] = await viewers(2);
    if (!first || !second) throw new Error('no viewers');
    const declined = await buy(plan, first.session, {
      coupon_code: 'ONCE01',
      card_number: SANDBOX_CARDS.declined,
    });
    expect(refusalCode(declined)).toBe(4020);
    expect(refusalCode(await buy(plan, second.session, { coupon_code: 'ONCE01' }))).toBeNull();
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONCE01'));
    expect(coupon?.usedCount).toBe(1);
  });
});

describe('payment webhooks', () => {
  it('ten different deliveries for one purchase at once complete it once, none failing', async () => {
    const eventId = await given.shop.event({ title: 'Webhook night' });
    const plan = await given.shop.plan(PRICING_TYPES.single, 1000, [eventId]);
    const { consumer } = await given.shop.viewer();
    const purchase = await insertProcessingPurchase(t, {
      companyId: given.shop.company.id,
      consumerId: consumer.id,
      pricingId: plan,
      screenerId: eventId,
      amountMinor: 1000,
      discountMinor: 0,
      gateway: 'stripe',
      createdAt: t.clock.now(),
    });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        completePurchase(t.db, purchase.id, {
          now: t.clock.now(),
          webhook: { gateway: 'stripe', eventId: `evt_race_${n}`, type: 'payment_intent.succeeded' },
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value)).toHaveLength(1);
    expect(await enrolledIn(eventId)).toBe(1);
    const recorded = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.purchaseId, purchase.id));
    expect(recorded).toHaveLength(10);
  });
});
