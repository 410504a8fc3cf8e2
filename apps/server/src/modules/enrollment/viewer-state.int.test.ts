import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listGroupPurchases } from '../payments/group-purchases.ts';
import { listViewerScreenings } from '../payments/index.ts';
import { groupPurchases, purchases } from '../payments/schema.ts';
import { pricingPlanScreenings, pricingPlans } from '../pricing/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { enrollments } from './schema.ts';

let companyId: number;
let consumerId: number;
const ids: Record<
  'enrolledFree' | 'boughtSingle' | 'inPass' | 'alsoInPass' | 'paying' | 'untouched',
  number
> = {
  enrolledFree: 0,
  boughtSingle: 0,
  inPass: 0,
  alsoInPass: 0,
  paying: 0,
  untouched: 0,
};

const t = useTestApp();
const given = seededForFile(async () => {
  companyId = (await createCompany(t.db)).id;
  consumerId = (await createConsumer(t.db, companyId)).id;
  const otherConsumerId = (await createConsumer(t.db, companyId)).id;
  const starts = new Date('2026-07-01T18:00:00Z');
  const ends = new Date('2026-07-01T20:00:00Z');
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const [row] = await t.db
      .insert(screeners)
      .values({ companyId, title: name, screeningStartsAt: starts, screeningEndsAt: ends })
      .returning();
    ids[name] = row?.id ?? 0;
  }
  const plan = async (type: (typeof PRICING_TYPES)[keyof typeof PRICING_TYPES], screenerIds: number[]) => {
    const [row] = await t.db
      .insert(pricingPlans)
      .values({ companyId, type, name: `plan ${type}`, priceMinor: 1000, currency: 'EUR' })
      .returning();
    const planId = row?.id ?? 0;
    await t.db
      .insert(pricingPlanScreenings)
      .values(screenerIds.map((screenerId) => ({ planId, screenerId })));
    return planId;
  };
  const single = await plan(PRICING_TYPES.single, [ids.boughtSingle]);
  const pass = await plan(PRICING_TYPES.group, [ids.inPass, ids.alsoInPass]);
  const payingPlan = await plan(PRICING_TYPES.single, [ids.paying]);

  const purchase = async (
    consumer: number,
    pricingId: number,
    status: (typeof PURCHASE_STATUSES)[keyof typeof PURCHASE_STATUSES],
  ) => {
    const [row] = await t.db
      .insert(purchases)
      .values({
        companyId,
        consumerId: consumer,
        pricingId,
        status,
        purchaseType: PRICING_TYPES.single,
        currency: 'EUR',
        amountMinor: 1000,
        gateway: 'sandbox',
        idempotencyKey: `${consumer}-${pricingId}-${status}`,
      })
      .returning();
    return row?.id ?? 0;
  };
  const singlePurchase = await purchase(consumerId, single, PURCHASE_STATUSES.completed);
  const passPurchase = await purchase(consumerId, pass, PURCHASE_STATUSES.completed);
  await purchase(consumerId, payingPlan, PURCHASE_STATUSES.processing);
  await purchase(consumerId, payingPlan, PURCHASE_STATUSES.initiated);
  await purchase(otherConsumerId, single, PURCHASE_STATUSES.completed);
  await t.db.insert(groupPurchases).values({
    companyId,
    consumerId,
    pricingId: pass,
    purchaseId: passPurchase,
    status: PURCHASE_STATUSES.completed,
  });
  await t.db.insert(enrollments).values([
    { companyId, consumerId, screenerId: ids.enrolledFree },
    { companyId, consumerId, screenerId: ids.boughtSingle, purchaseId: singlePurchase },
  ]);
  return { otherConsumerId };
});

describe('the viewer’s link to events', () => {
  it('tells enrolled, purchased through a plan or a pass, and in payment apart', async () => {
    const states = await listViewerScreenings(t.db, companyId, consumerId);
    const byId = new Map(states.map((state) => [state.screener_id, state]));
    expect(byId.get(ids.enrolledFree)).toMatchObject({
      is_enrolled: true,
      is_purchased: false,
      purchase_id: null,
    });
    expect(byId.get(ids.boughtSingle)).toMatchObject({ is_enrolled: true, is_purchased: true });
    expect(byId.get(ids.inPass)).toMatchObject({ is_enrolled: false, is_purchased: true });
    expect(byId.get(ids.alsoInPass)).toMatchObject({ is_enrolled: false, is_purchased: true });
    expect(byId.get(ids.paying)).toMatchObject({ is_purchased: false, is_payment_in_process: true });
    expect(byId.has(ids.untouched)).toBe(false);
  });

  it('keeps other viewers’ purchases out', async () => {
    const states = await listViewerScreenings(t.db, companyId, given.otherConsumerId);
    expect(states.map((state) => state.screener_id)).toEqual([ids.boughtSingle]);
  });

  it('lists the viewer’s passes with the events each covers', async () => {
    const passes = await listGroupPurchases(t.db, companyId, consumerId);
    expect(passes).toHaveLength(1);
    expect(passes[0]?.pricing.screening_ids.sort()).toEqual([ids.inPass, ids.alsoInPass].sort());
    expect(passes[0]?.status).toBe(PURCHASE_STATUSES.completed);
  });
});
