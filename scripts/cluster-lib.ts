/**
 * The local cluster (`npm run cluster`, docs/operations.md): PostgreSQL, Redis and nginx from
 * Debian's packages, each on a port and in a folder of its own under the cluster's folder, and
 * server nodes on one shared media folder behind nginx. Stopping leaves every folder in place, so
 * the next start finds the same data.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export type ClusterOptions = {
  /** Where the cluster keeps its data, logs and process ids. */
  dir: string;
  /** The balancer's port: the address to open (http://festival.localhost:<port>). */
  port: number;
  /** The nodes' ports, one a node; their metrics are on `metricsPorts`. */
  nodePorts: number[];
  metricsPorts: number[];
  postgresPort: number;
  redisPort: number;
  /** How long a node's stop may take (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownSeconds: number;
  log: (line: string) => void;
};

/** The defaults of `npm run cluster`, each changeable by a CLUSTER_* variable. */
export function defaultOptions(env: NodeJS.ProcessEnv = process.env): ClusterOptions {
  const nodes = Number(env.CLUSTER_NODES ?? 3);
  const nodeBase = Number(env.CLUSTER_NODE_PORT ?? 3101);
  const metricsBase = Number(env.CLUSTER_METRICS_PORT ?? 9101);
  return {
    dir: path.resolve(env.CLUSTER_DIR ?? path.join(repoRoot, 'data', 'cluster')),
    port: Number(env.CLUSTER_PORT ?? 8080),
    nodePorts: Array.from({ length: nodes }, (_, index) => nodeBase + index),
    metricsPorts: Array.from({ length: nodes }, (_, index) => metricsBase + index),
    postgresPort: Number(env.CLUSTER_POSTGRES_PORT ?? 5433),
    redisPort: Number(env.CLUSTER_REDIS_PORT ?? 6380),
    shutdownSeconds: Number(env.CLUSTER_SHUTDOWN_SECONDS ?? 30),
    log: (line) => console.log(line),
  };
}

const folders = (dir: string) => ({
  postgres: path.join(dir, 'postgres'),
  redis: path.join(dir, 'redis'),
  nginx: path.join(dir, 'nginx'),
  media: path.join(dir, 'media'),
  uploads: path.join(dir, 'uploads'),
  outbox: path.join(dir, 'outbox'),
  logs: path.join(dir, 'logs'),
  run: path.join(dir, 'run'),
});

export const nodeName = (index: number) => `node-${index + 1}`;
export const databaseUrl = (options: ClusterOptions) =>
  `postgres://postgres@127.0.0.1:${options.postgresPort}/screener`;

/** Runs a command to its end; throws with its output when it fails. */
function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
const asRoot = process.getuid?.() === 0;
function runPostgres(tool: string, args: string[]): string {
  const binary = postgresTool(tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

/** Debian keeps PostgreSQL's server tools outside PATH, in a folder per major version. */
function postgresTool(tool: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', tool) : tool;
}

/** Whether the process named in a pid file is alive; its pid when it is. */
function livePid(pidFile: string): number | null {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ms: number, ready: () => Promise<boolean> | boolean): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${ms / 1000} s`);
}

async function startPostgres(options: ClusterOptions): Promise<void> {
  const dirs = folders(options.dir);
  const data = dirs.postgres;
  const logFile = path.join(dirs.logs, 'postgres.log');
  if (livePid(path.join(data, 'postmaster.pid'))) {
    options.log(`PostgreSQL already runs on port ${options.postgresPort}`);
    return;
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true, mode: 0o700 });
    if (asRoot) chownSync(data, postgresUid(), postgresGid());
    runPostgres('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-instructions',
    ]);
  }
  if (!existsSync(logFile)) writeFileSync(logFile, '');
  if (asRoot) {
    chownSync(logFile, postgresUid(), postgresGid());
    chownSync(dirs.run, postgresUid(), postgresGid());
  }
  runPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    logFile,
    '-w',
    '-o',
    `-p ${options.postgresPort} -k ${dirs.run} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${options.postgresPort}/postgres`,
  });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = 'screener'");
    if (found.rowCount === 0) await admin.query('create database screener');
  } finally {
    await admin.end();
  }
  options.log(`PostgreSQL on 127.0.0.1:${options.postgresPort} (data in ${data})`);
}

function idOf(flag: '-u' | '-g'): number {
  return Number(run('id', [flag, 'postgres']).trim());
}
const postgresUid = () => idOf('-u');
const postgresGid = () => idOf('-g');

/** Starts the cluster's Redis unless it runs (its data from the last save). */
export async function startRedis(options: ClusterOptions): Promise<void> {
  const dirs = folders(options.dir);
  const pidFile = path.join(dirs.run, 'redis.pid');
  if (livePid(pidFile)) {
    options.log(`Redis already runs on port ${options.redisPort}`);
    return;
  }
  mkdirSync(dirs.redis, { recursive: true });
  run('redis-server', [
    '--port',
    String(options.redisPort),
    '--bind',
    '127.0.0.1',
    '--dir',
    dirs.redis,
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    path.join(dirs.logs, 'redis.log'),
    '--save',
    '60 1',
  ]);
  await waitFor(
    'Redis',
    10_000,
    () => spawnSync('redis-cli', ['-p', String(options.redisPort), 'ping']).status === 0,
  );
  options.log(`Redis on 127.0.0.1:${options.redisPort}`);
}

/** The environment of node `index`: every node shares the database, Redis and the folders. */
export function nodeEnv(options: ClusterOptions, index: number): NodeJS.ProcessEnv {
  const dirs = folders(options.dir);
  const { DATABASE_URL, REDIS_URL, PORT, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_NAME: nodeName(index),
    HOST: '127.0.0.1',
    PORT: String(options.nodePorts[index]),
    // Links in mail and payment returns lead to the balancer, not to one node.
    PUBLIC_PORT: String(options.port),
    DATABASE_URL: databaseUrl(options),
    REDIS_URL: `redis://127.0.0.1:${options.redisPort}`,
    RATE_LIMIT_NAMESPACE: 'screener-cluster',
    MEDIA_DIR: dirs.media,
    UPLOADS_DIR: dirs.uploads,
    OUTBOX_DIR: dirs.outbox,
    MEDIA_COOKIE_SECRET_FILE: path.join(options.dir, 'media-cookie-secret'),
    // nginx on this machine is the one proxy whose forwarded address counts.
    TRUST_PROXY: 'loopback',
    METRICS_PORT: String(options.metricsPorts[index]),
    SHUTDOWN_TIMEOUT_SECONDS: String(options.shutdownSeconds),
    // A stopped node leaves nginx's rotation first (stopNode); it serves on while nginx switches.
    SHUTDOWN_DELAY_SECONDS: '2',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

export const nodePidFile = (options: ClusterOptions, index: number) =>
  path.join(folders(options.dir).run, `${nodeName(index)}.pid`);

async function readyz(port: number): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
  } catch {
    return 0;
  }
}

/** Starts the nodes not running, all at once (migrations and the demo seed take turns by themselves). */
async function startNodes(options: ClusterOptions): Promise<void> {
  const dirs = folders(options.dir);
  const secretFile = path.join(options.dir, 'media-cookie-secret');
  // One stream-cookie secret for every node, written before any starts.
  if (!existsSync(secretFile))
    writeFileSync(secretFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  const started: number[] = [];
  options.nodePorts.forEach((port, index) => {
    if (livePid(nodePidFile(options, index))) {
      options.log(`${nodeName(index)} already runs on port ${port}`);
      return;
    }
    const logFd = openSync(path.join(dirs.logs, `${nodeName(index)}.log`), 'a');
    const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: nodeEnv(options, index),
      detached: true,
      stdio: ['ignore', logFd, logFd],
    });
    child.unref();
    writeFileSync(nodePidFile(options, index), `${child.pid}\n`);
    started.push(index);
  });
  await Promise.all(
    started.map(async (index) => {
      const port = options.nodePorts[index] ?? 0;
      await waitFor(
        `${nodeName(index)} (log: ${path.join(dirs.logs, `${nodeName(index)}.log`)})`,
        180_000,
        async () => {
          if (!livePid(nodePidFile(options, index)))
            throw new Error(`${nodeName(index)} exited: see its log`);
          return (await readyz(port)) === 200;
        },
      );
      options.log(
        `${nodeName(index)} ready on 127.0.0.1:${port} (metrics on :${options.metricsPorts[index]})`,
      );
    }),
  );
}

/**
 * nginx in front of the nodes. HTTP calls go to the node with the fewest open requests; a node
 * that refuses connections (stopping, stopped) is skipped and the request passed to the next,
 * which is safe for every method since nothing reached the node. Socket.IO connections are pinned
 * to a node by the client's address (docs/decisions/0041-cluster-balancing-and-stopping-nodes.md):
 * the web client starts on HTTP long-polling, whose requests must all reach the node that holds
 * the session, before it upgrades to WebSocket.
 */
export function nginxConfig(options: ClusterOptions, down: ReadonlySet<number> = new Set()): string {
  const dirs = folders(options.dir);
  const servers = options.nodePorts
    .map(
      (port, index) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${down.has(index) ? ' down' : ''};`,
    )
    .join('\n');
  const headers = [
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $request_id;',
  ]
    .map((line) => `      ${line}`)
    .join('\n');
  return `# Written by npm run cluster; rewritten at each start.
worker_processes 2;
pid ${path.join(dirs.run, 'nginx.pid')};
error_log ${path.join(dirs.logs, 'nginx-error.log')} warn;

events {
  worker_connections 8192;
}

http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                      'upstream=$upstream_addr time=$request_time id=$request_id';
  access_log ${path.join(dirs.logs, 'nginx-access.log')} upstream;
  client_body_temp_path ${path.join(dirs.nginx, 'body')};
  proxy_temp_path ${path.join(dirs.nginx, 'proxy')};
  fastcgi_temp_path ${path.join(dirs.nginx, 'fastcgi')};
  uwsgi_temp_path ${path.join(dirs.nginx, 'uwsgi')};
  scgi_temp_path ${path.join(dirs.nginx, 'scgi')};

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream screener {
    least_conn;
${servers}
  }

  upstream screener_realtime {
    hash $remote_addr consistent;
${servers}
  }

  server {
    listen 127.0.0.1:${options.port};
    # Movie uploads (tus) come in parts the server bounds itself; nothing is held on nginx's disk.
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_next_upstream error timeout http_502;
    proxy_connect_timeout 2s;
    # Which node answered: this local cluster shows it, a production balancer need not.
    add_header X-Screener-Upstream $upstream_addr always;

    # A location that sets one proxy header inherits none: each names them all.
    location /socket.io/ {
      proxy_pass http://screener_realtime;
${headers}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }

    location / {
      proxy_pass http://screener;
${headers}
      proxy_set_header Connection '';
    }
  }
}
`;
}

function nginxArgs(options: ClusterOptions): string[] {
  const dirs = folders(options.dir);
  return [
    '-p',
    dirs.nginx,
    '-c',
    path.join(dirs.nginx, 'nginx.conf'),
    '-e',
    path.join(dirs.logs, 'nginx-error.log'),
  ];
}

/** Starts nginx, or reloads it with the nodes in `down` out of its rotation. */
function startNginx(options: ClusterOptions, down?: ReadonlySet<number>): void {
  const dirs = folders(options.dir);
  mkdirSync(dirs.nginx, { recursive: true });
  writeFileSync(path.join(dirs.nginx, 'nginx.conf'), nginxConfig(options, down));
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  if (livePid(path.join(dirs.run, 'nginx.pid'))) {
    run(nginx, [...nginxArgs(options), '-s', 'reload']);
    options.log(`nginx reloaded on 127.0.0.1:${options.port}`);
    return;
  }
  run(nginx, [...nginxArgs(options), '-t', '-q']);
  run(nginx, nginxArgs(options));
  options.log(`nginx on 127.0.0.1:${options.port}`);
}

/** Starts whatever part of the cluster is not running; resolves once every node is ready. */
export async function startCluster(options: ClusterOptions): Promise<void> {
  run('bash', [path.join(repoRoot, 'scripts/ensure-cluster-packages.sh')]);
  const dirs = folders(options.dir);
  for (const folder of Object.values(dirs)) mkdirSync(folder, { recursive: true });
  // PostgreSQL's own user must reach its folders inside the cluster's.
  if (asRoot) chmodSync(options.dir, 0o755);
  await startPostgres(options);
  await startRedis(options);
  await startNodes(options);
  startNginx(options);
}

/** Waits for a process to be gone; false when it is still there after `ms`. */
async function gone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await sleep(200);
  }
  return false;
}

/** Sends a node SIGTERM and waits for its own bound; false when it had to be killed. */
async function signalStop(options: ClusterOptions, index: number): Promise<boolean> {
  const pid = livePid(nodePidFile(options, index));
  if (!pid) return true;
  process.kill(pid, 'SIGTERM');
  if (await gone(pid, (options.shutdownSeconds + 5) * 1000)) {
    rmSync(nodePidFile(options, index), { force: true });
    return true;
  }
  process.kill(pid, 'SIGKILL');
  return false;
}

/**
 * Stops one node as an orchestrator would: out of the balancer's rotation, then SIGTERM. nginx
 * reads no `/readyz`, so only its configuration tells it; were the node to close its listener
 * while nginx still sent to it, a connection nginx had just opened could be reset with a POST on
 * it, which nginx does not send again. The node's delay covers nginx's switch to new workers.
 */
export async function stopNode(options: ClusterOptions, index: number): Promise<boolean> {
  if (livePid(path.join(folders(options.dir).run, 'nginx.pid'))) startNginx(options, new Set([index]));
  return signalStop(options, index);
}

/** Stops everything the cluster started, nodes first; every folder stays. */
export async function stopCluster(options: ClusterOptions): Promise<void> {
  const dirs = folders(options.dir);
  const nodes = await Promise.all(options.nodePorts.map((_, index) => signalStop(options, index)));
  nodes.forEach((inTime, index) => {
    if (!inTime) options.log(`${nodeName(index)} did not stop within its bound and was killed`);
  });
  const nginxPid = livePid(path.join(dirs.run, 'nginx.pid'));
  if (nginxPid) {
    process.kill(nginxPid, 'SIGQUIT');
    await gone(nginxPid, 10_000);
  }
  const redisPid = livePid(path.join(dirs.run, 'redis.pid'));
  if (redisPid) {
    spawnSync('redis-cli', ['-p', String(options.redisPort), 'shutdown', 'save']);
    await gone(redisPid, 10_000);
  }
  if (livePid(path.join(dirs.postgres, 'postmaster.pid'))) {
    runPostgres('pg_ctl', ['-D', dirs.postgres, '-m', 'fast', '-w', 'stop']);
  }
  options.log(`Cluster stopped; its data stays in ${options.dir}`);
}

/** One line a part: running or not, and each node's readiness. */
export async function clusterStatus(options: ClusterOptions): Promise<string[]> {
  const dirs = folders(options.dir);
  const state = (pid: number | null) => (pid ? `running (pid ${pid})` : 'stopped');
  const lines = [
    `PostgreSQL 127.0.0.1:${options.postgresPort}: ${state(livePid(path.join(dirs.postgres, 'postmaster.pid')))}`,
    `Redis 127.0.0.1:${options.redisPort}: ${state(livePid(path.join(dirs.run, 'redis.pid')))}`,
    `nginx 127.0.0.1:${options.port}: ${state(livePid(path.join(dirs.run, 'nginx.pid')))}`,
  ];
  for (const [index, port] of options.nodePorts.entries()) {
    const pid = livePid(nodePidFile(options, index));
    lines.push(
      `${nodeName(index)} 127.0.0.1:${port}: ${state(pid)}${pid ? `, /readyz ${await readyz(port)}` : ''}`,
    );
  }
  return lines;
}

/** The process ids of the cluster's parts (null: not running), for the capacity runs' faults. */
export function clusterPids(options: ClusterOptions): {
  postgres: number | null;
  redis: number | null;
  nginx: number | null;
  nodes: (number | null)[];
} {
  const dirs = folders(options.dir);
  return {
    postgres: livePid(path.join(dirs.postgres, 'postmaster.pid')),
    redis: livePid(path.join(dirs.run, 'redis.pid')),
    nginx: livePid(path.join(dirs.run, 'nginx.pid')),
    nodes: options.nodePorts.map((_, index) => livePid(nodePidFile(options, index))),
  };
}

/**
 * Restarts the cluster's PostgreSQL (fast: open connections are cut), as an upgrade or a crash
 * would; without blocking the caller's event loop, so that it can watch the nodes meanwhile.
 */
export async function restartPostgres(options: ClusterOptions): Promise<void> {
  const dirs = folders(options.dir);
  const binary = postgresTool('pg_ctl');
  const args = [
    '-D',
    dirs.postgres,
    '-l',
    path.join(dirs.logs, 'postgres.log'),
    '-m',
    'fast',
    '-w',
    'restart',
  ];
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited with ${code}`)),
    );
  });
}
