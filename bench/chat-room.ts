/**
 * 2,000 members in one community chat room (issue 19): p99 delivery latency of a room message and
 * room messages per second, against the real server (signed handshake, membership check, rate
 * limit, stored in PostgreSQL before it is sent) and, in the same run, a bare Socket.IO server
 * that broadcasts the same event with no check and no database (bench/chat-room-bare-server.ts).
 *
 * The members' connections live in worker threads (BENCH_WORKERS, default 2), so receiving does
 * not delay sending; each message carries the wall-clock moment it was sent and every receiver
 * records its delivery latency. Two phases per server:
 * - saturation: each worker keeps BENCH_WINDOW messages in flight (a message is done when every
 *   connection of its worker holds it) for BENCH_SECONDS (default 10); the rate reads here;
 * - steady: room messages at a fixed rate from members in turn, for BENCH_SECONDS: BENCH_RATE a
 *   second, by default a quarter of the bare server's saturated rate in this run, the same for both
 *   servers; the latency target reads here (latency at saturation is only the queue's length).
 * Both servers keep their 2,000 members connected for the whole run and take turns, BENCH_ROUNDS
 * (default 3) rounds of each phase; the figures are the medians of the rounds.
 *
 *   npm run bench:chat-room -w @screener/bench   (BENCH_MEMBERS, BENCH_DATABASE_URL, ...)
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import {
  type BenchSession,
  freePort,
  HOST,
  percentile,
  startProcess,
  startWatchBench,
  stopProcess,
} from './watch-setup.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The steady phase's rate; by default a quarter of the bare server's saturated rate in this run. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const WINDOW = Number(process.env.BENCH_WINDOW ?? 4);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
/** Each phase runs this many times per server, the servers taking turns. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Target = { name: string; url: string; chatRoomId: number; signed: boolean; pid: number };

/** CPU time (user and system, ms) a process used so far, from /proc (Linux). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
type Report = { sent: number; failures: number; deliveries: number; latencies: number[]; joinMs: number[] };
type FromWorker = { type: 'ready' | 'done' | 'count'; report?: Report; deliveries?: number };

let chatRoomId = 0;
const bench = await startWatchBench({
  viewers: MEMBERS,
  seedMore: async (db, seeded) => {
    const result = await db.execute(sql`
      insert into chat_rooms (company_id, screener_id, title)
      values (${seeded.companyId}, ${seeded.screenerId}, 'Bench room') returning id`);
    chatRoomId = (result as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
    await db.execute(sql`
      insert into chat_members (chat_room_id, consumer_id, name, email, bio)
      select ${chatRoomId}, c.id, c.name, c.email, 'A member of the bench room'
      from consumers c join enrollments e on e.consumer_id = c.id
      where e.screener_id = ${seeded.screenerId}`);
  },
});
const barePort = await freePort();
const bare = await startProcess(
  path.join(import.meta.dirname, 'chat-room-bare-server.ts'),
  { BARE_PORT: String(barePort) },
  barePort,
);

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Number(percentile(sorted, p).toFixed(1));
  return {
    n: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
};

/** Sends one command to every worker and waits for each one's answer. */
function ask(workers: Worker[], command: object): Promise<FromWorker[]> {
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<FromWorker>((resolve, reject) => {
          const onMessage = (message: FromWorker) => {
            worker.off('error', reject);
            resolve(message);
          };
          worker.once('message', onMessage);
          worker.once('error', reject);
          worker.postMessage(command);
        }),
    ),
  );
}

type Phase = 'saturation' | 'steady';
type PhaseRow = {
  server: string;
  phase: Phase;
  round: number;
  offeredPerSecond?: number;
  sent: number;
  failures: number;
  missing: number;
  messagesPerSecond: number;
  latencyMs: ReturnType<typeof summary>;
  /** The server process's CPU time per message sent to the room (each delivered to every member). */
  serverCpuMsPerMessage: number;
};

/** Connects and joins every member to one server, in worker threads; answers the workers. */
async function connectAll(target: Target, sessions: BenchSession[]): Promise<Worker[]> {
  const per = Math.ceil(sessions.length / WORKERS);
  const workers = Array.from(
    { length: WORKERS },
    (_, index) =>
      new Worker(path.join(import.meta.dirname, 'chat-room-worker.ts'), {
        workerData: { target, host: HOST, sessions: sessions.slice(index * per, (index + 1) * per) },
      }),
  );
  const started = performance.now();
  const ready = await ask(workers, { type: 'connect' });
  const joinMs = ready.flatMap((message) => message.report?.joinMs ?? []);
  console.log(
    JSON.stringify({
      server: target.name,
      joined: joinMs.length,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      joinMs: summary(joinMs),
    }),
  );
  return workers;
}

/** One phase against one server; deliveries still on the way are waited for (up to 30 s). */
async function runPhase(
  target: Target,
  workers: Worker[],
  members: number,
  phase: Phase,
  round: number,
  rate: number,
): Promise<PhaseRow> {
  const started = performance.now();
  const cpuBefore = await cpuMs(target.pid);
  const done = (
    await ask(workers, { type: phase, seconds: SECONDS, rate: rate / WORKERS, window: WINDOW })
  ).map((message) => message.report as Report);
  const seconds = (performance.now() - started) / 1000;
  const sent = done.reduce((sum, report) => sum + report.sent, 0);
  const failures = done.reduce((sum, report) => sum + report.failures, 0);
  const reports = (await ask(workers, { type: 'report', messages: sent - failures })).map(
    (message) => message.report as Report,
  );
  const delivered = reports.reduce((sum, report) => sum + report.deliveries, 0);
  const cpuUsed = (await cpuMs(target.pid)) - cpuBefore;
  const row: PhaseRow = {
    server: target.name,
    phase,
    round,
    ...(phase === 'steady' ? { offeredPerSecond: rate } : {}),
    sent,
    failures,
    missing: (sent - failures) * members - delivered,
    messagesPerSecond: Number((delivered / members / seconds).toFixed(1)),
    latencyMs: summary(reports.flatMap((report) => report.latencies)),
    serverCpuMsPerMessage: Number((cpuUsed / Math.max(1, sent - failures)).toFixed(1)),
  };
  console.log(JSON.stringify({ ...row, loadAverage: os.loadavg()[0] }));
  return row;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

const all: Worker[] = [];
try {
  console.log(
    JSON.stringify({
      members: MEMBERS,
      seconds: SECONDS,
      rounds: ROUNDS,
      rate: RATE ?? 'a quarter of bare',
      window: WINDOW,
      workers: WORKERS,
      loadAverage: os.loadavg(),
    }),
  );
  const targets: Target[] = [
    {
      name: 'bare Socket.IO',
      url: `http://127.0.0.1:${barePort}`,
      chatRoomId,
      signed: false,
      pid: bare.pid ?? 0,
    },
    { name: 'chat room', url: bench.url, chatRoomId, signed: true, pid: bench.serverPid },
  ];
  const workersOf = new Map<Target, Worker[]>();
  for (const target of targets) {
    const workers = await connectAll(target, bench.sessions);
    all.push(...workers);
    workersOf.set(target, workers);
  }
  // Rounds alternate between the two servers, so a change of the machine's other load in the
  // middle of the run falls on both rather than on one.
  const rows: PhaseRow[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      rows.push(await runPhase(target, workersOf.get(target) ?? [], MEMBERS, 'saturation', round, 0));
    }
  }
  const rateOf = (name: string) =>
    median(
      rows
        .filter((row) => row.server === name && row.phase === 'saturation')
        .map((row) => row.messagesPerSecond),
    );
  const steadyRate = RATE ?? Math.max(1, Math.floor(rateOf('bare Socket.IO') / 4));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      rows.push(await runPhase(target, workersOf.get(target) ?? [], MEMBERS, 'steady', round, steadyRate));
    }
  }
  const ratio = rateOf('chat room') / rateOf('bare Socket.IO');
  const steadyP99 = (name: string) =>
    median(
      rows.filter((row) => row.server === name && row.phase === 'steady').map((row) => row.latencyMs.p99),
    );
  const cpuOf = (name: string) =>
    median(
      rows
        .filter((row) => row.server === name && row.phase === 'saturation')
        .map((row) => row.serverCpuMsPerMessage),
    );
  console.log(
    JSON.stringify({
      medianServerCpuMsPerMessage: { bare: cpuOf('bare Socket.IO'), chatRoom: cpuOf('chat room') },
      medianRate: {
        bare: rateOf('bare Socket.IO'),
        chatRoom: rateOf('chat room'),
        ratio: Number(ratio.toFixed(2)),
      },
      medianSteadyP99Ms: { bare: steadyP99('bare Socket.IO'), chatRoom: steadyP99('chat room') },
      steadyRate,
      loadAverage: os.loadavg(),
    }),
  );
  process.exitCode = steadyP99('chat room') < 250 && ratio >= 0.5 ? 0 : 1;
} finally {
  await Promise.all(all.map((worker) => worker.terminate()));
  await stopProcess(bare);
  await bench.stop();
}
