/**
 * Shared by the watch benchmarks: a scratch PostgreSQL database with one site, one live event
 * playing the demo film and `viewers` enrolled viewers with open sessions, and the real server
 * started on it as a child process (so the load generator and the server do not share an event
 * loop). Everything listens on 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { onAdmin, scratchDatabaseUrl } from './scratch-database.ts';

export const HOST = 'bench.localhost';
const repoRoot = path.resolve(import.meta.dirname, '..');

export type BenchSession = { consumerId: number; key: string; secret: string };
export type WatchBench = {
  url: string;
  port: number;
  screenerId: number;
  companyId: number;
  filmId: number;
  sessions: BenchSession[];
  /** The server process, for reading its CPU time. */
  serverPid: number;
  /** The `Cookie` header of a back-office session of the site's owner. */
  staffCookie: string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a TypeScript entry point with Node 24 and waits until it answers on the port. */
export async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    // The port answers 503 while the server migrates and seeds: ready means /readyz says so.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${entry} did not start on ${port}`);
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The rows of a raw query on node-postgres. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function seed(
  db: Db,
  viewers: number,
): Promise<{
  companyId: number;
  screenerId: number;
  filmId: number;
  sessions: BenchSession[];
  staffCookie: string;
}> {
  const now = Date.now();
  const rows = await db.execute(sql`
    with company as (
      insert into companies (title, slug, domain, currency, timezone, custom_properties, payment_setting)
      values ('Bench', 'bench', ${HOST}, 'EUR', 'Europe/London', '{}'::jsonb,
              '{"enabled_payment_gateways": ["sandbox"], "statement_descriptor_suffix": null}'::jsonb)
      returning id
    ), event as (
      insert into screeners (company_id, title, screening_starts_at, screening_ends_at)
      select id, 'Bench event', ${new Date(now - 3_600_000).toISOString()}::timestamptz,
             ${new Date(now + 24 * 3_600_000).toISOString()}::timestamptz from company
      returning id, company_id
    ), film as (
      insert into films (company_id, title) select company_id, 'Bench film' from event returning id
    ), movie as (
      insert into media (film_id, kind, hls_path) select id, 'movie', 'test-pattern/master.m3u8' from film
    ), playlist as (
      insert into screener_films (screener_id, film_id, position) select event.id, film.id, 0 from event, film
    )
    select event.id as screener_id, event.company_id as company_id, film.id as film_id from event, film`);
  const [first] = rowsOf<{ screener_id: number; company_id: number; film_id: number }>(rows);
  if (!first) throw new Error('seeding returned no event');
  const { screener_id: screenerId, company_id: companyId, film_id: filmId } = first;
  await db.execute(sql`
    insert into consumers (company_id, email, name)
    select ${companyId}, 'viewer' || n || '@bench.test', 'Viewer ' || n from generate_series(1, ${viewers}) as n`);
  await db.execute(sql`
    insert into enrollments (company_id, screener_id, consumer_id)
    select ${companyId}, ${screenerId}, id from consumers where company_id = ${companyId}`);
  const consumers = await db.execute(
    sql`select id from consumers where company_id = ${companyId} order by id`,
  );
  const sessions = rowsOf<{ id: number }>(consumers).map((row) => ({
    consumerId: row.id,
    key: randomBytes(24).toString('hex'),
    secret: randomBytes(24).toString('hex'),
  }));
  for (let start = 0; start < sessions.length; start += 500) {
    const chunk = sessions.slice(start, start + 500);
    await db.execute(sql`
      insert into sessions (key, secret, company_id, consumer_id)
      values ${sql.join(
        chunk.map((session) => sql`(${session.key}, ${session.secret}, ${companyId}, ${session.consumerId})`),
        sql`, `,
      )}`);
  }
  // The owner's back-office session: only the token's SHA-256 is stored, as the server does.
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`
    with owner as (
      insert into staff_members (company_id, email, name, role)
      values (${companyId}, 'owner@bench.test', 'Owner', 'owner') returning id
    )
    insert into staff_sessions (token_hash, staff_id, last_seen_at)
    select ${createHash('sha256').update(token).digest('hex')}, id, now() from owner`);
  return { companyId, screenerId, filmId, sessions, staffCookie: `screener_staff=${token}` };
}

/** A scratch database seeded for the watch benchmarks and the server running on it. */
export async function startWatchBench(options: {
  viewers: number;
  env?: NodeJS.ProcessEnv;
  /** More rows a benchmark needs, written before the server starts. */
  seedMore?: (db: Db, seeded: Awaited<ReturnType<typeof seed>>) => Promise<void>;
}): Promise<WatchBench> {
  const name = `screener_watch_bench_${process.pid}`;
  const url = scratchDatabaseUrl(name);
  await onAdmin(`drop database if exists "${name}" with (force)`);
  await onAdmin(`create database "${name}"`);
  const database = await openDatabase({ url, pgliteDir: 'memory://' });
  const seeded = await seed(database.db, options.viewers);
  await options.seedMore?.(database.db, seeded);
  await database.close();

  const port = await freePort();
  const server = await startProcess(
    path.join(repoRoot, 'apps/server/src/main.ts'),
    {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      MEDIA_COOKIE_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: '/nonexistent-web-build',
      ...options.env,
    },
    port,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ...seeded,
    serverPid: server.pid ?? 0,
    stop: async () => {
      await stopProcess(server);
      await onAdmin(`drop database if exists "${name}" with (force)`);
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
