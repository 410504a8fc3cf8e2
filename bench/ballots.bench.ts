/**
 * Audience award ballots (issue 38): the real app on PostgreSQL, a festival with 200 films in
 * competition across 20 events and 100,000 votes (another company beside it with 20,000).
 *
 * - `admin/ballots/results` over every category, and for one event: 30 calls each, one at a time,
 *   beside the bare statement that tallies the same votes (the floor: one aggregate, no app).
 *   Goal: under 100 ms.
 * - The end of a screening: 2,000 viewers who each watched half of a film vote within one minute
 *   (one `ballot/vote` every 30 ms, sent whether or not the last has answered), then the same 2,000
 *   votes again as fast as 50 connections send them. Goal: vote p99 under 100 ms.
 *
 *   npm run bench:ballots -w @screener/bench   (BENCH_DATABASE_URL)
 *
 * It creates a scratch database next to the given one, and drops it at the end.
 */
import os from 'node:os';
import { setTimeout as wait } from 'node:timers/promises';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { consumers } from '../apps/server/src/modules/auth/schema.ts';
import { openSession, type SessionRow } from '../apps/server/src/modules/auth/sessions.ts';
import { ballotVotes } from '../apps/server/src/modules/ballots/schema.ts';
import { companies } from '../apps/server/src/modules/companies/schema.ts';
import { screenerFilms, screeners } from '../apps/server/src/modules/screenings/schema.ts';
import { signedHeader } from '../apps/server/src/test/factories.ts';
import { insertBenchCompanies, signedInStaff, startBenchApp } from './bench-app.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';
import { percentile } from './watch-setup.ts';

const EVENTS = 20;
const FILMS_PER_EVENT = 10;
const VOTERS = 10_000;
const OTHER_VOTERS = 2_000;
const BURST = 2_000;
const BURST_SPACING_MS = 30;
const BURST_CONNECTIONS = 50;
const CALLS = 30;
/** Each film runs 90 minutes; a burst voter watched 45 of them online. */
const RUNNING_MINUTES = 90;

const scratchName = `screener_bench_ballots_${process.pid}`;
const scratchUrl = scratchDatabaseUrl(scratchName);

/**
 * Per company: 20 published events of 10 films each (200 films), one award category with every
 * film in it and voting open, and viewers who each rated the 10 films of one event (10,000 viewers,
 * 100,000 votes in the first company; 2,000 and 20,000 in the second). The first company's next
 * 2,000 viewers watched half of a film of the first event online: the burst's voters.
 */
async function seed(db: Db): Promise<number> {
  await insertBenchCompanies(db, 2);
  const seeded = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  for (const [index, { id }] of seeded.entries()) {
    const voters = index === 0 ? VOTERS : OTHER_VOTERS;
    await db.execute(sql`
      insert into films (company_id, title, running_time_minutes)
      select ${id}, 'Film ' || f, ${RUNNING_MINUTES} from generate_series(1, ${EVENTS * FILMS_PER_EVENT}) f`);
    await db.execute(sql`
      insert into screeners (company_id, title, screening_starts_at, screening_ends_at, status)
      select ${id}, 'Event ' || e, now() - interval '2 hours', now() + interval '1 day', 'published'
      from generate_series(1, ${EVENTS}) e`);
    // Each statement numbers its rows in one run, so a company's rows are its first id onward.
    await db.execute(sql`
      with firsts as (
        select (select min(id) from screeners where company_id = ${id}) as event,
          (select min(id) from films where company_id = ${id}) as film
      )
      insert into screener_films (screener_id, film_id, position)
      select firsts.event + (f / ${FILMS_PER_EVENT}), firsts.film + f, f % ${FILMS_PER_EVENT}
      from firsts, generate_series(0, ${EVENTS * FILMS_PER_EVENT - 1}) f`);
    await db.execute(sql`insert into award_categories (company_id, name) values (${id}, 'Audience award')`);
    await db.execute(sql`
      insert into competition_entries (company_id, screener_id, film_id, category_id)
      select ${id}, sf.screener_id, sf.film_id, c.id
      from screener_films sf join screeners s on s.id = sf.screener_id
      join award_categories c on c.company_id = ${id}
      where s.company_id = ${id}`);
    await db.execute(sql`
      insert into voting_windows (company_id, screener_id, category_id, opens_at, closes_at)
      select ${id}, s.id, c.id, now() - interval '1 hour', now() + interval '1 day'
      from screeners s join award_categories c on c.company_id = ${id} where s.company_id = ${id}`);
    await db.execute(sql`
      insert into consumers (company_id, email, name)
      select ${id}, 'voter' || v || '@bench-' || ${id} || '.localhost', 'Voter ' || v
      from generate_series(1, ${voters + (index === 0 ? BURST : 0)}) v`);
    await db.execute(sql`
      with firsts as (
        select (select min(id) from screeners where company_id = ${id}) as event,
          (select min(id) from consumers where company_id = ${id}) as viewer
      )
      insert into ballot_votes (company_id, screener_id, film_id, consumer_id, rating)
      select ${id}, sf.screener_id, sf.film_id, firsts.viewer + v, 1 + (v * 7 + sf.film_id) % 5
      from firsts cross join generate_series(0, ${voters - 1}) v
      join screener_films sf on sf.screener_id = firsts.event + v % ${EVENTS}`);
  }
  const [first] = seeded;
  if (!first) throw new Error('no company seeded');
  // The burst's voters: the first company's viewers after the 10,000, each half way through a film
  // of the first event.
  await db.execute(sql`
    with firsts as (
      select (select min(id) from screeners where company_id = ${first.id}) as event,
        (select min(id) from films where company_id = ${first.id}) as film,
        (select min(id) from consumers where company_id = ${first.id}) as viewer
    )
    insert into analytics_events (company_id, screener_id, film_id, consumer_id, session_id, entity_type,
      watch_seconds, country_code, device, created_at)
    select ${first.id}, firsts.event, firsts.film + b % ${FILMS_PER_EVENT}, firsts.viewer + ${VOTERS} + b,
      'burst-' || b, 'video', ${(RUNNING_MINUTES * 60) / 2}, 'GB', 'desktop', now()
    from firsts, generate_series(0, ${BURST - 1}) b`);
  await db.execute(sql`vacuum analyze`);
  return first.id;
}

const round = (value: number) => Math.round(value * 10) / 10;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

async function timed(run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return figures(times);
}

async function main(): Promise<void> {
  console.log(
    `bench:ballots at ${new Date().toISOString()}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await onAdmin(`create database ${scratchName}`);
  const database = await openDatabase({ url: scratchUrl, pgliteDir: 'memory://' });
  let app: FastifyInstance | null = null;
  try {
    const seedStart = performance.now();
    const companyId = await seed(database.db);
    console.log(`seeded in ${Math.round(performance.now() - seedStart)} ms`);
    const started = await startBenchApp(database.db, scratchUrl);
    app = started.app;
    const staff = await signedInStaff(database.db, 'owner');
    const json = { 'content-type': 'application/json' };
    const post = async (path: string, headers: Record<string, string>, body: object) => {
      const answer = await request(`${started.url}/api/${path}`, {
        method: 'POST',
        headers: { ...headers, ...json },
        body: JSON.stringify(body),
      });
      const text = await answer.body.text();
      const error = (JSON.parse(text) as { error: { code: number } | null }).error;
      if (answer.statusCode !== 200 || error)
        throw new Error(`${path} answered ${answer.statusCode}: ${text}`);
      return text;
    };
    const [first] = await database.db
      .select({
        eventId: sql<number>`min(${screenerFilms.screenerId})`,
        filmId: sql<number>`min(${screenerFilms.filmId})`,
      })
      .from(screenerFilms)
      .innerJoin(screeners, eq(screeners.id, screenerFilms.screenerId))
      .where(eq(screeners.companyId, companyId));
    const eventId = Number(first?.eventId);
    const filmId = Number(first?.filmId);

    const rows: string[] = [];
    const bare = await timed(() =>
      database.db.execute(sql`
        select screener_id, film_id, rating, count(*) from ballot_votes
        where company_id = ${companyId} group by screener_id, film_id, rating`),
    );
    rows.push(
      `| bare tally of the 100,000 votes (one statement) | ${bare.p50} | ${bare.p99} | ${bare.max} |`,
    );
    const all = await timed(() => post('admin/ballots/results', staff.headers, {}));
    rows.push(`| admin/ballots/results, every category (200 films) | ${all.p50} | ${all.p99} | ${all.max} |`);
    const one = await timed(() => post('admin/ballots/results', staff.headers, { screener_id: eventId }));
    rows.push(`| admin/ballots/results, one event (10 films) | ${one.p50} | ${one.p99} | ${one.max} |`);
    console.log(
      `\n| results (${CALLS} calls one at a time) | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|`,
    );
    console.log(rows.join('\n'));

    const voters = await database.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.companyId, companyId))
      .orderBy(asc(consumers.id))
      .offset(VOTERS)
      .limit(BURST);
    const sessions: { session: SessionRow; film: number }[] = [];
    for (const [index, voter] of voters.entries()) {
      const { session } = await openSession(database.db, {
        companyId,
        consumerId: voter.id,
        now: new Date(),
      });
      sessions.push({ session, film: filmId + (index % FILMS_PER_EVENT) });
    }
    const vote = async (index: number, rating: number) => {
      const voter = sessions[index];
      if (!voter) throw new Error('no voter');
      const start = performance.now();
      await post(
        'ballot/vote',
        { host: staff.company.domain, authorization: signedHeader(voter.session, new Date()) },
        { screener_id: eventId, film_id: voter.film, rating },
      );
      return performance.now() - start;
    };

    // Open loop: a vote every 30 ms for a minute, each sent on time whatever the last one does.
    const paced: Promise<number>[] = [];
    const pacedStart = performance.now();
    for (let index = 0; index < BURST; index += 1) {
      const due = pacedStart + index * BURST_SPACING_MS;
      const ahead = due - performance.now();
      if (ahead > 0) await wait(ahead);
      paced.push(vote(index, 1 + (index % 5)));
    }
    const pacedTimes = figures(await Promise.all(paced));
    const pacedSeconds = round((performance.now() - pacedStart) / 1000);

    // Closed loop: the same voters change their votes, 50 at a time, as fast as they are answered.
    const closedTimes: number[] = [];
    const closedStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BURST_CONNECTIONS }, async () => {
        while (next < BURST) {
          const index = next;
          next += 1;
          closedTimes.push(await vote(index, 5 - (index % 5)));
        }
      }),
    );
    const closed = figures(closedTimes);
    const closedSeconds = (performance.now() - closedStart) / 1000;
    const [stored] = await database.db
      .select({ votes: count() })
      .from(ballotVotes)
      .where(
        and(
          eq(ballotVotes.screenerId, eventId),
          inArray(
            ballotVotes.consumerId,
            voters.map((voter) => voter.id),
          ),
        ),
      );
    console.log(
      `\n| ${BURST} votes at a screening's end | p50 ms | p99 ms | max ms | took s |\n|---|---:|---:|---:|---:|`,
    );
    console.log(
      `| one every ${BURST_SPACING_MS} ms (open loop) | ${pacedTimes.p50} | ${pacedTimes.p99} | ${pacedTimes.max} | ${pacedSeconds} |`,
    );
    console.log(
      `| ${BURST_CONNECTIONS} at a time, changed (closed loop, ${Math.round(BURST / closedSeconds)} votes/s) | ${closed.p50} | ${closed.p99} | ${closed.max} | ${round(closedSeconds)} |`,
    );
    console.log(`\nvotes stored for the burst's voters: ${stored?.votes} (one row each, changed in place)`);
  } finally {
    await app?.close();
    await database.close();
    await onAdmin(`drop database if exists ${scratchName} with (force)`);
  }
}

await main();
