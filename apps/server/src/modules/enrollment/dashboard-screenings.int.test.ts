import type { ListScreeningsResponse } from '@screener/contracts/dashboard';
import { PRICING_TYPES, PURCHASE_STATUSES, type PurchaseStatus } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop } from '../payments/purchase-test-helpers.ts';
import { purchases } from '../payments/schema.ts';
import { enrollments } from './schema.ts';

type Shop = Awaited<ReturnType<typeof createShop>>;
type Viewer = Awaited<ReturnType<Shop['viewer']>>;

let shop: Shop;
const ids = { later: 0, sooner: 0, rental: 0, inPass: 0, paying: 0, draft: 0, untouched: 0, othersOnly: 0 };
let singlePurchase = 0;
let passPurchase = 0;

async function purchase(
  consumerId: number,
  values: { pricingId?: number; screenerId?: number; status: PurchaseStatus; receiptUrl?: string },
): Promise<number> {
  const [row] = await t.db
    .insert(purchases)
    .values({
      companyId: shop.company.id,
      consumerId,
      pricingId: values.pricingId ?? null,
      screenerId: values.screenerId ?? null,
      status: values.status,
      purchaseType: PRICING_TYPES.single,
      currency: 'EUR',
      amountMinor: 1000,
      gateway: 'sandbox',
      idempotencyKey: `${consumerId}-${values.pricingId}-${values.screenerId}-${values.status}`,
      paymentDetails: values.receiptUrl ? { receipt_url: values.receiptUrl } : {},
    })
    .returning();
  return row?.id ?? 0;
}

const list = (session: Viewer['session'], body: object = {}, onHost = given.host) =>
  call<ListScreeningsResponse>(t, onHost, 'listScreenings', body, session);

const t = useTestApp();
const given = seededForFile(async () => {
  shop = await createShop(t);
  const host = shop.company.domain;
  const viewer: Viewer = await shop.viewer();
  const other: Viewer = await shop.viewer();
  ids.later = await shop.event({
    title: 'Later',
    screeningStartsAt: shop.hours(48),
    screeningEndsAt: shop.hours(50),
  });
  ids.sooner = await shop.event({
    title: 'Sooner',
    screeningStartsAt: shop.hours(2),
    screeningEndsAt: shop.hours(4),
  });
  ids.rental = await shop.event({
    title: 'Rental',
    isVodEvent: true,
    vodAvailability: 48,
    screeningStartsAt: shop.hours(-24),
    screeningEndsAt: shop.hours(24 * 30),
  });
  ids.inPass = await shop.event({
    title: 'In the pass',
    screeningStartsAt: shop.hours(72),
    screeningEndsAt: shop.hours(74),
  });
  ids.paying = await shop.event({
    title: 'Paying',
    screeningStartsAt: shop.hours(96),
    screeningEndsAt: shop.hours(98),
  });
  ids.draft = await shop.event({ title: 'Draft', status: 'draft' });
  ids.untouched = await shop.event({ title: 'Untouched' });
  ids.othersOnly = await shop.event({ title: 'Others only' });

  const single = await shop.plan(PRICING_TYPES.single, 1000, [ids.later], { name: 'Single ticket' });
  const pass = await shop.plan(PRICING_TYPES.group, 3000, [ids.inPass, ids.later], { name: 'Festival pass' });
  const payingPlan = await shop.plan(PRICING_TYPES.single, 1000, [ids.paying]);
  singlePurchase = await purchase(viewer.consumer.id, {
    pricingId: single,
    screenerId: ids.later,
    status: PURCHASE_STATUSES.completed,
    receiptUrl: 'https://receipts.example.test/single',
  });
  passPurchase = await purchase(viewer.consumer.id, {
    pricingId: pass,
    status: PURCHASE_STATUSES.completed,
    receiptUrl: 'https://receipts.example.test/pass',
  });
  await purchase(viewer.consumer.id, { pricingId: payingPlan, status: PURCHASE_STATUSES.processing });
  const othersPurchase = await purchase(other.consumer.id, {
    pricingId: single,
    status: PURCHASE_STATUSES.completed,
  });

  const rentalStart = shop.hours(-50);
  await t.db.insert(enrollments).values([
    { companyId: shop.company.id, consumerId: viewer.consumer.id, screenerId: ids.sooner },
    {
      companyId: shop.company.id,
      consumerId: viewer.consumer.id,
      screenerId: ids.later,
      purchaseId: singlePurchase,
    },
    {
      companyId: shop.company.id,
      consumerId: viewer.consumer.id,
      screenerId: ids.rental,
      eventStartsAt: rentalStart,
      eventEndsAt: new Date(rentalStart.getTime() + 48 * 3_600_000),
    },
    { companyId: shop.company.id, consumerId: viewer.consumer.id, screenerId: ids.draft },
    {
      companyId: shop.company.id,
      consumerId: other.consumer.id,
      screenerId: ids.othersOnly,
      purchaseId: othersPurchase,
    },
  ]);
  return { host, viewer, other };
});

describe('listScreenings', () => {
  it('lists only the viewer’s events, published, earliest start first', async () => {
    const reply = await list(given.viewer.session, { company_id: shop.company.id });
    expect(refusalCode(reply)).toBeNull();
    expect(reply.data.screenings.map((screener) => screener.id)).toEqual([
      ids.rental,
      ids.sooner,
      ids.later,
      ids.inPass,
      ids.paying,
    ]);
  });

  it('shows each link: enrolled, purchased with its purchase as the pivot, in payment, and the receipts', async () => {
    const { data } = await list(given.viewer.session);
    const byId = new Map(data.screenings.map((screener) => [screener.id, screener]));
    expect(byId.get(ids.sooner)).toMatchObject({
      is_enrolled: true,
      is_purchased: false,
      pivot: { event_starts_at: null, purchase_id: null },
      receipt_urls: [],
    });
    expect(byId.get(ids.later)).toMatchObject({
      is_enrolled: true,
      is_purchased: true,
      pivot: { purchase_id: singlePurchase },
    });
    expect(byId.get(ids.later)?.receipt_urls).toEqual(
      expect.arrayContaining([
        { receipt_url: 'https://receipts.example.test/single', plan: 'Single ticket' },
        { receipt_url: 'https://receipts.example.test/pass', plan: 'Festival pass' },
      ]),
    );
    expect(byId.get(ids.inPass)).toMatchObject({
      is_enrolled: false,
      is_purchased: true,
      pivot: { purchase_id: passPurchase },
      receipt_urls: [{ receipt_url: 'https://receipts.example.test/pass', plan: 'Festival pass' }],
    });
    expect(byId.get(ids.paying)).toMatchObject({
      is_purchased: false,
      is_payment_in_process: true,
      pivot: { purchase_id: null },
    });
  });

  it('gives an on-demand rental its window, which tells active from expired', async () => {
    const { data } = await list(given.viewer.session);
    const rental = data.screenings.find((screener) => screener.id === ids.rental);
    expect(rental).toMatchObject({
      is_vod_event: 1,
      vod_availability: 48,
      event_starts_at: expect.any(String),
      pivot: { event_starts_at: rental?.event_starts_at },
    });
    const ends = new Date(`${rental?.event_ends_at?.replace(' ', 'T')}Z`);
    const starts = new Date(`${rental?.event_starts_at?.replace(' ', 'T')}Z`);
    expect(ends.getTime() - starts.getTime()).toBe(48 * 3_600_000);
    // Started 50 hours ago for 48 hours: already over.
    expect(ends.getTime()).toBeLessThan(t.clock.now().getTime());
  });

  it('never shows another consumer’s events', async () => {
    const { data } = await list(given.other.session);
    expect(data.screenings.map((screener) => screener.id)).toEqual([ids.othersOnly, ids.later]);
    expect(data.screenings.find((screener) => screener.id === ids.later)).toMatchObject({
      is_enrolled: false,
      is_purchased: true,
      receipt_urls: [],
    });
  });

  it('keeps companies apart: another company id is refused, another site’s session is refused', async () => {
    const elsewhere = await createShop(t);
    const wrongCompany = await list(given.viewer.session, { company_id: elsewhere.company.id });
    expect(refusalCode(wrongCompany)).toBe(403);
    const stranger = await elsewhere.viewer();
    const onOtherHost = await list(stranger.session);
    expect(refusalCode(onOtherHost)).not.toBeNull();
    const ownSite = await list(stranger.session, {}, elsewhere.company.domain);
    expect(ownSite.data.screenings).toEqual([]);
  });

  it('needs a signed-in viewer and a valid body', async () => {
    expect(refusalCode(await call(t, given.host, 'listScreenings', {}))).toBe(551);
    const bad = await list(given.viewer.session, { company_id: 'abc' });
    expect(refusalCode(bad)).toBe(400);
  });
});
