/**
 * The cluster in CI (a step of `npm test`): `npm run cluster`'s start on free ports in a folder
 * of its own, every node healthy and ready, migrations and demo data made once though the nodes
 * started together, one API request answered by each node through nginx, the metrics served, a
 * node drained under requests (none fails, its realtime client reconnects to another node, it
 * exits within its bound), and the stop that keeps the data. Loopback only; ends by itself.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  type ClusterOptions,
  databaseUrl,
  defaultOptions,
  nodeName,
  repoRoot,
  startCluster,
  stopCluster,
  stopNode,
} from './cluster-lib.ts';

const SHUTDOWN_SECONDS = 15;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const ports: number[] = [];
while (ports.length < 9) {
  const port = await freePort();
  if (!ports.includes(port)) ports.push(port);
}
const [port = 0, postgresPort = 0, redisPort = 0, ...rest] = ports;
// PostgreSQL's own user must reach the folder: /tmp, not the test run's private temporary folder.
const dir = mkdtempSync('/tmp/screener-cluster-test-');
const options: ClusterOptions = {
  ...defaultOptions({}),
  dir,
  port,
  postgresPort,
  redisPort,
  nodePorts: rest.slice(0, 3),
  metricsPorts: rest.slice(3, 6),
  shutdownSeconds: SHUTDOWN_SECONDS,
  log: (line) => console.log(`  ${line}`),
};
const balancer = `http://127.0.0.1:${port}`;
// The realtime handshake finds its site by the Host header, which fetch does not let a caller set.
const host = `festival.localhost:${port}`;

let passed = 0;
async function check(title: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  await body();
  passed += 1;
  console.log(`ok ${passed} - ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function listCompanies(): Promise<{ status: number; node: string; count: number }> {
  const response = await fetch(`${balancer}/api/guest/company/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { data?: { companies: unknown[] } };
  return {
    status: response.status,
    node: response.headers.get('x-screener-upstream') ?? '',
    count: body.data?.companies.length ?? 0,
  };
}

/** A request with the site's Host header, through nginx; answers the status, body and node. */
function viaBalancer(
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; body: string; node: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers: { host } }, (response) => {
      let text = '';
      response.on('data', (part: Buffer) => (text += part.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text,
          node: String(response.headers['x-screener-upstream']),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function socketsOn(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^screener_socketio_connections (\d+)/m.exec(text)?.[1] ?? -1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let failure: unknown = null;

try {
  await check('starts PostgreSQL, Redis, three nodes at once and nginx', () => startCluster(options));

  await check('every node lives and is ready, and so is the balancer', async () => {
    for (const nodePort of options.nodePorts) {
      assert.equal((await fetch(`http://127.0.0.1:${nodePort}/healthz`)).status, 200);
      const ready = await fetch(`http://127.0.0.1:${nodePort}/readyz`);
      assert.deepEqual(await ready.json(), {
        status: 'ready',
        checked: ['database', 'redis', 'storage', 'media'],
      });
    }
    assert.equal((await fetch(`${balancer}/readyz`)).status, 200);
  });

  await check(
    'migrations ran once and the demo data was made once, though the nodes started together',
    async () => {
      const client = new pg.Client({ connectionString: databaseUrl(options) });
      await client.connect();
      try {
        const journal = JSON.parse(
          readFileSync(path.join(repoRoot, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const migrations = await client.query(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        );
        assert.equal(migrations.rows[0].count, journal.entries.length);
        const companies = await client.query('select count(*)::int as count from companies');
        assert.equal(companies.rows[0].count, 2);
      } finally {
        await client.end();
      }
    },
  );

  await check('one API request is answered by each node through nginx', async () => {
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 30 && seen.size < 3; attempt += 1) {
      const answer = await listCompanies();
      assert.equal(answer.status, 200);
      assert.equal(answer.count, 2);
      seen.add(answer.node);
    }
    assert.deepEqual([...seen].sort(), options.nodePorts.map((nodePort) => `127.0.0.1:${nodePort}`).sort());
  });

  await check('each node serves its metrics on a port of its own', async () => {
    const text = await (await fetch(`http://127.0.0.1:${options.metricsPorts[0]}/metrics`)).text();
    assert.match(text, /screener_http_request_duration_seconds_count\{route="\/api\/guest\/company\/list"/);
    assert.match(text, /screener_db_pool_connections\{state="idle"\}/);
    assert.match(text, /nodejs_eventloop_lag_p99_seconds/);
  });

  await check(
    'a client on long-polling stays on one node, as its session lives there until the upgrade',
    async () => {
      const base = '/socket.io/?EIO=4&transport=polling';
      const opened = await viaBalancer('GET', base);
      assert.equal(opened.status, 200);
      const sid = (JSON.parse(opened.body.slice(1)) as { sid: string }).sid;
      const session = `${base}&sid=${sid}`;
      const answers = [await viaBalancer('POST', session, '40'), await viaBalancer('GET', session)];
      for (let message = 0; message < 4; message += 1)
        answers.push(await viaBalancer('POST', session, '42["noop"]'));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        answers.map(() => 200),
      );
      assert.match(answers[1]?.body ?? '', /^40\{"sid"/);
      assert.deepEqual(new Set(answers.map((answer) => answer.node)), new Set([opened.node]));
    },
  );

  await check(
    'a draining node finishes its work, its realtime client reconnects to another node, no request fails',
    async () => {
      const socket = io(balancer, {
        transports: ['websocket'],
        extraHeaders: { host },
        reconnectionDelayMax: 2000,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      await sleep(500);
      const counts = await Promise.all(options.metricsPorts.map(socketsOn));
      // The long-polling client above is pinned to the same node, by the same address.
      const holder = counts.findIndex((count) => count > 0);
      assert.equal(counts.filter((count) => count > 0).length, 1, `sockets by node: ${counts.join(', ')}`);

      const reasons: string[] = [];
      socket.on('disconnect', (reason) => reasons.push(reason));
      const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
      let stopped = false;
      const statuses: number[] = [];
      const traffic = (async () => {
        while (!stopped) {
          statuses.push((await listCompanies()).status);
          await sleep(20);
        }
      })();
      const started = Date.now();
      const inTime = await stopNode(options, holder);
      const tookMs = Date.now() - started;
      await Promise.race([
        reconnected,
        sleep(10_000).then(() => {
          throw new Error('the realtime client did not reconnect within 10 s');
        }),
      ]);
      stopped = true;
      await traffic;
      const after = await Promise.all(
        options.metricsPorts.filter((_, index) => index !== holder).map(socketsOn),
      );
      socket.disconnect();

      assert.ok(inTime, `${nodeName(holder)} did not exit within ${SHUTDOWN_SECONDS} s`);
      assert.ok(tookMs < SHUTDOWN_SECONDS * 1000);
      // A transport the node closed, which the client answers by reconnecting, to another node.
      assert.equal(reasons[0], 'transport close');
      assert.ok(
        after.some((count) => count > 0),
        `sockets on the other nodes: ${after.join(', ')}`,
      );
      assert.ok(statuses.length > 0);
      assert.deepEqual(
        statuses.filter((status) => status !== 200),
        [],
        `requests failed while ${nodeName(holder)} drained`,
      );
      const log = readFileSync(path.join(dir, 'logs', `${nodeName(holder)}.log`), 'utf8');
      assert.match(log, /"msg":"draining"/);
      assert.match(log, /"msg":"stopped"/);
      console.log(
        `  ${nodeName(holder)} stopped in ${(tookMs / 1000).toFixed(1)} s; ${statuses.length} requests meanwhile, all answered`,
      );
    },
  );

  await check('the stop stops every part and keeps the data', async () => {
    await stopCluster(options);
    for (const nodePort of [...options.nodePorts, port, postgresPort, redisPort]) {
      await assert.rejects(fetch(`http://127.0.0.1:${nodePort}/`));
    }
    assert.ok(readFileSync(path.join(dir, 'postgres', 'PG_VERSION'), 'utf8').trim().length > 0);
    assert.ok(readFileSync(path.join(dir, 'redis', 'dump.rdb')).length > 0);
  });
} catch (error) {
  failure = error;
  console.error(error);
  for (const name of ['node-1', 'node-2', 'node-3', 'nginx-error']) {
    try {
      const log = readFileSync(path.join(dir, 'logs', `${name}.log`), 'utf8');
      console.error(`--- last lines of ${name}.log\n${log.split('\n').slice(-15).join('\n')}`);
    } catch {
      // Not started.
    }
  }
} finally {
  await stopCluster({ ...options, log: () => undefined }).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

const failed = failure ? 1 : 0;
if (process.env.CLUSTER_TEST_REPORT) {
  writeFileSync(process.env.CLUSTER_TEST_REPORT, JSON.stringify({ passed, failed, skipped: 0 }));
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed);
