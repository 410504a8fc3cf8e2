import { PRICING_TYPES } from '@screener/contracts/pricing';
import {
  addDays,
  calendarDayIn,
  type SalesGrouping,
  type SalesReportResponse,
  type WatchGrouping,
  type WatchReportResponse,
} from '@screener/contracts/reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';
import { films, media } from '../films/schema.ts';
import { purchases } from '../payments/schema.ts';
import { coupons, pricingPlans } from '../pricing/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { callStaff, createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { refundRequests } from '../support/schema.ts';
import { analyticsEvents } from '../watch/schema.ts';
import { commissionOf } from './sales-report.ts';

const NOW = new Date('2026-06-15T09:00:00Z');
/** East of UTC, so an order at 22:30 UTC falls on the next day of the company. */
const TIMEZONE = 'Asia/Jerusalem';
const COMMISSION = 15;

let festival: { id: number; domain: string };
let other: { id: number; domain: string };
let owner: string;

/** A small deterministic generator (mulberry32), so a failure is the same on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, int: (below: number) => Math.floor(next() * below) };
}

async function insertEvent(
  companyId: number,
  title: string,
  startsAt: Date,
  hours: number,
  limitation?: number,
) {
  const [row] = await t.db
    .insert(screeners)
    .values({
      companyId,
      title,
      screeningStartsAt: startsAt,
      screeningEndsAt: new Date(startsAt.getTime() + hours * 3_600_000),
      limitation: limitation ?? null,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row.id;
}

/** Orders and the player's beats of a company over 40 days before NOW, some of each on the edges of days. */
async function generate(companyId: number, seed: number) {
  const random = generator(seed);
  const events = [
    await insertEvent(companyId, 'Opening night', NOW, 3),
    await insertEvent(companyId, 'Closing night', new Date(NOW.getTime() + 86_400_000), 3),
  ];
  const [film] = await t.db.insert(films).values({ companyId, title: 'The film' }).returning();
  const [film2] = await t.db.insert(films).values({ companyId, title: 'The short' }).returning();
  if (!film || !film2) throw new Error('no film');
  const [plan] = await t.db
    .insert(pricingPlans)
    .values({ companyId, type: PRICING_TYPES.vod, name: 'Rental', currency: 'EUR', priceMinor: 500 })
    .returning();
  const [coupon] = await t.db
    .insert(coupons)
    .values({ companyId, code: `SAVE${String(seed).padStart(2, '0')}`, percentOff: 10 })
    .returning();
  if (!plan || !coupon) throw new Error('no plan or coupon');
  const viewers = await Promise.all([1, 2, 3, 4, 5].map(() => createConsumer(t.db, companyId)));
  const rows: (typeof purchases.$inferInsert)[] = [];
  for (let index = 0; index < 160; index += 1) {
    const completed = new Date(NOW.getTime() - random.int(40 * 24) * 3_600_000 - random.int(3_600) * 1_000);
    const type = random.pick([
      PRICING_TYPES.single,
      PRICING_TYPES.vod,
      PRICING_TYPES.vod,
      PRICING_TYPES.group,
    ]);
    const status = random.pick([30, 30, 30, 30, 10] as const);
    const amountMinor = random.int(5_000);
    const refundStatus =
      status === 30 && random.next() < 0.2 ? random.pick(['refunded', 'refunded', 'due'] as const) : null;
    rows.push({
      companyId,
      consumerId: random.pick(viewers).id,
      status,
      purchaseType: type,
      pricingId: random.next() < 0.7 ? plan.id : null,
      screenerId: random.next() < 0.8 ? random.pick(events) : null,
      couponId: random.next() < 0.3 ? coupon.id : null,
      currency: 'EUR',
      amountMinor,
      gateway: random.pick(['sandbox', 'stripe', 'paypal'] as const),
      idempotencyKey: `${seed}-${index}`,
      completedAt: status === 30 ? completed : null,
      refundStatus,
      // Some sold orders partly refunded from the back-office: the part counted on the order.
      refundedMinor:
        status === 30 && !refundStatus && amountMinor > 0 && random.next() < 0.15
          ? random.int(amountMinor)
          : 0,
      createdAt: completed,
    });
  }
  // Two orders on each side of a midnight of the company's time zone (21:00 UTC in summer).
  for (const [index, at] of ['2026-06-10T20:59:59Z', '2026-06-10T21:00:00Z'].entries()) {
    rows.push({
      companyId,
      consumerId: viewers[0]?.id ?? 0,
      status: 30,
      purchaseType: PRICING_TYPES.vod,
      currency: 'EUR',
      amountMinor: 1_000,
      gateway: 'sandbox',
      idempotencyKey: `${seed}-edge-${index}`,
      completedAt: new Date(at),
    });
  }
  await t.db.insert(purchases).values(rows);
  const beats: (typeof analyticsEvents.$inferInsert)[] = [];
  for (let index = 0; index < 300; index += 1) {
    const video = random.next() < 0.5;
    beats.push({
      companyId,
      screenerId: random.pick(events),
      filmId: video ? random.pick([film.id, film2.id]) : null,
      consumerId: random.next() < 0.9 ? random.pick(viewers).id : null,
      sessionId: `s-${random.int(20)}`,
      entityType: video ? 'video' : 'event',
      watchSeconds: random.int(30),
      countryCode: random.pick(['IL', 'GB', 'US', null]),
      device: random.pick(['desktop', 'mobile', null]),
      createdAt: new Date(NOW.getTime() - random.int(40 * 24 * 60) * 60_000),
    });
  }
  await t.db.insert(analyticsEvents).values(beats);
  return { events, film: film.id, viewers };
}

const t = useTestApp({ now: NOW });
beforeAll(async () => {
  festival = await createCompany(t.db, {
    domain: 'festival.localhost',
    timezone: TIMEZONE,
    vodCommissionPercent: COMMISSION,
  });
  other = await createCompany(t.db, { domain: 'other.localhost', timezone: TIMEZONE });
  await generate(festival.id, 1);
  await generate(other.id, 2);
  owner = (await createStaff(t, festival.id, 'owner')).token;
  // Two companies' generated orders and beats on top of the app's start.
}, 180_000);

const range = { from: '2026-05-10', to: '2026-06-15' };
const inRange = (day: string) => day >= range.from && day <= range.to;

/** The sales report summed again, straight from the company's purchase rows. */
async function salesByHand(companyId: number, by: SalesGrouping) {
  const rows = await t.db.select().from(purchases).where(eq(purchases.companyId, companyId));
  const groups = new Map<string, { orders: number; gross: number; refunded: number; vodNet: number }>();
  for (const row of rows) {
    if (row.status !== 30 || !row.completedAt) continue;
    const day = calendarDayIn(row.completedAt, TIMEZONE);
    if (!inRange(day)) continue;
    const key = {
      day,
      event: row.screenerId,
      plan: row.pricingId,
      gateway: row.gateway,
      coupon: row.couponId,
    }[by];
    const group = groups.get(String(key)) ?? { orders: 0, gross: 0, refunded: 0, vodNet: 0 };
    const refunded = refundedOf(row);
    group.orders += 1;
    group.gross += row.amountMinor;
    group.refunded += refunded;
    if (row.purchaseType === PRICING_TYPES.vod) group.vodNet += row.amountMinor - refunded;
    groups.set(String(key), group);
  }
  return [...groups]
    .map(([key, group]) => ({
      key: key === 'null' ? null : key,
      orders: group.orders,
      gross_minor: group.gross,
      refunded_minor: group.refunded,
      net_minor: group.gross - group.refunded,
      commission_minor: commissionOf(group.vodNet, COMMISSION),
    }))
    .sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

/** The watch report summed again, straight from the company's beats. */
async function watchByHand(companyId: number, by: WatchGrouping) {
  const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.companyId, companyId));
  const groups = new Map<string, { seconds: number; viewers: Set<number> }>();
  for (const row of rows) {
    if (!inRange(calendarDayIn(row.createdAt, TIMEZONE))) continue;
    if (row.entityType !== (by === 'film' ? 'video' : 'event')) continue;
    const key = { film: row.filmId, event: row.screenerId, country: row.countryCode, device: row.device }[by];
    const group = groups.get(String(key)) ?? { seconds: 0, viewers: new Set<number>() };
    group.seconds += row.watchSeconds;
    if (row.consumerId !== null) group.viewers.add(row.consumerId);
    groups.set(String(key), group);
  }
  return [...groups]
    .map(([key, group]) => ({
      key: key === 'null' ? null : key,
      watch_seconds: group.seconds,
      viewers: group.viewers.size,
    }))
    .sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

const sortedByKey = <Row extends { key: string | null }>(rows: Row[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));

describe('admin/reports/sales', () => {
  it.each(['day', 'event', 'plan', 'gateway', 'coupon'] as const)(
    'by %s equals the sum over the orders, net of refunds, with the commission',
    async (by) => {
      const answer = await staffCall<SalesReportResponse>(
        t,
        festival.domain,
        'admin/reports/sales',
        { ...range, by },
        owner,
      );
      expect(answer.error).toBeNull();
      expect(answer.data.commission_percent).toBe(COMMISSION);
      const report = sortedByKey(answer.data.rows).map(({ label: _label, currency, ...row }) => {
        expect(currency).toBe('EUR');
        return row;
      });
      const expected = await salesByHand(festival.id, by);
      expect(expected.length).toBeGreaterThan(0);
      expect(report).toEqual(expected);
    },
  );

  it('puts an order on the day of the company’s time zone it sold on', async () => {
    const answer = await staffCall<SalesReportResponse>(
      t,
      festival.domain,
      'admin/reports/sales',
      { from: '2026-06-10', to: '2026-06-11', by: 'day' },
      owner,
    );
    const byDay = new Map(answer.data.rows.map((row) => [row.key, row]));
    const direct = await salesByHand(festival.id, 'day');
    for (const day of ['2026-06-10', '2026-06-11']) {
      expect(byDay.get(day)?.orders).toBe(direct.find((row) => row.key === day)?.orders);
    }
  });

  it('names events, plans and coupons', async () => {
    const events = await staffCall<SalesReportResponse>(
      t,
      festival.domain,
      'admin/reports/sales',
      { ...range, by: 'event' },
      owner,
    );
    expect(
      events.data.rows
        .map((row) => row.label)
        .filter(Boolean)
        .sort(),
    ).toEqual(['Closing night', 'Opening night']);
    const plans = await staffCall<SalesReportResponse>(
      t,
      festival.domain,
      'admin/reports/sales',
      { ...range, by: 'plan' },
      owner,
    );
    expect(plans.data.rows.map((row) => row.label)).toContain('Rental');
    const codes = await staffCall<SalesReportResponse>(
      t,
      festival.domain,
      'admin/reports/sales',
      { ...range, by: 'coupon' },
      owner,
    );
    expect(codes.data.rows.map((row) => row.label)).toContain('SAVE01');
  });

  it('downloads the same figures as a CSV file', async () => {
    const response = await callStaff(
      t,
      'admin/reports/sales/export',
      { ...range, by: 'gateway' },
      {
        host: festival.domain,
        token: owner,
      },
    );
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('gateway,name,currency,orders,gross,refunded,net,commission');
    const expected = await salesByHand(festival.id, 'gateway');
    expect(lines).toHaveLength(expected.length + 1);
  });

  it('refuses a range that ends before it starts, or is longer than allowed, with a field message', async () => {
    for (const body of [
      { from: '2026-06-10', to: '2026-06-01' },
      { from: '2024-01-01', to: '2026-06-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'yesterday', to: '2026-03-01' },
    ]) {
      const response = await callStaff(t, 'admin/reports/sales', body, {
        host: festival.domain,
        token: owner,
      });
      expect(refusalCode(response), JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.details.fields).length).toBeGreaterThan(0);
    }
  });
});

describe('admin/reports/watch', () => {
  it.each(['film', 'event', 'country', 'device'] as const)(
    'by %s equals the sum over the player’s beats',
    async (by) => {
      const answer = await staffCall<WatchReportResponse>(
        t,
        festival.domain,
        'admin/reports/watch',
        { ...range, by },
        owner,
      );
      expect(answer.error).toBeNull();
      const report = sortedByKey(answer.data.rows).map(({ label: _label, ...row }) => row);
      const expected = await watchByHand(festival.id, by);
      expect(expected.length).toBeGreaterThan(0);
      expect(report).toEqual(expected);
    },
  );

  it('is for the content roles: the box office is refused', async () => {
    const { token } = await createStaff(t, festival.id, 'box_office');
    const response = await callStaff(
      t,
      'admin/reports/watch',
      { ...range, by: 'film' },
      { host: festival.domain, token },
    );
    expect(refusalCode(response)).toBe(403);
  });
});

describe('admin/overview', () => {
  it('shows sales against the week before, requests, events on now and to come, and transcoding films', async () => {
    const [transcoding] = await t.db
      .insert(films)
      .values({ companyId: festival.id, title: 'Uploading' })
      .returning();
    if (!transcoding) throw new Error('no film');
    await t.db.insert(media).values({
      filmId: transcoding.id,
      kind: 'movie',
      hlsPath: 'x/index.m3u8',
      status: 'processing',
      progress: 40,
    });
    const [buyer] = await t.db.select().from(purchases).where(eq(purchases.companyId, festival.id)).limit(1);
    if (!buyer) throw new Error('no purchase');
    await t.db.insert(refundRequests).values({
      companyId: festival.id,
      consumerId: buyer.consumerId,
      purchaseId: buyer.id,
      type: 'refund',
      reason: 'Please',
    });
    const answer = await staffCall<{
      sales: Record<string, number>;
      open_refund_requests: number;
      live_events: { title: string }[];
      next_events: { title: string; capacity: number | null }[];
      transcoding_films: { title: string; progress: number }[];
    }>(t, festival.domain, 'admin/overview', {}, owner);
    expect(answer.error).toBeNull();
    const today = calendarDayIn(NOW, TIMEZONE);
    const byDay = new Map(
      (await salesByHandOver(addDays(today, -13), today)).map((row) => [row.day, row.net]),
    );
    const sum = (from: number, to: number) => {
      let total = 0;
      for (let back = from; back <= to; back += 1) total += byDay.get(addDays(today, -back)) ?? 0;
      return total;
    };
    expect(answer.data.sales).toMatchObject({
      today_minor: sum(0, 0),
      today_week_before_minor: sum(7, 7),
      week_minor: sum(0, 6),
      week_before_minor: sum(7, 13),
    });
    expect(answer.data.open_refund_requests).toBe(1);
    expect(answer.data.live_events.map((event) => event.title)).toEqual(['Opening night']);
    expect(answer.data.next_events.map((event) => event.title)).toEqual(['Closing night']);
    expect(answer.data.transcoding_films).toEqual([{ id: transcoding.id, title: 'Uploading', progress: 40 }]);
  });
});

/** What went back of an order, as the orders grid counts it. */
function refundedOf(row: {
  refundStatus: string | null;
  refundedMinor: number;
  amountMinor: number;
}): number {
  return row.refundStatus === 'refunded' && row.refundedMinor === 0 ? row.amountMinor : row.refundedMinor;
}

/** Net sales of the festival by day of its time zone, from the rows. */
async function salesByHandOver(from: string, to: string) {
  const rows = await t.db.select().from(purchases).where(eq(purchases.companyId, festival.id));
  const net = new Map<string, number>();
  for (const row of rows) {
    if (row.status !== 30 || !row.completedAt) continue;
    const day = calendarDayIn(row.completedAt, TIMEZONE);
    if (day < from || day > to) continue;
    const refunded = refundedOf(row);
    net.set(day, (net.get(day) ?? 0) + row.amountMinor - refunded);
  }
  return [...net].map(([day, value]) => ({ day, net: value }));
}

describe('company isolation', () => {
  it('reads only the company of the site: the other company’s figures differ and never show', async () => {
    const own = await staffCall<SalesReportResponse>(
      t,
      festival.domain,
      'admin/reports/sales',
      { ...range, by: 'coupon' },
      owner,
    );
    expect(own.data.rows.map((row) => row.label)).not.toContain('SAVE02');
    const theirs = (await createStaff(t, other.id, 'owner')).token;
    const there = await staffCall<SalesReportResponse>(
      t,
      other.domain,
      'admin/reports/sales',
      { ...range, by: 'day' },
      theirs,
    );
    expect(sortedByKey(there.data.rows).map(({ label: _l, currency: _c, ...row }) => row)).toEqual(
      (await salesByHand(other.id, 'day')).map((row) => ({ ...row, commission_minor: 0 })),
    );
    const crossing = await callStaff(
      t,
      'admin/reports/sales',
      { ...range, by: 'day' },
      { host: other.domain, token: owner },
    );
    expect(refusalCode(crossing)).toBe(403);
  });
});
