/**
 * Seat benchmark on PostgreSQL: seat holds under contention and the seat statuses of a 1,000-seat
 * hall, each beside a baseline measured in the same run through the same pool.
 *
 *   npm run bench:seats               (BENCH_DATABASE_URL, BENCH_SECONDS to change the defaults)
 *
 * Holds: 50 viewers, one connection each, ask again and again for 2 to 4 random seats of the
 * hall's first 200 (so most asks overlap others'); each answer is a hold of all of them or a 409
 * naming the seats taken. Baseline: the same 50 loops, each request one conditional UPDATE of one
 * random seat row of those 200. Statuses: autocannon, 50 connections, a guest's getSeatsStatus
 * and a signed-in viewer's who holds seats, beside a bare route answering the guest's body. A
 * scratch database is created and dropped.
 */

import { randomInt } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { openSession, type SessionRow } from '../apps/server/src/modules/auth/sessions.ts';
import { screeners } from '../apps/server/src/modules/screenings/schema.ts';
import { screenerVenues, seats, type VenueLayout, venues } from '../apps/server/src/modules/venues/schema.ts';
import { createCapturingMailer } from '../apps/server/src/ports/mailer.ts';
import { createCapturingSms } from '../apps/server/src/ports/sms.ts';
import { createCompany, createConsumer, signedHeader } from '../apps/server/src/test/factories.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';
import { percentile } from './watch-setup.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROWS = 25;
const COLUMNS = 40;
/** The contended part of the hall: its first five rows. */
const HOT_SEATS = 200;

const scratchName = `screener_bench_seats_${process.pid}`;
const scratchUrl = scratchDatabaseUrl(scratchName);

const seatKey = (n: number) => `${Math.floor(n / COLUMNS) + 1}-${(n % COLUMNS) + 1}`;

function hall(): VenueLayout {
  const layout: VenueLayout = {};
  for (let n = 0; n < ROWS * COLUMNS; n++) {
    layout[seatKey(n)] = { label: `S${n + 1}`, category: 10, is_accessible: true };
  }
  return layout;
}

/** 2 to 4 distinct seats of the contended part. */
function someHotSeats(): string[] {
  const picked = new Set<string>();
  const count = randomInt(2, 5);
  while (picked.size < count) picked.add(seatKey(randomInt(0, HOT_SEATS)));
  return [...picked];
}

/** One connection per loop, kept alive; node:http, because fetch may not set the Host header the app reads. */
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

type LoopFigures = { name: string; requestsPerSecond: number; p99: number; ok: number; refused: number };

/** CONNECTIONS loops sending one request after another for SECONDS; latencies of every answer. */
async function loops(
  name: string,
  send: (loop: number) => Promise<number>,
  seconds: number,
): Promise<LoopFigures> {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, loop) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await send(loop);
        latencies.push(performance.now() - started);
        if (status === 200) ok += 1;
        else if (status === 409) refused += 1;
        else throw new Error(`${name} answered ${status}`);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p99: Math.round(percentile(latencies, 99)),
    ok,
    refused,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  await onAdmin(`create database ${scratchName}`);
  const database = await openDatabase({ url: scratchUrl, pgliteDir: 'memory://' });
  const { db } = database;
  let app: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  try {
    const company = await createCompany(db, { domain: 'hall.localhost' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [event] = await db
      .insert(screeners)
      .values({
        companyId: company.id,
        title: 'Benchmark night',
        eventType: 20,
        screeningStartsAt: tomorrow,
        screeningEndsAt: new Date(tomorrow.getTime() + 7_200_000),
        monetizationEnabled: true,
      })
      .returning({ id: screeners.id });
    const [venue] = await db
      .insert(venues)
      .values({ companyId: company.id, name: 'Hall', rowCount: ROWS, columnCount: COLUMNS, layout: hall() })
      .returning({ id: venues.id });
    if (!event || !venue) throw new Error('seeding failed');
    await db.insert(screenerVenues).values({
      screenerId: event.id,
      companyId: company.id,
      venueId: venue.id,
      seatCategoryPrices: { '10': 1000 },
      currency: 'EUR',
      maxSeatsPerPurchase: 10,
    });
    const sessions: SessionRow[] = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const consumer = await createConsumer(db, company.id);
      sessions.push(
        (await openSession(db, { companyId: company.id, consumerId: consumer.id, now: new Date() })).session,
      );
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: scratchUrl,
      WEB_DIST_DIR: '/nonexistent',
    });
    app = await buildApp({
      config,
      db,
      clock: systemClock,
      mailer: createCapturingMailer(),
      sms: createCapturingSms(),
      logger: false,
    });
    const appUrl = await listen(app);
    const host = { host: company.domain, 'content-type': 'application/json' };
    const lockPath = `${appUrl}/api/screenings/${event.id}/bookings/markSeatsLocked`;
    const statusPath = `/api/guest/company/${company.id}/screenings/${event.id}/getSeatsStatus`;

    // Every seat row of the hall exists, as after a night of sales (a missing row reads available).
    await db
      .insert(seats)
      .values(
        Array.from({ length: ROWS * COLUMNS }, (_, n) => ({ screenerId: event.id, seatIndex: seatKey(n) })),
      );

    bare = Fastify({ logger: false });
    bare.post('/bare/update-one-seat', async (_request, reply) => {
      await db.execute(
        sql`update seats set updated_at = now() where screener_id = ${event.id} and seat_index = ${seatKey(randomInt(0, HOT_SEATS))} and status in (10, 20)`,
      );
      return reply.send({ ok: true });
    });
    const statusJson = (await post(`${appUrl}${statusPath}`, host, '{}')).text;
    bare.post('/bare/status', (_request, reply) => reply.type('application/json').send(statusJson));
    const bareUrl = await listen(bare);

    const hold = (loop: number) => {
      const session = sessions[loop];
      if (!session) throw new Error('no session');
      const body = JSON.stringify({
        screener_id: event.id,
        seat_indexes: someHotSeats(),
        ticket_types_discount: {},
      });
      return post(lockPath, { ...host, authorization: signedHeader(session, new Date()) }, body).then(
        (answer) => answer.status,
      );
    };
    const update = () => post(`${bareUrl}/bare/update-one-seat`, host, '{}').then((answer) => answer.status);

    await loops('warm-up', hold, 2);
    const holdFigures = await loops('markSeatsLocked, 2-4 of 200 seats, 50 viewers', hold, SECONDS);
    await loops('warm-up', update, 2);
    const updateFigures = await loops('bare route + one conditional UPDATE of one seat', update, SECONDS);

    const measureStatus = async (name: string, url: string, headers: Record<string, string> = host) => {
      const options = {
        url,
        method: 'POST' as const,
        connections: CONNECTIONS,
        workers: 1,
        headers,
        body: '{}',
      };
      await autocannon({ ...options, duration: 2 });
      const result = await autocannon({ ...options, duration: SECONDS });
      return { name, requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99 };
    };
    const statusFigures = await measureStatus('getSeatsStatus, 1,000 seats, guest', `${appUrl}${statusPath}`);
    const bareStatus = await measureStatus('bare route, same body', `${bareUrl}/bare/status`);
    // A signed-in viewer holding four seats: the session is read, and the answer is its own copy.
    const holder = sessions[0];
    if (!holder) throw new Error('no session');
    const holderHeaders = { ...host, authorization: signedHeader(holder, new Date()) };
    const ownSeats = ['20-1', '20-2', '20-3', '20-4'];
    const held = await post(
      lockPath,
      holderHeaders,
      JSON.stringify({ screener_id: event.id, seat_indexes: ownSeats, ticket_types_discount: {} }),
    );
    if (held.status !== 200) throw new Error(`the holder's seats were not held: ${held.status}`);
    // A signed-in viewer holding nothing: the session is read, then the shared bytes are sent.
    const onlooker = await createConsumer(db, company.id);
    const { session: onlookerSession } = await openSession(db, {
      companyId: company.id,
      consumerId: onlooker.id,
      now: new Date(),
    });
    const onlookerStatus = await measureStatus(
      'getSeatsStatus, 1,000 seats, viewer holding none',
      `${appUrl}${statusPath}`,
      { ...host, authorization: signedHeader(onlookerSession, new Date()) },
    );
    const holderStatus = await measureStatus(
      'getSeatsStatus, 1,000 seats, viewer holding 4',
      `${appUrl}${statusPath}`,
      holderHeaders,
    );

    console.log(`\nconcurrency ${CONNECTIONS}, ${SECONDS} s per run after a 2 s warm-up\n`);
    console.log('| call | requests/s | p99 ms | held / refused |');
    console.log('|---|---:|---:|---|');
    for (const row of [holdFigures, updateFigures]) {
      console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p99} | ${row.ok} / ${row.refused} |`);
    }
    for (const row of [statusFigures, onlookerStatus, holderStatus, bareStatus]) {
      console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p99} | |`);
    }
    console.log(
      `\nholds: ${((holdFigures.requestsPerSecond / updateFigures.requestsPerSecond) * 100).toFixed(1)} % of the one-row UPDATE; statuses: ${((statusFigures.requestsPerSecond / bareStatus.requestsPerSecond) * 100).toFixed(1)} % of the bare route, body ${statusJson.length} bytes`,
    );
  } finally {
    await app?.close();
    await bare?.close();
    await database.close();
    await onAdmin(`drop database if exists ${scratchName}`);
  }
}

await main();
