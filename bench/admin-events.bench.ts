/**
 * Back-office event list benchmark: `admin/events/list` of the real app on PostgreSQL for a
 * company holding 10,000 events (another company's 10,000 beside them), signed in as a manager,
 * at concurrency 20 (autocannon), beside a bare Fastify route answering a precomputed body of the
 * same size in the same run. Goal: p99 under 50 ms.
 *
 *   npm run bench:admin-events -w @screener/bench   (BENCH_DATABASE_URL, BENCH_SECONDS)
 *
 * It also prints how many SQL statements one call of each kind sends. With BENCH_KEEP_DATABASE=1
 * the seeded database is left for `EXPLAIN ANALYZE` (its name is printed).
 *
 * It creates a scratch database next to the given one, and drops it at the end.
 */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { insertBenchCompanies, listen, signedInStaff, startBenchApp } from './bench-app.ts';
import { measureLoad, printLoadTable } from './load-run.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const LOAD = { connections: CONNECTIONS, seconds: SECONDS };
const COMPANIES = 2;
const EVENTS_PER_COMPANY = 10_000;
const FILMS_PER_COMPANY = 20;
const VIEWERS_PER_COMPANY = 50;

const scratchName = `screener_bench_admin_events_${process.pid}`;
const scratchUrl = scratchDatabaseUrl(scratchName);

/**
 * Two companies, each with 20 films and 10,000 events an hour apart around now (every 10th on
 * demand, every 3rd a draft), two films per event, and 50 viewers enrolled in 20 events each.
 */
async function seed(db: Db): Promise<void> {
  await insertBenchCompanies(db, COMPANIES);
  await db.execute(sql`
    insert into films (company_id, title) select c.id, 'Film ' || f
    from companies c, generate_series(1, ${FILMS_PER_COMPANY}) f`);
  await db.execute(sql`
    insert into screeners (company_id, title, description, screening_starts_at, screening_ends_at,
      event_type, is_vod_event, status)
    select c.id, 'Event ' || c.id || '-' || i, '<p>An event of the benchmark.</p>',
      now() + (i - ${EVENTS_PER_COMPANY / 2}) * interval '1 hour',
      now() + (i - ${EVENTS_PER_COMPANY / 2}) * interval '1 hour' + interval '2 hours',
      case when i % 5 = 0 then 50 else 10 end, i % 10 = 0,
      case when i % 3 = 0 then 'draft' else 'published' end
    from companies c, generate_series(1, ${EVENTS_PER_COMPANY}) i`);
  await db.execute(sql`
    insert into screener_films (screener_id, film_id, position)
    select s.id, f.id, f.position from screeners s
    join lateral (
      select id, row_number() over (order by id) - 1 as position from films
      where company_id = s.company_id order by id offset (s.id % ${FILMS_PER_COMPANY - 1}) limit 2
    ) f on true`);
  await db.execute(sql`
    insert into consumers (company_id, email, name)
    select c.id, 'viewer' || v || '@bench-' || c.id || '.localhost', 'Viewer ' || v
    from companies c, generate_series(1, ${VIEWERS_PER_COMPANY}) v`);
  await db.execute(sql`
    insert into enrollments (company_id, screener_id, consumer_id)
    select s.company_id, s.id, v.id from consumers v
    join lateral (
      select id, company_id from screeners where company_id = v.company_id
      order by screening_starts_at offset (${EVENTS_PER_COMPANY / 2} + v.id % 40) limit 20
    ) s on true`);
  // As autovacuum leaves a table soon after a bulk insert: statistics, and the visibility map that
  // lets a count or a page's ids come from an index alone.
  await db.execute(sql`vacuum analyze`);
}

/** Counts the statements `pool` is sent while `run` runs (one call at a time, nothing else). */
async function statementsOf(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  const query = pool.query.bind(pool);
  let sent = 0;
  pool.query = ((...args: Parameters<typeof query>) => {
    sent += 1;
    return query(...args);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return sent;
}

async function main(): Promise<void> {
  await onAdmin(`create database ${scratchName}`);
  const database = await openDatabase({ url: scratchUrl, pgliteDir: 'memory://' });
  let app: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  try {
    const seedStart = performance.now();
    await seed(database.db);
    console.log(
      `seeded ${COMPANIES * EVENTS_PER_COMPANY} events in ${Math.round(performance.now() - seedStart)} ms`,
    );

    const started = await startBenchApp(database.db, scratchUrl);
    app = started.app;
    const appUrl = started.url;
    const { headers } = await signedInStaff(database.db, 'manager');
    const listPath = `${appUrl}/api/admin/events/list`;
    const firstPage = {};
    const filtered = {
      search: 'Event 1-9',
      published: 'published',
      when: 'upcoming',
      sort_field: 'title',
      sort_direction: 'desc',
    };
    const deepPage = { page: 390, page_size: 25, sort_field: 'starts_at' };

    // fetch() may not set Host, so the body to copy is asked through the app itself.
    const first = await app.inject({
      method: 'POST',
      url: '/api/admin/events/list',
      headers,
      payload: firstPage,
    });
    const listJson = first.body;
    if (first.statusCode !== 200) throw new Error(`list answered ${first.statusCode}: ${listJson}`);

    bare = Fastify({ logger: false });
    bare.post('/bare/list', (_request, reply) => reply.type('application/json').send(listJson));
    const bareUrl = await listen(bare);

    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const listed = app;
    for (const [name, payload] of Object.entries({ firstPage, filtered, deepPage })) {
      const ask = () => listed.inject({ method: 'POST', url: '/api/admin/events/list', headers, payload });
      console.log(`${name}: ${await statementsOf(pool, ask)} statements per call`);
    }

    const results = [
      await measureLoad('bare route, list-sized JSON', { url: `${bareUrl}/bare/list`, body: {} }, LOAD),
      await measureLoad(
        'admin/events/list, first page (25, by start)',
        { url: listPath, body: firstPage, headers },
        LOAD,
      ),
      await measureLoad(
        'admin/events/list, search + published + upcoming, by title',
        { url: listPath, body: filtered, headers },
        LOAD,
      ),
      await measureLoad(
        'admin/events/list, page 391 of 400',
        { url: listPath, body: deepPage, headers },
        LOAD,
      ),
    ];

    console.log(
      `\nconcurrency ${CONNECTIONS}, ${SECONDS} s per run after a 2 s warm-up, one process for app and bare route\n`,
    );
    printLoadTable(results);
  } finally {
    await bare?.close();
    await app?.close();
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${scratchName}`);
    else await onAdmin(`drop database if exists ${scratchName}`);
  }
}

if (import.meta.main) await main();
