/**
 * One node and three nodes while films play (issue 37; BENCHMARKS.md says how to read it), on the
 * project's own cluster (scripts/cluster-lib.ts: PostgreSQL, Redis, nginx and the server nodes) in
 * a folder and on ports of its own, started fresh for each run:
 *
 * 1. capacity: simulated viewers (bench/cluster-viewers.ts, in worker threads) each fetch the demo
 *    film's playlists and segments at real-time pace with the stream cookie, post the analytics beat
 *    every 10 s, and hold a Socket.IO connection joined to the event's room (the live counter), while
 *    live chat runs at 5 messages a second across the room. The audience steps up; a step passes when
 *    segment p99 < 200 ms and no request fails. First against one node directly, then against three
 *    nodes through nginx.
 * 2. kill: three nodes through nginx, one `kill -9`ed mid-run while viewers watch and chat and other
 *    viewers enrol and buy (sandbox gateway); then every acknowledged write is counted in the database.
 * 3. outage: Redis killed for 10 s, then PostgreSQL restarted, with viewers watching: what answers,
 *    what does not, and when the nodes are ready again without a restart.
 *
 *   npm run bench:cluster [-- --quick] [-- --only=capacity,kill,outage]
 *
 * Settings (environment): BENCH_CLUSTER_DIR (data/cluster-bench), BENCH_CLUSTER_PORT (3407: nginx;
 * nodes on +1..+3, metrics on +11..+13), BENCH_CLUSTER_POSTGRES_PORT (5447), BENCH_CLUSTER_REDIS_PORT
 * (6397), BENCH_STEPS (comma-separated audiences), BENCH_STEP_SECONDS, BENCH_WORKERS (2),
 * BENCH_HTTP_CONNECTIONS (per worker, 64), BENCH_KILL_AUDIENCE, BENCH_OUTAGE_AUDIENCE,
 * BENCH_RECONCILE_WAIT (1: wait for the reconciling round even in --quick).
 * Every request goes to 127.0.0.0/8; every phase ends by itself within its bounded time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { request } from 'undici';
import { PRICING_TYPES, PURCHASE_STATUSES } from '../packages/contracts/src/pricing.ts';
import { SANDBOX_CARDS } from '../packages/contracts/src/purchase.ts';
import {
  type ClusterOptions,
  clusterPids,
  databaseUrl,
  repoRoot,
  restartPostgres,
  startCluster,
  startRedis,
  stopCluster,
} from '../scripts/cluster-lib.ts';
import type {
  KindStats,
  PurchaseSetup,
  ToWorker,
  ViewerSession,
  WorkerReport,
  WorkerSetup,
} from './cluster-viewers.ts';
import { percentile } from './watch-setup.ts';

const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const onlyArg = args.find((arg) => arg.startsWith('--only='));
const PHASES = new Set((onlyArg?.slice('--only='.length) ?? 'capacity,kill,outage').split(','));
const env = process.env;
const num = (name: string, full: number, quick: number) => Number(env[name] ?? (QUICK ? quick : full));

const STEPS = (env.BENCH_STEPS ?? (QUICK ? '20,40' : '250,500,1000,1500,2000,2500,3000,4000,5000,6000,7500'))
  .split(',')
  .map(Number);
const STEP_SECONDS = num('BENCH_STEP_SECONDS', 60, 20);
const SETTLE_SECONDS = num('BENCH_SETTLE_SECONDS', 15, 5);
const RAMP_PER_SECOND = num('BENCH_RAMP_PER_SECOND', 100, 20);
const WORKERS = num('BENCH_WORKERS', 2, 2);
const HTTP_CONNECTIONS = num('BENCH_HTTP_CONNECTIONS', 64, 16);
const CHAT_PER_SECOND = 5;
const KILL_AUDIENCE = num('BENCH_KILL_AUDIENCE', 1000, 40);
const KILL_SECONDS = num('BENCH_KILL_SECONDS', 60, 30);
const KILL_BUYERS = num('BENCH_KILL_BUYERS', 200, 20);
const OUTAGE_AUDIENCE = num('BENCH_OUTAGE_AUDIENCE', 200, 20);
const OUTAGE_SECONDS = 10;
const RECONCILE_WAIT = env.BENCH_RECONCILE_WAIT ? env.BENCH_RECONCILE_WAIT === '1' : !QUICK;
/** The reconciling job's threshold (reconcile-purchases.ts STUCK_AFTER_MS) and one round more. */
const RECONCILE_BOUND_MS = 10 * 60_000 + 2 * 60_000;

const base = Number(env.BENCH_CLUSTER_PORT ?? 3407);
const log: string[] = [];
const say = (line: string) => {
  log.push(line);
  console.log(line);
};
const cluster: ClusterOptions = {
  dir: path.resolve(env.BENCH_CLUSTER_DIR ?? path.join(repoRoot, 'data', 'cluster-bench')),
  port: base,
  nodePorts: [base + 1, base + 2, base + 3],
  metricsPorts: [base + 11, base + 12, base + 13],
  postgresPort: Number(env.BENCH_CLUSTER_POSTGRES_PORT ?? 5447),
  redisPort: Number(env.BENCH_CLUSTER_REDIS_PORT ?? 6397),
  shutdownSeconds: 30,
  log: (line) => say(`  cluster: ${line}`),
};
const oneNode: ClusterOptions = {
  ...cluster,
  nodePorts: cluster.nodePorts.slice(0, 1),
  metricsPorts: cluster.metricsPorts.slice(0, 1),
};
const SITE = 'festival.localhost';
const runTag = `cb${Date.now().toString(36)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Number(value.toFixed(1));

/* ---------- The processes' CPU and memory, from /proc ---------- */

const TICK_MS = 1000 / 100;
/** A process and its children (nginx's workers, PostgreSQL's backends): CPU ms and resident MB. */
function treeUsage(pid: number | null): { cpuMs: number; rssMb: number } {
  if (!pid) return { cpuMs: 0, rssMb: 0 };
  let cpuMs = 0;
  let rssMb = 0;
  const visit = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpuMs += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      rssMb += (Number(fields[21]) * 4096) / 1_048_576;
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) visit(Number(child));
    } catch {
      // Gone between two reads.
    }
  };
  visit(pid);
  return { cpuMs, rssMb };
}

type Usage = {
  at: number;
  nodes: number[];
  nodeRss: number[];
  nginx: number;
  postgres: number;
  redis: number;
  generator: number;
};
function usage(options: ClusterOptions): Usage {
  const pids = clusterPids(options);
  const nodes = pids.nodes.map((pid) => treeUsage(pid));
  const cpu = process.cpuUsage();
  return {
    at: performance.now(),
    nodes: nodes.map((node) => node.cpuMs),
    nodeRss: nodes.map((node) => node.rssMb),
    nginx: treeUsage(pids.nginx).cpuMs,
    postgres: treeUsage(pids.postgres).cpuMs,
    redis: treeUsage(pids.redis).cpuMs,
    generator: (cpu.user + cpu.system) / 1000,
  };
}
/** CPU between two readings as % of one core. */
const percentOf = (ms: number, from: Usage, to: Usage) => Math.round((100 * ms) / (to.at - from.at));

/** A node's metrics: event-loop delay p99 since the last scrape (prom-client resets it), resident memory. */
async function scrape(metricsPort: number): Promise<{ loopP99Ms: number; loopMaxMs: number } | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const value = (name: string) => {
      const line = text.split('\n').find((row) => row.startsWith(`${name} `));
      return line ? Number(line.split(' ')[1]) * 1000 : Number.NaN;
    };
    return {
      loopP99Ms: round1(value('nodejs_eventloop_lag_p99_seconds')),
      loopMaxMs: round1(value('nodejs_eventloop_lag_max_seconds')),
    };
  } catch {
    return null;
  }
}

/* ---------- The site's data: viewers with sessions, the event, a free event, a paid plan ---------- */

type Seeded = {
  companyId: number;
  screenerId: number;
  filmId: number;
  masterPath: string;
  freeScreenerId: number;
  purchase: PurchaseSetup | null;
  sessions: ViewerSession[];
};

async function seed(count: number): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl(cluster) });
  await client.connect();
  try {
    const one = async <T>(text: string, values: unknown[] = []): Promise<T> => {
      const result = await client.query(text, values);
      if (!result.rows[0]) throw new Error(`nothing found for: ${text}`);
      return result.rows[0] as T;
    };
    const { id: companyId } = await one<{ id: number }>('select id from companies where domain = $1', [SITE]);
    // The demo's live event: the one whose live chat is on.
    const live = await one<{ id: number }>(
      `select s.id from screeners s join streams st on st.screener_id = s.id
       where s.company_id = $1 and st.type = 'live_chat' and st.active order by s.id limit 1`,
      [companyId],
    );
    const film = await one<{ film_id: number; hls_path: string }>(
      `select sf.film_id, m.hls_path from screener_films sf join media m on m.film_id = sf.film_id
       where sf.screener_id = $1 and m.kind = 'movie' order by sf.position limit 1`,
      [live.id],
    );
    const free = await one<{ id: number }>(
      `select s.id from screeners s where s.company_id = $1 and s.id <> $2 and s.event_type = 10
         and not s.is_vod_event and s.screening_starts_at > now() and s.status = 'published'
         and not exists (select 1 from pricing_plan_screenings p where p.screener_id = s.id)
       order by s.screening_starts_at limit 1`,
      [companyId, live.id],
    );
    const paid = await client.query(
      `select p.id as plan_id, pps.screener_id from pricing_plans p
       join pricing_plan_screenings pps on pps.plan_id = p.id join screeners s on s.id = pps.screener_id
       where p.company_id = $1 and p.type = $2 and p.active and s.event_type = 10
         and s.screening_starts_at > now() order by p.id limit 1`,
      [companyId, PRICING_TYPES.single],
    );
    const paidRow = paid.rows[0] as { plan_id: number; screener_id: number } | undefined;
    const inserted = await client.query(
      `insert into consumers (company_id, email, name)
       select $1, $2 || '-' || n || '@bench.test', 'Viewer ' || n from generate_series(1, $3::int) as n
       returning id`,
      [companyId, runTag, count],
    );
    const ids = (inserted.rows as { id: number }[]).map((row) => row.id);
    await client.query(
      `insert into enrollments (company_id, screener_id, consumer_id) select $1, $2, unnest($3::int[])`,
      [companyId, live.id, ids],
    );
    const sessions = ids.map((consumerId, index) => ({
      consumerId,
      index,
      key: randomBytes(24).toString('hex'),
      secret: randomBytes(24).toString('hex'),
    }));
    await client.query(
      `insert into sessions (key, secret, company_id, consumer_id)
       select unnest($1::text[]), unnest($2::text[]), $3, unnest($4::int[])`,
      [sessions.map((s) => s.key), sessions.map((s) => s.secret), companyId, ids],
    );
    return {
      companyId,
      screenerId: live.id,
      filmId: film.film_id,
      masterPath: film.hls_path,
      freeScreenerId: free.id,
      purchase: paidRow
        ? { screenerId: paidRow.screener_id, pricingId: paidRow.plan_id, card: SANDBOX_CARDS.success }
        : null,
      sessions,
    };
  } finally {
    await client.end();
  }
}

/* ---------- The load generator's workers ---------- */

class Viewers {
  private readonly workers: Worker[];
  private next = 1;
  private added = 0;
  /** `tag` marks this phase's analytics sessions and chat lines, to count them in the database. */
  readonly tag: string;
  constructor(tag: string, setup: Omit<WorkerSetup, 'runTag' | 'httpConnections'>) {
    this.tag = tag;
    this.workers = Array.from(
      { length: WORKERS },
      () =>
        new Worker(path.join(import.meta.dirname, 'cluster-viewers.ts'), {
          workerData: { ...setup, runTag: tag, httpConnections: HTTP_CONNECTIONS } satisfies WorkerSetup,
        }),
    );
  }
  private ask(worker: Worker, command: ToWorker): Promise<WorkerReport> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { id: number; report: WorkerReport }) => {
        if (message.id !== command.id) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(message.report);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.postMessage(command);
    });
  }
  private all(make: (index: number, id: number) => ToWorker): Promise<WorkerReport[]> {
    const id = this.next++;
    return Promise.all(this.workers.map((worker, index) => this.ask(worker, make(index, id))));
  }
  /** Adds viewers up to `audience` from `sessions`, RAMP_PER_SECOND in all, shared by the workers. */
  async grow(sessions: ViewerSession[], audience: number): Promise<WorkerReport[]> {
    const fresh = sessions.slice(this.added, audience);
    this.added = Math.max(this.added, audience);
    return this.all((index, id) => ({
      type: 'add',
      id,
      sessions: fresh.filter((_, turn) => turn % WORKERS === index),
      perSecond: RAMP_PER_SECOND / WORKERS,
    }));
  }
  reset = () => this.all((_, id) => ({ type: 'reset', id }));
  report = () => this.all((_, id) => ({ type: 'report', id }));
  chat = (seconds: number) =>
    this.all((_, id) => ({ type: 'chat', id, perSecond: CHAT_PER_SECOND / WORKERS, seconds }));
  extra(sessions: ViewerSession[], enrollScreenerId: number, purchase: PurchaseSetup | null) {
    return this.all((index, id) => ({
      type: 'extra',
      id,
      sessions: sessions.filter((_, turn) => turn % WORKERS === index),
      enrollScreenerId,
      purchase,
    }));
  }
  async stop(): Promise<void> {
    await this.all((_, id) => ({ type: 'stop', id })).catch(() => undefined);
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** The workers' reports as one: latencies and failures per kind, recoveries, acknowledged writes. */
function merge(reports: WorkerReport[]) {
  const kinds: Record<string, KindStats> = {};
  for (const report of reports) {
    for (const [kind, stats] of Object.entries(report.kinds)) {
      const into = kinds[kind] ?? { latencies: [], ok: 0, failed: 0, errors: {} };
      kinds[kind] = into;
      // concat, not a spread: a step holds hundreds of thousands of latencies.
      into.latencies = into.latencies.concat(stats.latencies);
      into.ok += stats.ok;
      into.failed += stats.failed;
      for (const [error, count] of Object.entries(stats.errors))
        into.errors[error] = (into.errors[error] ?? 0) + count;
    }
  }
  return {
    viewers: reports.reduce((sum, report) => sum + report.viewers, 0),
    joined: reports.reduce((sum, report) => sum + report.joined, 0),
    socketsDown: reports.reduce((sum, report) => sum + report.socketsDown, 0),
    kinds,
    socketRecoveries: reports.flatMap((report) => report.socketRecoveries),
    mediaGaps: reports.flatMap((report) => report.mediaGaps),
    acked: {
      chatIds: reports.flatMap((report) => report.acked.chatIds),
      beats: reports.reduce((sum, report) => sum + report.acked.beats, 0),
      purchases: reports.flatMap((report) => report.acked.purchases),
      enrollments: reports.flatMap((report) => report.acked.enrollments),
    },
  };
}
type Merged = ReturnType<typeof merge>;

const p = (values: number[], at: number) =>
  round1(
    percentile(
      [...values].sort((a, b) => a - b),
      at,
    ),
  );
const failuresOf = (merged: Merged) =>
  Object.values(merged.kinds).reduce((sum, stats) => sum + stats.failed, 0);
const errorsOf = (merged: Merged) =>
  Object.entries(merged.kinds)
    .filter(([, stats]) => stats.failed > 0)
    .map(
      ([kind, stats]) =>
        `${kind}: ${Object.entries(stats.errors)
          .map(([e, n]) => `${n}x ${e}`)
          .join(', ')}`,
    )
    .join('; ');

/* ---------- 1. Capacity ---------- */

type StepRow = {
  target: string;
  audience: number;
  joined: number;
  segments: number;
  segmentP50: number;
  segmentP99: number;
  /** The new viewers' first calls (getAndEnforce, setCookie, playlists) while the audience grew. */
  startP99: number;
  /** Their Socket.IO room joins (watch rule, live viewer row, last chat page, count). */
  joinP99: number;
  analyticsP99: number;
  chatAcked: number;
  chatP99: number;
  failures: number;
  errors: string;
  loopP99Ms: number[];
  nodeCpu: number[];
  nodeRssMb: number[];
  nginxCpu: number;
  postgresCpu: number;
  redisCpu: number;
  generatorCpu: number;
  loadAverage: number;
  pass: boolean;
};

async function capacity(
  target: string,
  options: ClusterOptions,
  origin: string,
  seeded: Seeded,
  spreadAddresses: boolean,
): Promise<StepRow[]> {
  const viewers = new Viewers(`${runTag}-${target === 'one node' ? 'one' : 'three'}`, {
    origin,
    host: `${SITE}:${new URL(origin).port}`,
    companyId: seeded.companyId,
    screenerId: seeded.screenerId,
    filmId: seeded.filmId,
    masterPath: seeded.masterPath,
    spreadAddresses,
  });
  const rows: StepRow[] = [];
  try {
    for (const audience of STEPS) {
      if (audience > seeded.sessions.length) break;
      await viewers.reset();
      const grown = merge(await viewers.grow(seeded.sessions, audience));
      await sleep(SETTLE_SECONDS * 1000);
      await viewers.reset();
      await Promise.all(options.metricsPorts.map(scrape));
      const before = usage(options);
      const merged = merge(await viewers.chat(STEP_SECONDS));
      const after = usage(options);
      const loops = await Promise.all(options.metricsPorts.map(scrape));
      const segments = merged.kinds.segment?.latencies ?? [];
      const failures = failuresOf(merged);
      const row: StepRow = {
        target,
        audience,
        joined: merged.joined,
        segments: segments.length,
        segmentP50: p(segments, 50),
        segmentP99: p(segments, 99),
        startP99: p(
          ['getAndEnforce', 'setCookie', 'playlist'].flatMap((kind) => grown.kinds[kind]?.latencies ?? []),
          99,
        ),
        joinP99: p(grown.kinds.join?.latencies ?? [], 99),
        analyticsP99: p(merged.kinds.analytics?.latencies ?? [], 99),
        chatAcked: merged.kinds.chat?.ok ?? 0,
        chatP99: p(merged.kinds.chat?.latencies ?? [], 99),
        failures,
        errors: errorsOf(merged),
        loopP99Ms: loops.map((loop) => loop?.loopP99Ms ?? Number.NaN),
        nodeCpu: after.nodes.map((ms, index) => percentOf(ms - (before.nodes[index] ?? 0), before, after)),
        nodeRssMb: after.nodeRss.map(Math.round),
        nginxCpu: percentOf(after.nginx - before.nginx, before, after),
        postgresCpu: percentOf(after.postgres - before.postgres, before, after),
        redisCpu: percentOf(after.redis - before.redis, before, after),
        generatorCpu: percentOf(after.generator - before.generator, before, after),
        loadAverage: round1(os.loadavg()[0] ?? 0),
        pass: false,
      };
      const growthFailures = failuresOf(grown);
      row.failures += growthFailures;
      if (growthFailures > 0)
        row.errors = [row.errors, `while growing: ${errorsOf(grown)}`].filter(Boolean).join('; ');
      row.pass = row.segmentP99 < 200 && row.failures === 0 && row.joined === audience && segments.length > 0;
      rows.push(row);
      say(JSON.stringify(row));
      // The smoke run goes through every step, to show each works; a measurement stops at the first miss.
      if (!row.pass && !QUICK) break;
    }
  } finally {
    await viewers.stop();
  }
  return rows;
}

/* ---------- 2. A node killed under load ---------- */

type KillResult = {
  audience: number;
  killedNode: string;
  socketsLost: number;
  socketRecoveryP50: number;
  socketRecoveryMax: number;
  socketsOver5s: number;
  socketsStillDown: number;
  mediaGaps: number;
  mediaGapMax: number;
  mediaGapsOver5s: number;
  failedRequests: string;
  chat: { acked: number; stored: number };
  beats: { acked: number; storedRows: number; lostBeats: number };
  enrollments: { acked: number; stored: number };
  purchases: {
    acked: number;
    completed: number;
    processingAtEnd: number;
    processingAfterRound: number | null;
  };
  nodeBackSeconds: number;
};

async function kill(seeded: Seeded): Promise<KillResult> {
  const audience = Math.min(KILL_AUDIENCE, seeded.sessions.length - KILL_BUYERS);
  const buyers = seeded.sessions.slice(seeded.sessions.length - KILL_BUYERS);
  const viewers = new Viewers(`${runTag}-kill`, {
    origin: `http://127.0.0.1:${cluster.port}`,
    host: `${SITE}:${cluster.port}`,
    companyId: seeded.companyId,
    screenerId: seeded.screenerId,
    filmId: seeded.filmId,
    masterPath: seeded.masterPath,
    spreadAddresses: true,
  });
  const victim = 1;
  let merged: Merged;
  try {
    await viewers.grow(seeded.sessions, audience);
    await sleep(SETTLE_SECONDS * 1000);
    await viewers.reset();
    const chatting = viewers.chat(KILL_SECONDS);
    const buying = viewers.extra(buyers, seeded.freeScreenerId, seeded.purchase);
    await sleep((KILL_SECONDS * 1000) / 3);
    const pid = clusterPids(cluster).nodes[victim];
    if (!pid) throw new Error('the node to kill is not running');
    process.kill(pid, 'SIGKILL');
    say(`  kill -9 node-${victim + 1} (pid ${pid}) at ${Math.round(KILL_SECONDS / 3)} s`);
    await Promise.all([chatting, buying]);
    // The beats of the last 10 s and the reconnections still under way.
    await sleep(12_000);
    merged = merge(await viewers.report());
  } finally {
    await viewers.stop();
  }
  const client = new pg.Client({ connectionString: databaseUrl(cluster) });
  await client.connect();
  try {
    const count = async (text: string, values: unknown[]) =>
      Number(((await client.query(text, values)).rows[0] as { n: string }).n);
    const chatStored = await count('select count(*) as n from live_chat_messages where id = any($1::int[])', [
      merged.acked.chatIds,
    ]);
    const storedRows = await count('select count(*) as n from analytics_events where session_id like $1', [
      `${viewers.tag}-%`,
    ]);
    const enrolled = await count(
      'select count(*) as n from enrollments where screener_id = $1 and consumer_id = any($2::int[])',
      [seeded.freeScreenerId, merged.acked.enrollments],
    );
    const completed = await count(
      'select count(*) as n from purchases where id = any($1::int[]) and status = $2',
      [merged.acked.purchases, PURCHASE_STATUSES.completed],
    );
    const buyerIds = buyers.map((buyer) => buyer.consumerId);
    const processing = () =>
      count('select count(*) as n from purchases where consumer_id = any($1::int[]) and status = $2', [
        buyerIds,
        PURCHASE_STATUSES.processing,
      ]);
    const processingAtEnd = await processing();
    let processingAfterRound: number | null = processingAtEnd === 0 ? 0 : null;
    const started = performance.now();
    const back = startCluster(cluster).then(() => (performance.now() - started) / 1000);
    const nodeBackSeconds = round1(await back);
    if (processingAtEnd > 0 && RECONCILE_WAIT) {
      say(`  ${processingAtEnd} purchase(s) in processing: waiting for the reconciling round (up to 12 min)`);
      const until = Date.now() + RECONCILE_BOUND_MS;
      processingAfterRound = processingAtEnd;
      while (Date.now() < until && processingAfterRound > 0) {
        await sleep(10_000);
        processingAfterRound = await processing();
      }
    }
    const recoveries = merged.socketRecoveries;
    return {
      audience,
      killedNode: `node-${victim + 1}`,
      socketsLost: recoveries.length + merged.socketsDown,
      socketRecoveryP50: p(recoveries, 50),
      socketRecoveryMax: round1(Math.max(0, ...recoveries)),
      socketsOver5s: recoveries.filter((seconds) => seconds > 5).length,
      socketsStillDown: merged.socketsDown,
      mediaGaps: merged.mediaGaps.length,
      mediaGapMax: round1(Math.max(0, ...merged.mediaGaps)),
      mediaGapsOver5s: merged.mediaGaps.filter((seconds) => seconds > 5).length,
      failedRequests: errorsOf(merged) || 'none',
      chat: { acked: merged.acked.chatIds.length, stored: chatStored },
      beats: {
        acked: merged.acked.beats,
        storedRows,
        lostBeats: Math.max(0, merged.acked.beats - Math.floor(storedRows / 2)),
      },
      enrollments: { acked: merged.acked.enrollments.length, stored: enrolled },
      purchases: { acked: merged.acked.purchases.length, completed, processingAtEnd, processingAfterRound },
      nodeBackSeconds,
    };
  } finally {
    await client.end();
  }
}

/* ---------- 3. Redis lost, PostgreSQL restarted ---------- */

type Probe = { at: number; readyz: string[]; login: number; list: number };
type OutageWindow = {
  fault: string;
  window: string;
  seconds: number;
  kinds: Record<string, { ok: number; failed: number; errors: string }>;
  readyz: string;
  login: string;
  list: string;
};
type OutageResult = {
  windows: OutageWindow[];
  readyAgainSeconds: Record<string, number | null>;
  /** Nodes whose process ended during a fault (the bench started them again for the next part). */
  exited: Record<string, string[]>;
};

async function probe(seeded: Seeded): Promise<Probe> {
  const host = `${SITE}:${cluster.port}`;
  const post = async (apiPath: string, body: unknown) => {
    try {
      const response = await request(`http://127.0.0.1:${cluster.port}/api/${apiPath}`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        headersTimeout: 5_000,
        bodyTimeout: 5_000,
      });
      await response.body.dump();
      return response.statusCode;
    } catch {
      return 0;
    }
  };
  const readyz = await Promise.all(
    cluster.nodePorts.map(async (nodePort) => {
      try {
        const response = await fetch(`http://127.0.0.1:${nodePort}/readyz`, {
          signal: AbortSignal.timeout(3_000),
        });
        const text = await response.text();
        return response.status === 200
          ? '200'
          : `${response.status} ${text.replace(/\s+/g, ' ').slice(0, 80)}`;
      } catch {
        return 'no answer';
      }
    }),
  );
  return {
    at: performance.now(),
    readyz,
    login: await post('consumer/login', { email: `viewer@${SITE}`, password: 'screener-demo' }),
    list: await post(`guest/company/${seeded.companyId}/screenings/upcoming`, {}),
  };
}

const tally = (values: (number | string)[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n}x ${value}`).join(', ');
};

async function outage(seeded: Seeded): Promise<OutageResult> {
  const viewers = new Viewers(`${runTag}-outage`, {
    origin: `http://127.0.0.1:${cluster.port}`,
    host: `${SITE}:${cluster.port}`,
    companyId: seeded.companyId,
    screenerId: seeded.screenerId,
    filmId: seeded.filmId,
    masterPath: seeded.masterPath,
    spreadAddresses: true,
  });
  const windows: OutageWindow[] = [];
  const readyAgainSeconds: Record<string, number | null> = {};
  const exited: Record<string, string[]> = {};
  const pidsBefore = () => clusterPids(cluster).nodes;
  const gone = (before: (number | null)[]) => {
    const now = clusterPids(cluster).nodes;
    return before.flatMap((pid, index) => (pid !== null && now[index] !== pid ? [`node-${index + 1}`] : []));
  };
  /** Runs the viewers, chat and probes for `seconds` while `during` acts, and records the window. */
  const watch = async (fault: string, window: string, seconds: number, during?: () => Promise<void>) => {
    await viewers.reset();
    const probes: Probe[] = [];
    const opened = performance.now();
    const until = opened + seconds * 1000;
    const probing = (async () => {
      while (performance.now() < until) {
        probes.push(await probe(seeded));
        await sleep(500);
      }
    })();
    await Promise.all([viewers.chat(seconds), probing, during?.()]);
    const merged = merge(await viewers.report());
    const row: OutageWindow = {
      fault,
      window,
      // A probe waiting on a node that cannot answer (5 s at most) may hold the window open longer.
      seconds: Math.round((performance.now() - opened) / 1000),
      kinds: Object.fromEntries(
        Object.entries(merged.kinds).map(([kind, stats]) => [
          kind,
          {
            ok: stats.ok,
            failed: stats.failed,
            errors: Object.entries(stats.errors)
              .map(([error, n]) => `${n}x ${error}`)
              .join(', '),
          },
        ]),
      ),
      readyz: tally(probes.flatMap((one) => one.readyz)),
      login: tally(probes.map((one) => one.login)),
      list: tally(probes.map((one) => one.list)),
    };
    windows.push(row);
    say(JSON.stringify(row));
  };
  /** Seconds from `since` until every node answers /readyz 200 (bounded). */
  const readyAgain = async (since: number, boundMs: number): Promise<number | null> => {
    const until = performance.now() + boundMs;
    while (performance.now() < until) {
      if ((await probe(seeded)).readyz.every((state) => state === '200'))
        return round1((performance.now() - since) / 1000);
      await sleep(250);
    }
    return null;
  };
  try {
    await viewers.grow(seeded.sessions, OUTAGE_AUDIENCE);
    await sleep(SETTLE_SECONDS * 1000);
    await watch('redis', 'before', 10);
    const nodesBefore = pidsBefore();
    const redisPid = clusterPids(cluster).redis;
    if (!redisPid) throw new Error('Redis is not running');
    process.kill(redisPid, 'SIGKILL');
    say(`  Redis killed (pid ${redisPid}) for ${OUTAGE_SECONDS} s`);
    await watch('redis', 'down', OUTAGE_SECONDS);
    const redisBack = performance.now();
    await startRedis(cluster);
    readyAgainSeconds.redis = await readyAgain(redisBack, 30_000);
    await watch('redis', 'after', 10);
    exited.redis = gone(nodesBefore);
    if (exited.redis.length > 0) {
      say(`  nodes that exited while Redis was away: ${exited.redis.join(', ')}; starting them again`);
      await startCluster(cluster);
      await sleep(SETTLE_SECONDS * 1000);
    }
    const nodesBeforePostgres = pidsBefore();

    let restartSeconds = 0;
    await watch('postgres', 'restart', 10, async () => {
      const started = performance.now();
      await restartPostgres(cluster);
      restartSeconds = (performance.now() - started) / 1000;
      say(`  PostgreSQL restarted in ${round1(restartSeconds)} s`);
    });
    readyAgainSeconds.postgres = await readyAgain(performance.now(), 120_000);
    await watch('postgres', 'after', 10);
    exited.postgres = gone(nodesBeforePostgres);
  } finally {
    await viewers.stop();
  }
  return { windows, readyAgainSeconds, exited };
}

/* ---------- The tables BENCHMARKS.md shows ---------- */

function tables(
  steps: StepRow[],
  killed: KillResult | null,
  lost: OutageResult | null,
  header: string,
): string {
  const lines: string[] = [];
  if (steps.length > 0) {
    lines.push(
      `| ${header} | viewers | joined | segments | segment p50 / p99 ms | start / join p99 ms | beat p99 ms | chat acked, p99 ms | failed | event-loop p99 ms | node CPU % | node RSS MB | nginx / PG / Redis CPU % | generator CPU % | load avg | pass |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of steps) {
      lines.push(
        `| ${row.target} | ${row.audience} | ${row.joined} | ${row.segments} | ${row.segmentP50} / ${row.segmentP99} | ${row.startP99} / ${row.joinP99} | ${row.analyticsP99} | ${row.chatAcked}, ${row.chatP99} | ${row.failures}${row.errors ? ` (${row.errors})` : ''} | ${row.loopP99Ms.join(' / ')} | ${row.nodeCpu.join(' / ')} | ${row.nodeRssMb.join(' / ')} | ${row.nginxCpu} / ${row.postgresCpu} / ${row.redisCpu} | ${row.generatorCpu} | ${row.loadAverage} | ${row.pass ? 'yes' : 'no'} |`,
      );
    }
    const largest = (target: string) =>
      Math.max(0, ...steps.filter((row) => row.target === target && row.pass).map((row) => row.audience));
    const one = largest('one node');
    const three = largest('three nodes (nginx)');
    lines.push(
      '',
      `Largest passing audience: one node ${one}, three nodes ${three}${one > 0 ? ` (${round1(three / one)}x)` : ''}.`,
    );
  }
  if (killed) {
    lines.push(
      '',
      `| ${header}: kill -9 of ${killed.killedNode} | value |`,
      '|---|---|',
      `| viewers (through nginx) | ${killed.audience} |`,
      `| sockets lost / back within 5 s / over 5 s / still down | ${killed.socketsLost} / ${killed.socketsLost - killed.socketsOver5s - killed.socketsStillDown} / ${killed.socketsOver5s} / ${killed.socketsStillDown} |`,
      `| socket loss to room joined again, p50 / max s | ${killed.socketRecoveryP50} / ${killed.socketRecoveryMax} |`,
      `| viewers' media gaps / longest s / over 5 s | ${killed.mediaGaps} / ${killed.mediaGapMax} / ${killed.mediaGapsOver5s} |`,
      `| requests that failed (the clients were told) | ${killed.failedRequests} |`,
      `| chat messages acknowledged / in the database | ${killed.chat.acked} / ${killed.chat.stored} |`,
      `| analytics beats acknowledged / rows stored (2 a beat) / beats lost | ${killed.beats.acked} / ${killed.beats.storedRows} / ${killed.beats.lostBeats} |`,
      `| enrolments acknowledged / in the database | ${killed.enrollments.acked} / ${killed.enrollments.stored} |`,
      `| purchases acknowledged / completed | ${killed.purchases.acked} / ${killed.purchases.completed} |`,
      `| purchases in processing at the end / after the reconciling round | ${killed.purchases.processingAtEnd} / ${killed.purchases.processingAfterRound ?? 'not waited for'} |`,
      `| killed node started again and ready, s | ${killed.nodeBackSeconds} |`,
    );
  }
  if (lost) {
    const kinds = [...new Set(lost.windows.flatMap((window) => Object.keys(window.kinds)))].sort();
    lines.push(
      '',
      `| ${header}: fault, window | ${kinds.join(' | ')} | /readyz (3 nodes, every 0.5 s) | sign-in | event list |`,
      `|---|${kinds.map(() => '---|').join('')}---|---|---|`,
    );
    for (const window of lost.windows) {
      const cells = kinds.map((kind) => {
        const stats = window.kinds[kind];
        if (!stats) return '-';
        return `${stats.ok} ok${stats.failed > 0 ? `, ${stats.failed} failed (${stats.errors})` : ''}`;
      });
      lines.push(
        `| ${window.fault}, ${window.window} (${window.seconds} s) | ${cells.join(' | ')} | ${window.readyz} | ${window.login} | ${window.list} |`,
      );
    }
    for (const [fault, seconds] of Object.entries(lost.readyAgainSeconds)) {
      const dead = lost.exited[fault] ?? [];
      lines.push(
        '',
        `${fault === 'redis' ? 'Redis back' : 'PostgreSQL restarted'}: ${
          seconds === null
            ? 'the nodes were not all ready again within the bound'
            : `every node ready again ${seconds} s later`
        }; ${dead.length === 0 ? 'no node exited' : `**${dead.join(', ')} exited** (started again by the bench)`}.`,
      );
    }
  }
  return lines.join('\n');
}

/* ---------- The run ---------- */

const startedAt = new Date();
say(
  `bench:cluster ${QUICK ? '--quick ' : ''}(${[...PHASES].join(', ')}) at ${startedAt.toISOString()}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map(round1)
    .join(' ')}`,
);
if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
  say('  (the site is not built: pages answer without it; media, API and realtime are what is measured)');

// A fresh cluster each run: what an earlier run left is stopped and removed.
await stopCluster(cluster).catch(() => undefined);
rmSync(cluster.dir, { recursive: true, force: true });
process.env.LOG_LEVEL ??= 'warn';
// The outage probes sign the demo viewer in every half second: the sign-in limit is raised, as the
// end-to-end tests raise it, so that what is measured is Redis and PostgreSQL, not the limiter.
process.env.AUTH_ATTEMPT_LIMIT_FACTOR ??= '100';
const audienceNeeded = Math.max(...STEPS, KILL_AUDIENCE + KILL_BUYERS, OUTAGE_AUDIENCE);

// Stops by itself whatever happens: the whole run has a bound (the full run's longest path, with
// the reconciling wait, is about an hour).
const watchdog = setTimeout(
  () => {
    say('bench:cluster ran past its bound: stopping the cluster and ending');
    void stopCluster(cluster).finally(() => process.exit(1));
  },
  (QUICK ? 20 : 100) * 60_000,
);
watchdog.unref();

let steps: StepRow[] = [];
let killed: KillResult | null = null;
let lost: OutageResult | null = null;
try {
  await startCluster(oneNode);
  const seeded = await seed(audienceNeeded);
  say(
    `  seeded ${seeded.sessions.length} viewers of event ${seeded.screenerId} (${seeded.masterPath}); purchases ${seeded.purchase ? `of plan ${seeded.purchase.pricingId}` : 'unavailable: no single-ticket plan'}`,
  );
  if (PHASES.has('capacity')) {
    say('1. capacity, one node (direct, on PostgreSQL and Redis)');
    steps = steps.concat(
      await capacity('one node', oneNode, `http://127.0.0.1:${oneNode.nodePorts[0]}`, seeded, false),
    );
  }
  await startCluster(cluster);
  if (PHASES.has('capacity')) {
    say('1. capacity, three nodes through nginx');
    steps = steps.concat(
      await capacity('three nodes (nginx)', cluster, `http://127.0.0.1:${cluster.port}`, seeded, true),
    );
  }
  if (PHASES.has('kill')) {
    say('2. a node killed under load');
    killed = await kill(seeded);
    say(JSON.stringify(killed));
  }
  if (PHASES.has('outage')) {
    say('3. Redis lost for 10 s, PostgreSQL restarted');
    lost = await outage(seeded);
  }
} finally {
  await stopCluster(cluster).catch((error: unknown) => say(`cluster stop failed: ${String(error)}`));
}

const minutes = round1((Date.now() - startedAt.getTime()) / 60_000);
const header = QUICK
  ? `smoke run ${startedAt.toISOString().slice(0, 16)}Z (--quick, busy machine: not results)`
  : `run ${startedAt.toISOString().slice(0, 16)}Z`;
const table = tables(steps, killed, lost, header);
say(`\n${table}\n\nTook ${minutes} min.`);
const reportFile = path.join(cluster.dir, `report-${runTag}.md`);
writeFileSync(reportFile, `${log.join('\n')}\n`);
console.log(`Report: ${reportFile}`);
