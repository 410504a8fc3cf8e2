/**
 * Segment delivery: the HLS segments of the demo film fetched through `/media/<screener_id>/...`
 * with the stream cookie checked on every request (HMAC token, event folder, file lookup,
 * range-capable streaming), against the same files served by @fastify/static without any check,
 * in one run at concurrency 100 (autocannon). Each server is its own process on 127.0.0.1.
 *
 *   npm run bench:segments -w @screener/bench   (BENCH_SECONDS, BENCH_DATABASE_URL)
 *
 * Target: the checked delivery reaches at least 70% of the static throughput.
 */
import { get } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { APP_VERSION, BUILD_MODE } from '../packages/contracts/src/api.ts';
import { headerTimestamp, signRequest } from '../packages/contracts/src/auth-header.ts';
import { freePort, HOST, startProcess, startWatchBench, stopProcess } from './watch-setup.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
const SEGMENTS = ['720p', '480p', '360p'].flatMap((rendition) =>
  Array.from(
    { length: 6 },
    (_, index) => `test-pattern/${rendition}/segment_${String(index).padStart(3, '0')}.m4s`,
  ),
);

async function run(
  title: string,
  url: string,
  prefix: string,
  headers: Record<string, string>,
  seconds = SECONDS,
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: HOST, ...headers },
    requests: SEGMENTS.map((segment) => ({ method: 'GET', path: `${prefix}${segment}` })),
  });
  const ok = result['2xx'];
  const row = {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    megabytesPerSecond: Number((result.throughput.average / 1_048_576).toFixed(1)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok,
    failed: result.non2xx + result.errors,
  };
  console.log(JSON.stringify(row));
  return row;
}

const bench = await startWatchBench({ viewers: 1 });
const staticPort = await freePort();
let staticServer: Awaited<ReturnType<typeof startProcess>> | null = null;
try {
  staticServer = await startProcess(
    path.join(import.meta.dirname, 'static-media-server.ts'),
    { STATIC_PORT: String(staticPort) },
    staticPort,
  );
  const [session] = bench.sessions;
  if (!session) throw new Error('no session');
  const timestamp = headerTimestamp(Date.now());
  const auth = JSON.stringify({
    key: session.key,
    timestamp,
    hash: signRequest(session.key, session.secret, timestamp),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: 'en',
    screener_id: bench.screenerId,
  });
  // fetch() may not set Host, which names the site: a plain request does.
  const cookie = await new Promise<string | undefined>((resolve, reject) => {
    get(
      {
        host: '127.0.0.1',
        port: bench.port,
        path: `/stream/setCookie/${encodeURIComponent(auth)}`,
        headers: { host: HOST },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200 ? response.headers['set-cookie']?.[0]?.split(';')[0] : undefined);
      },
    ).on('error', reject);
  });
  if (!cookie) throw new Error('setCookie refused the bench viewer');

  // Warm both servers (file handles, JIT) before measuring.
  await run('warm-up static', `http://127.0.0.1:${staticPort}`, '/media/static/', {}, 3);
  await run('warm-up checked', bench.url, `/media/${bench.screenerId}/`, { cookie }, 3);
  const baseline = await run(
    '@fastify/static, no check',
    `http://127.0.0.1:${staticPort}`,
    '/media/static/',
    {},
  );
  const checked = await run('/media with the cookie check', bench.url, `/media/${bench.screenerId}/`, {
    cookie,
  });
  const ratio = checked.requestsPerSecond / baseline.requestsPerSecond;
  console.log(`checked / static throughput: ${(ratio * 100).toFixed(0)}% (target >= 70%)`);
  if (checked.failed > 0 || baseline.failed > 0) throw new Error('some requests failed');
  process.exitCode = ratio >= 0.7 ? 0 : 1;
} finally {
  if (staticServer) await stopProcess(staticServer);
  await bench.stop();
}
