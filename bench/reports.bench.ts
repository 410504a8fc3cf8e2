/**
 * Reports and audience benchmark (issue 35): the real app on PostgreSQL, signed in as an owner of
 * a company with 100,000 viewers and 100,000 orders over a year (another company of 20,000 of each
 * beside it).
 *
 * - `admin/reports/sales` over the year, by day, event and gateway: 30 calls each, one at a time,
 *   beside the bare statement that sums the same orders (the floor: one aggregate, no app).
 *   Goal: under 300 ms.
 * - `admin/audience/export` of the 100,000 viewers, read as it streams, with the process's peak
 *   RSS growth sampled every 20 ms, beside a bare keyset walk of the same viewers written to CSV
 *   without their holdings. Goal: under 10 s and under 50 MB of growth.
 * - The orders grid (`admin/orders/list`): its first page and a page searched by a buyer's address,
 *   20 clients for 10 s each (BENCH_SECONDS), beside a bare route answering the first page's body.
 *   Goal: p99 at most 50 ms.
 *
 *   npm run bench:reports -w @screener/bench   (BENCH_DATABASE_URL, BENCH_KEEP_DATABASE=1, BENCH_SECONDS)
 *
 * It creates a scratch database next to the given one, and drops it at the end.
 */

import os from 'node:os';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { csvFile } from '../apps/server/src/lib/csv-file.ts';
import { consumers } from '../apps/server/src/modules/auth/schema.ts';
import { companies } from '../apps/server/src/modules/companies/schema.ts';
import { insertBenchCompanies, listen, signedInStaff, startBenchApp } from './bench-app.ts';
import { measureLoad, printLoadTable } from './load-run.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';

const VIEWERS = 100_000;
const ORDERS = 100_000;
const OTHER = 20_000;
const EVENTS = 200;
const CALLS = 30;
const GRID_LOAD = { connections: 20, seconds: Number(process.env.BENCH_SECONDS ?? 10) };

const scratchName = `screener_bench_reports_${process.pid}`;
const scratchUrl = scratchDatabaseUrl(scratchName);

/**
 * Two companies; the first with 100,000 viewers, 100,000 orders completed over the last 365 days
 * (one in ten refunded, a third on demand, one in five with a coupon), 10,000 subscriptions, 200
 * events, a place in an event for every other viewer and two beats of the player each; the second
 * 20,000 of each (and 2,000 subscriptions).
 */
async function seed(db: Db): Promise<void> {
  await insertBenchCompanies(db, 2, { timezone: 'Asia/Jerusalem', vodCommissionPercent: 15 });
  const seeded = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  for (const [index, { id }] of seeded.entries()) {
    const viewers = index === 0 ? VIEWERS : OTHER;
    const orders = index === 0 ? ORDERS : OTHER;
    await db.execute(sql`
      insert into screeners (company_id, title, screening_starts_at, screening_ends_at)
      select ${id}, 'Event ' || i, now() - (i || ' days')::interval, now() - (i || ' days')::interval + interval '2 hours'
      from generate_series(1, ${EVENTS}) i`);
    await db.execute(sql`
      insert into coupons (company_id, code, percent_off)
      select ${id}, 'BENCH' || i, 10 from generate_series(1, 9) i`);
    await db.execute(sql`
      insert into consumers (company_id, email, name, country_code)
      select ${id}, 'viewer' || v || '@bench-' || ${id} || '.localhost', 'Viewer ' || v, (array['IL','GB','US'])[1 + v % 3]
      from generate_series(1, ${viewers}) v`);
    // Each statement above numbers its rows in one run, so a company's rows are its first id onward.
    await db.execute(sql`
      with firsts as (
        select (select min(id) from screeners where company_id = ${id}) as event,
          (select min(id) from coupons where company_id = ${id}) as coupon,
          (select min(id) from consumers where company_id = ${id}) as viewer
      )
      insert into purchases (company_id, consumer_id, status, purchase_type, screener_id, coupon_id, currency,
        amount_minor, gateway, idempotency_key, completed_at, refund_status, created_at)
      select ${id}, firsts.viewer + o % ${viewers}, 30, case when o % 3 = 0 then 30 else 10 end,
        firsts.event + o % ${EVENTS}, case when o % 5 = 0 then firsts.coupon + o % 9 end,
        'EUR', 500 + o % 4000, (array['sandbox','stripe','admin_pay'])[1 + o % 3], 'bench-' || o,
        now() - (o % 365 || ' days')::interval - (o % 86400 || ' seconds')::interval,
        case when o % 10 = 0 then 'refunded' end, now() - (o % 365 || ' days')::interval
      from firsts, generate_series(1, ${orders}) o`);
    // One viewer in ten subscribes, so the grid's first page unites two sides as a company with
    // subscriptions has them.
    await db.execute(sql`
      with plan as (
        insert into subscription_plans (company_id, interval, amount_minor, currency, plan_name)
        values (${id}, 'month', 900, 'EUR', 'Monthly') returning id
      )
      insert into subscriptions (company_id, consumer_id, plan_id, status, current_period_start,
        current_period_end, gateway, created_at)
      select ${id}, (select min(id) from consumers where company_id = ${id}) + s * 10 % ${viewers}, plan.id,
        'active', now() - interval '10 days', now() + interval '20 days', 'sandbox',
        now() - (s % 365 || ' days')::interval - (s % 86400 || ' seconds')::interval
      from plan, generate_series(1, ${orders / 10}) s`);
    await db.execute(sql`
      insert into enrollments (company_id, screener_id, consumer_id)
      select ${id}, (select min(id) from screeners where company_id = ${id}) + v.id % ${EVENTS}, v.id
      from consumers v where v.company_id = ${id} and v.id % 2 = 0`);
    await db.execute(sql`
      insert into analytics_events (company_id, screener_id, consumer_id, session_id, entity_type, watch_seconds,
        country_code, device, created_at)
      select ${id}, (select min(id) from screeners where company_id = ${id}) + v.id % ${EVENTS}, v.id, 's' || v.id,
        case when b = 1 then 'event' else 'video' end, 10, v.country_code, 'desktop',
        now() - (v.id % 365 || ' days')::interval
      from consumers v, generate_series(1, 2) b where v.company_id = ${id}`);
  }
  await db.execute(sql`vacuum analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number; max: number }> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}

/** Runs `stream` while sampling the process's RSS: how long it took, and the peak growth in MB. */
async function withPeakRss(
  stream: () => Promise<number>,
): Promise<{ ms: number; growthMb: number; bytes: number }> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const start = performance.now();
  try {
    const bytes = await stream();
    peak = Math.max(peak, process.memoryUsage.rss());
    return {
      ms: Math.round(performance.now() - start),
      growthMb: Math.round((peak - before) / 1e5) / 10,
      bytes,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main(): Promise<void> {
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await onAdmin(`create database ${scratchName}`);
  const database = await openDatabase({ url: scratchUrl, pgliteDir: 'memory://' });
  let app: FastifyInstance | null = null;
  let bareServer: FastifyInstance | null = null;
  try {
    const seedStart = performance.now();
    await seed(database.db);
    console.log(`seeded in ${Math.round(performance.now() - seedStart)} ms`);
    const started = await startBenchApp(database.db, scratchUrl);
    app = started.app;
    const appUrl = started.url;
    const staff = await signedInStaff(database.db, 'owner');
    const company = staff.company;
    const headers = { ...staff.headers, 'content-type': 'application/json' };
    const post = async (path: string, body: object) => {
      const answer = await request(`${appUrl}/api/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}`);
      return answer.body;
    };

    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const rows: string[] = [];
    const bare = await timed(() =>
      database.db.execute(sql`
        select count(*), sum(amount_minor) from purchases
        where company_id = ${company.id} and status = 30 and completed_at >= now() - interval '365 days'`),
    );
    rows.push(
      `| bare sum of the year's orders (one statement) | ${bare.p50} | ${bare.p99} | ${bare.max} | 1 |`,
    );
    for (const by of ['day', 'event', 'gateway'] as const) {
      const report = await timed(async () => {
        await (await post('admin/reports/sales', { from: yearAgo, to: today, by })).text();
      });
      rows.push(
        `| admin/reports/sales by ${by}, a year | ${report.p50} | ${report.p99} | ${report.max} | ${(report.p50 / Math.max(0.1, bare.p50)).toFixed(1)} |`,
      );
    }
    console.log(`\n${CALLS} calls each, one at a time, after one warm-up call\n`);
    console.log('| Call | p50 (ms) | p99 (ms) | max (ms) | p50 / bare p50 |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);

    const bareWalk = await withPeakRss(async () => {
      let after = 0;
      let bytes = 0;
      for (;;) {
        const found = await database.db
          .select({ id: consumers.id, email: consumers.email, name: consumers.name })
          .from(consumers)
          .where(and(eq(consumers.companyId, company.id), gt(consumers.id, after)))
          .orderBy(asc(consumers.id))
          .limit(1000);
        if (found.length === 0) break;
        bytes += csvFile(
          ['id', 'email', 'name'],
          found.map((row) => [row.id, row.email, row.name]),
        ).length;
        after = found.at(-1)?.id ?? after;
      }
      return bytes;
    });
    const exported = await withPeakRss(async () => {
      const body = await post('admin/audience/export', { search: '' });
      let bytes = 0;
      for await (const chunk of body) bytes += (chunk as Buffer).length;
      return bytes;
    });
    console.log(`\nthe audience of ${VIEWERS.toLocaleString('en')} viewers as CSV\n`);
    console.log('| Export | Time (ms) | Peak RSS growth (MB) | Bytes | time / bare time |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| bare keyset walk, 3 columns, no holdings | ${bareWalk.ms} | ${bareWalk.growthMb} | ${bareWalk.bytes} | 1 |`,
    );
    console.log(
      `| admin/audience/export, streamed | ${exported.ms} | ${exported.growthMb} | ${exported.bytes} | ${(exported.ms / Math.max(1, bareWalk.ms)).toFixed(1)} |`,
    );
    // The orders grid: its first page and a searched page at concurrency 20, beside a bare route
    // answering the first page's body (checked once to be an answer, not a refusal).
    const gridPath = `${appUrl}/api/admin/orders/list`;
    const firstPage = await (await post('admin/orders/list', {})).text();
    if (JSON.parse(firstPage).error) throw new Error(`admin/orders/list refused: ${firstPage}`);
    const searched = { search: 'viewer4242@' };
    const searchedPage = JSON.parse(await (await post('admin/orders/list', searched)).text());
    if (searchedPage.error || searchedPage.data.rows.length === 0)
      throw new Error('the search found nothing');
    bareServer = Fastify({ logger: false });
    bareServer.post('/bare/orders', (_request, reply) => reply.type('application/json').send(firstPage));
    const bareUrl = await listen(bareServer);
    const grid = [
      await measureLoad(
        'bare route, page-sized JSON',
        { url: `${bareUrl}/bare/orders`, body: {} },
        GRID_LOAD,
      ),
      await measureLoad(
        'admin/orders/list, first page (newest)',
        { url: gridPath, body: {}, headers },
        GRID_LOAD,
      ),
      await measureLoad(
        'admin/orders/list, searched by a buyer',
        { url: gridPath, body: searched, headers },
        GRID_LOAD,
      ),
    ];
    console.log(
      `\nthe orders grid over ${ORDERS.toLocaleString('en')} orders, concurrency ${GRID_LOAD.connections}, ${GRID_LOAD.seconds} s per run\n`,
    );
    printLoadTable(grid);
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await bareServer?.close();
    await app?.close();
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${scratchName}`);
    else await onAdmin(`drop database if exists ${scratchName}`);
  }
}

if (import.meta.main) await main();
