/**
 * Discovery benchmark: the upcoming list and the event overview of the real app on PostgreSQL
 * holding 10,000 events across 50 companies, each beside a bare Fastify route that answers a
 * precomputed JSON body of the same size, in the same run, at concurrency 50 (autocannon).
 *
 *   npm run bench                     (BENCH_DATABASE_URL, BENCH_SECONDS to change the defaults)
 *
 * It creates a scratch database next to the given one, and drops it at the end.
 */
import autocannon from 'autocannon';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { consumers } from '../apps/server/src/modules/auth/schema.ts';
import { openSession } from '../apps/server/src/modules/auth/sessions.ts';
import { companies } from '../apps/server/src/modules/companies/schema.ts';
import { screeners } from '../apps/server/src/modules/screenings/schema.ts';
import { signedHeader } from '../apps/server/src/test/factories.ts';
import { insertBenchCompanies, listen, startBenchApp } from './bench-app.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const COMPANIES = 50;
const EVENTS_PER_COMPANY = 200;
const FILMS_PER_COMPANY = 10;
const VIEWERS_PER_COMPANY = 20;

const scratchName = `screener_bench_${process.pid}`;
const scratchUrl = scratchDatabaseUrl(scratchName);

/**
 * 50 companies, each with 10 films, 200 events a day apart from 100 days ago to 100 days ahead
 * (every 10th on demand, every 7th blocked in the US, each with one film), a single-ticket plan
 * over half of them, and 20 viewers enrolled in 5 events each. Set-based SQL, so seeding takes seconds.
 */
export async function seed(db: Db): Promise<void> {
  await insertBenchCompanies(db, COMPANIES);
  await db.execute(sql`
    insert into films (company_id, title, description, thumburls, producer_name, director_name)
    select c.id, 'Film ' || f, '<p>A film for the benchmark.</p>',
      array['https://img.example/' || c.id || '/' || f || '.jpg'], 'Producer ' || f, 'Director ' || f
    from companies c, generate_series(1, ${FILMS_PER_COMPANY}) f`);
  await db.execute(sql`
    insert into screeners (company_id, title, description, screening_starts_at, screening_ends_at,
      registration_ends_at, event_type, is_vod_event, vod_availability, monetization_enabled, geo_mode, geo_countries)
    select c.id, 'Event ' || c.id || '-' || i, '<p>An event of the benchmark.</p>',
      now() + (i - ${EVENTS_PER_COMPANY / 2}) * interval '1 day',
      now() + (i - ${EVENTS_PER_COMPANY / 2}) * interval '1 day' + case when i % 10 = 0 then interval '60 days' else interval '2 hours' end,
      now() + (i - ${EVENTS_PER_COMPANY / 2}) * interval '1 day',
      case when i % 5 = 0 then 50 else 10 end, i % 10 = 0, case when i % 10 = 0 then 48 end, i % 2 = 0,
      case when i % 7 = 0 then 'block' else 'all' end,
      case when i % 7 = 0 then array['US'] else '{}'::text[] end
    from companies c, generate_series(1, ${EVENTS_PER_COMPANY}) i`);
  await db.execute(sql`
    insert into screener_films (screener_id, film_id, position)
    select s.id, (select f.id from films f where f.company_id = s.company_id order by f.id offset (s.id % ${FILMS_PER_COMPANY}) limit 1), 0
    from screeners s`);
  await db.execute(sql`
    insert into pricing_plans (company_id, type, name, price_minor, currency)
    select id, 10, 'Single ticket', 1250, 'EUR' from companies`);
  await db.execute(sql`
    insert into pricing_plan_screenings (plan_id, screener_id)
    select p.id, s.id from pricing_plans p join screeners s on s.company_id = p.company_id where s.monetization_enabled`);
  await db.execute(sql`
    insert into consumers (company_id, email, name)
    select c.id, 'viewer' || v || '@bench-' || c.id || '.localhost', 'Viewer ' || v
    from companies c, generate_series(1, ${VIEWERS_PER_COMPANY}) v`);
  await db.execute(sql`
    insert into enrollments (company_id, screener_id, consumer_id)
    select distinct on (s.id, v.id) s.company_id, s.id, v.id
    from consumers v
    join lateral (
      select id, company_id from screeners
      where company_id = v.company_id and screening_starts_at > now()
      order by screening_starts_at offset (v.id % 10) limit 5
    ) s on true`);
  await db.execute(sql`analyze`);
}

type Figures = {
  name: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytes: number;
};

async function measure(
  name: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const options = {
    url,
    method: 'POST' as const,
    connections: CONNECTIONS,
    // Load comes from a worker thread, so the app's event loop is not shared with the load generator.
    workers: 1,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
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

    // `GUEST_ANSWER_CACHE_MS=0` measures the request path without the guests' shared answers.
    const started = await startBenchApp(database.db, scratchUrl, {
      GUEST_ANSWER_CACHE_MS: process.env.GUEST_ANSWER_CACHE_MS,
    });
    app = started.app;
    const appUrl = started.url;

    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .orderBy(asc(companies.id))
      .offset(24)
      .limit(1);
    const companyId = company?.id ?? 0;
    const [event] = await database.db
      .select({ id: screeners.id })
      .from(screeners)
      .where(
        and(
          eq(screeners.companyId, companyId),
          eq(screeners.monetizationEnabled, true),
          gt(screeners.screeningStartsAt, new Date()),
        ),
      )
      .orderBy(asc(screeners.id))
      .limit(1);
    // A viewer of that company enrolled in upcoming events, signed in as the site's browser signs.
    const [viewer] = await database.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.companyId, companyId))
      .orderBy(asc(consumers.id))
      .limit(1);
    const { session } = await openSession(database.db, {
      companyId,
      consumerId: viewer?.id ?? 0,
      now: new Date(),
    });
    const signedIn = { authorization: signedHeader(session, new Date()) };
    const upcomingPath = `/api/guest/company/${companyId}/screenings/upcoming`;
    const overviewPath = `/api/guest/company/${companyId}/screenings/get`;
    const overviewBody = { id: event?.id ?? 0 };

    const fetchBody = async (path: string, body: object) => {
      const response = await fetch(`${appUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return response.text();
    };
    const upcomingJson = await fetchBody(upcomingPath, {});
    const overviewJson = await fetchBody(overviewPath, overviewBody);

    bare = Fastify({ logger: false });
    bare.post('/bare/upcoming', (_request, reply) => reply.type('application/json').send(upcomingJson));
    bare.post('/bare/overview', (_request, reply) => reply.type('application/json').send(overviewJson));
    // The database floor: one trivial query per request through the app's own pool.
    bare.post('/bare/select-one', async (_request, reply) => {
      await database.db.execute(sql`select 1`);
      return reply.type('application/json').send(overviewJson);
    });
    const bareUrl = await listen(bare);

    const results = [
      await measure('bare route, upcoming-sized JSON', `${bareUrl}/bare/upcoming`, {}),
      await measure('upcoming list (20 events), guest', `${appUrl}${upcomingPath}`, {}),
      await measure('upcoming list (20 events), signed in', `${appUrl}${upcomingPath}`, {}, signedIn),
      await measure('bare route, overview-sized JSON', `${bareUrl}/bare/overview`, {}),
      await measure('screener overview (get), guest', `${appUrl}${overviewPath}`, overviewBody),
      await measure('screener overview (get), signed in', `${appUrl}${overviewPath}`, overviewBody, signedIn),
      await measure('bare route + one `select 1`, overview-sized JSON', `${bareUrl}/bare/select-one`, {}),
    ];

    console.log(
      `\nconcurrency ${CONNECTIONS}, ${SECONDS} s per run after a 2 s warm-up, one process for app and bare route\n`,
    );
    console.log('| Route | Body bytes | Requests/s | p99 (ms) | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of results) {
      console.log(
        `| ${row.name} | ${row.bytes} | ${row.requestsPerSecond} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
      );
    }
    const [bareList, list, viewerList, bareOverview, overview, viewerOverview] = results;
    const ratio = (a?: Figures, b?: Figures) =>
      a && b ? (a.requestsPerSecond / b.requestsPerSecond).toFixed(2) : '-';
    console.log(
      `\nguest: upcoming / bare ${ratio(list, bareList)}, overview / bare ${ratio(overview, bareOverview)}`,
    );
    console.log(
      `signed in: upcoming / bare ${ratio(viewerList, bareList)}, overview / bare ${ratio(viewerOverview, bareOverview)}`,
    );
  } finally {
    await bare?.close();
    await app?.close();
    await database.close();
    await onAdmin(`drop database if exists ${scratchName}`);
  }
}

if (import.meta.main) await main();
