/**
 * 2,000 simulated viewers of one live event, from one process against the server on 127.0.0.1:
 * each holds a real socket.io-client connection that joined the event's room (the live counter
 * over the realtime channel), and every 10 seconds posts the event analytics body (§7.4) and the
 * `update/live_counter` beat, starting at a random moment of the first interval. The latency of
 * every call is recorded; the target is p99 under 50 ms.
 *
 *   npm run bench:realtime -w @screener/bench   (BENCH_VIEWERS, BENCH_SECONDS, BENCH_DATABASE_URL)
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { APP_VERSION, BUILD_MODE } from '../packages/contracts/src/api.ts';
import { headerTimestamp, signRequest } from '../packages/contracts/src/auth-header.ts';
import { WATCH_SOCKET } from '../packages/contracts/src/watch.ts';
import { type BenchSession, HOST, percentile, startWatchBench } from './watch-setup.ts';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const INTERVAL_MS = 10_000;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function authorization(session: BenchSession, screenerId: number | null = null): string {
  const timestamp = headerTimestamp(Date.now());
  return JSON.stringify({
    key: session.key,
    timestamp,
    hash: signRequest(session.key, session.secret, timestamp),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: 'en',
    screener_id: screenerId,
  });
}

function post(
  port: number,
  path: string,
  /** A viewer's session, signed in the header, or a back-office session's cookie. */
  caller: BenchSession | { cookie: string },
  body: unknown,
): Promise<{ status: number; ms: number; body: string }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/${path}`,
        method: 'POST',
        agent,
        headers: {
          host: HOST,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...('cookie' in caller ? { cookie: caller.cookie } : { authorization: authorization(caller) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: text }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const bench = await startWatchBench({ viewers: VIEWERS });
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
try {
  const joinMs: number[] = [];
  for (let start = 0; start < bench.sessions.length; start += 100) {
    await Promise.all(
      bench.sessions.slice(start, start + 100).map(async (session) => {
        const socket = connect(bench.url, {
          transports: ['websocket'],
          extraHeaders: { host: HOST },
          auth: { authorization: authorization(session) },
          reconnection: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const started = performance.now();
        const ack = (await socket
          .timeout(30_000)
          .emitWithAck(WATCH_SOCKET.join, { screener_id: bench.screenerId })) as {
          ok: boolean;
        };
        if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack)}`);
        joinMs.push(performance.now() - started);
      }),
    );
  }
  console.log(`${sockets.length} viewers connected and joined`);

  const analyticsMs: number[] = [];
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  const beat = async (session: BenchSession, index: number) => {
    const common = {
      userId: session.consumerId,
      watchSeconds: 10,
      sessionId: `bench-${index}`,
      countryCode: 'GB',
      frequency: 10,
      device: index % 3 === 0 ? 'mobile' : 'desktop',
      env: 'bench',
    };
    const analytics = await post(bench.port, 'analytics/track', session, [
      { ...common, entityType: 'event', entityId: bench.screenerId, playLength: 0 },
      {
        ...common,
        entityType: 'video',
        entityId: bench.filmId,
        screener_id: bench.screenerId,
        playLength: 42,
      },
    ]);
    analyticsMs.push(analytics.ms);
    if (analytics.status !== 200) failures++;
  };
  await new Promise<void>((resolve) => {
    let running = bench.sessions.length;
    bench.sessions.forEach((session, index) => {
      const tick = () => {
        if (Date.now() >= until) {
          running--;
          if (running === 0) resolve();
          return;
        }
        void beat(session, index)
          .catch(() => {
            failures++;
          })
          .finally(() => timers.push(setTimeout(tick, INTERVAL_MS)));
      };
      timers.push(setTimeout(tick, Math.random() * INTERVAL_MS));
    });
  });

  const stats = (title: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const row = {
      title,
      calls: sorted.length,
      p50Ms: Number(percentile(sorted, 50).toFixed(1)),
      p95Ms: Number(percentile(sorted, 95).toFixed(1)),
      p99Ms: Number(percentile(sorted, 99).toFixed(1)),
      maxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
    };
    console.log(JSON.stringify(row));
    return row;
  };
  stats('realtime join (enforce, count, last chat page)', joinMs);
  const analyticsRow = stats('analytics/track (event and video bodies)', analyticsMs);
  const counted = await post(
    bench.port,
    `admin/screenings/${bench.screenerId}/live_counter`,
    { cookie: bench.staffCookie },
    {},
  );
  const liveCount = (JSON.parse(counted.body) as { data: unknown }).data;
  console.log(JSON.stringify({ viewers: sockets.length, seconds: SECONDS, failures, liveCount }));
  process.exitCode = analyticsRow.p99Ms < 50 && analyticsRow.calls > 0 && failures === 0 ? 0 : 1;
} finally {
  for (const timer of timers) clearTimeout(timer);
  for (const socket of sockets) socket.disconnect();
  agent.destroy();
  await bench.stop();
}
