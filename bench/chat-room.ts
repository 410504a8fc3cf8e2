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
 *   connection of its worker holds it) for BENCH_SECONDS (default 15); the rate reads here;
 * - steady: room messages at a fixed rate from members in turn, for BENCH_SECONDS: BENCH_RATE a
 *   second, by default a quarter of the bare server's saturated rate in this run, the same for both
 *   servers; the latency target reads here (latency at saturation is only the queue's length).
 *
 *   npm run bench:chat-room -w @screener/bench   (BENCH_MEMBERS, BENCH_DATABASE_URL, ...)
 */
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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** The steady phase's rate; by default a quarter of the bare server's saturated rate in this run. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const WINDOW = Number(process.env.BENCH_WINDOW ?? 4);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

type Target = { name: string; url: string; chatRoomId: number; signed: boolean };
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

async function measure(target: Target, sessions: BenchSession[], steadyRate: number | null) {
  const per = Math.ceil(sessions.length / WORKERS);
  const workers = Array.from(
    { length: WORKERS },
    (_, index) =>
      new Worker(path.join(import.meta.dirname, 'chat-room-worker.ts'), {
        workerData: { target, host: HOST, sessions: sessions.slice(index * per, (index + 1) * per) },
      }),
  );
  try {
    const ready = await ask(workers, { type: 'connect' });
    const joinMs = ready.flatMap((message) => message.report?.joinMs ?? []);
    const rows: Record<string, unknown> = { server: target.name, join: summary(joinMs) };
    let rate = steadyRate ?? 1;
    for (const phase of ['saturation', 'steady'] as const) {
      const started = performance.now();
      const done = (
        await ask(workers, { type: phase, seconds: SECONDS, rate: rate / WORKERS, window: WINDOW })
      ).map((message) => message.report as Report);
      const seconds = (performance.now() - started) / 1000;
      const sent = done.reduce((sum, report) => sum + report.sent, 0);
      const failures = done.reduce((sum, report) => sum + report.failures, 0);
      // Deliveries still on the way are waited for (up to 30 s), so the latencies include the queue.
      const reports = (await ask(workers, { type: 'report', messages: sent - failures })).map(
        (message) => message.report as Report,
      );
      const delivered = reports.reduce((sum, report) => sum + report.deliveries, 0);
      if (phase === 'saturation' && steadyRate === null) {
        rate = Math.max(1, Math.floor(delivered / sessions.length / seconds / 4));
      }
      rows[phase] = {
        ...(phase === 'steady' ? { offeredPerSecond: rate } : {}),
        sent,
        failures,
        deliveries: delivered,
        missing: (sent - failures) * sessions.length - delivered,
        messagesPerSecond: Number((delivered / sessions.length / seconds).toFixed(1)),
        latencyMs: summary(reports.flatMap((report) => report.latencies)),
      };
    }
    console.log(JSON.stringify(rows));
    return rows as {
      steady: { offeredPerSecond: number; latencyMs: { p99: number } };
      saturation: { messagesPerSecond: number };
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

try {
  console.log(
    JSON.stringify({
      members: MEMBERS,
      seconds: SECONDS,
      rate: RATE ?? 'a quarter of bare',
      window: WINDOW,
      workers: WORKERS,
      loadAverage: os.loadavg(),
    }),
  );
  const bareRows = await measure(
    { name: 'bare Socket.IO', url: `http://127.0.0.1:${barePort}`, chatRoomId, signed: false },
    bench.sessions,
    RATE,
  );
  const realRows = await measure(
    { name: 'chat room', url: bench.url, chatRoomId, signed: true },
    bench.sessions,
    bareRows.steady.offeredPerSecond,
  );
  const ratio = realRows.saturation.messagesPerSecond / bareRows.saturation.messagesPerSecond;
  console.log(
    JSON.stringify({
      rateRatio: Number(ratio.toFixed(2)),
      steadyP99Ms: realRows.steady.latencyMs.p99,
      loadAverage: os.loadavg(),
    }),
  );
  process.exitCode = realRows.steady.latencyMs.p99 < 250 && ratio >= 0.5 ? 0 : 1;
} finally {
  await stopProcess(bare);
  await bench.stop();
}
