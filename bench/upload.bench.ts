/**
 * Movie upload benchmark: a 1 GiB file sent through tus to the real app (its file store, on
 * PGlite in memory, signed in as a manager) in 16 MiB PATCHes one after another, as the
 * back-office's tus-js-client does, beside two plain copies of the same file in the same run: a
 * file copy, and a single streaming HTTP PUT to a bare Node server writing to disk. All on
 * loopback, in this process. Goal: tus at least half the bare PUT's rate.
 *
 *   npm run bench:upload -w @screener/bench   (BENCH_UPLOAD_MIB, BENCH_UPLOAD_ROUNDS)
 *
 * The three alternate for BENCH_UPLOAD_ROUNDS rounds (3), and the median ratio is printed. The
 * file and everything written are in a temporary folder, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILM_UPLOAD_PATH } from '@screener/contracts/films';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { films } from '../apps/server/src/modules/films/schema.ts';
import { STAFF_COOKIE } from '../apps/server/src/modules/staff/staff-gate.ts';
import { insertStaffMember } from '../apps/server/src/modules/staff/staff-members.ts';
import { openStaffSession } from '../apps/server/src/modules/staff/staff-sessions.ts';
import { createCapturingMailer } from '../apps/server/src/ports/mailer.ts';
import { createCapturingSms } from '../apps/server/src/ports/sms.ts';
import { createCompany } from '../apps/server/src/test/factories.ts';

const MIB = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MIB;
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);
/** The back-office's tus-js-client chunk (apps/web's film upload). */
const CHUNK = 16 * MIB;

type Figure = { name: string; seconds: number; mbPerSecond: number };

const figure = (name: string, started: number): Figure => {
  const seconds = (performance.now() - started) / 1000;
  return { name, seconds, mbPerSecond: SIZE / 1e6 / seconds };
};

/** A file of SIZE bytes: one random 16 MiB block written again and again (its content does not matter). */
async function makeSource(file: string): Promise<void> {
  const block = randomBytes(CHUNK);
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < SIZE; written += CHUNK) {
      await handle.write(block, 0, Math.min(CHUNK, SIZE - written));
    }
  } finally {
    await handle.close();
  }
}

async function expectSize(file: string): Promise<void> {
  const { size } = await stat(file);
  if (size !== SIZE) throw new Error(`${file} has ${size} bytes, not ${SIZE}`);
}

/** A bare Node server writing a PUT's body to a file: what a plain upload costs on this machine. */
async function bareServer(target: string): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    pipeline(req, createWriteStream(target)).then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One streaming PUT of the whole file, as `curl -T` would send it. */
function streamingPut(port: number, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'PUT', path: '/', headers: { 'content-length': SIZE } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 204 ? resolve() : reject(new Error(`PUT ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

/** The app on PGlite in memory, a company with a film, and a manager's session. */
async function startApp(folder: string) {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent',
    MEDIA_DIR: path.join(folder, 'media'),
    FILM_UPLOADS_DIR: path.join(folder, 'tus'),
    // The upload is measured, not ffmpeg: the job waits in the queue.
    TRANSCODE_WORKER: 'false',
  });
  const app = await buildApp({
    config,
    db: database.db,
    clock: systemClock,
    mailer: createCapturingMailer(),
    sms: createCapturingSms(),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const company = await createCompany(database.db);
  const [film] = await database.db
    .insert(films)
    .values({ companyId: company.id, title: 'Bench Film' })
    .returning();
  if (!film) throw new Error('no film inserted');
  const manager = await insertStaffMember(database.db, {
    companyId: company.id,
    email: 'manager@bench.localhost',
    name: 'Bench Manager',
    role: 'manager',
    passwordHash: null,
    now: new Date(),
  });
  const { token } = await openStaffSession(database.db, manager.id, new Date());
  return {
    app,
    database,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    // fetch() may not set Host; node:http may, and the app finds the company by it.
    headers: { host: company.domain, cookie: `${STAFF_COOKIE}=${token}`, 'tus-resumable': '1.0.0' },
    filmId: film.id,
  };
}

/** A node:http request with a body, answered with its status and headers. */
function send(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  body?: Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: keepAlive }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/** A tus upload as the browser sends it: create, then PATCHes of CHUNK bytes read from the file. */
async function tusUpload(
  target: Awaited<ReturnType<typeof startApp>>,
  file: string,
  size: number,
): Promise<string> {
  const created = await send(`${target.base}${FILM_UPLOAD_PATH}`, 'POST', {
    ...target.headers,
    'upload-length': size,
    'upload-metadata': `film_id ${Buffer.from(String(target.filmId)).toString('base64')}`,
  });
  if (created.status !== 201) throw new Error(`tus create answered ${created.status}`);
  const location = `${target.base}${String(created.headers.location)}`;
  const handle = await open(file, 'r');
  const chunk = Buffer.allocUnsafe(CHUNK);
  try {
    for (let offset = 0; offset < size; offset += CHUNK) {
      const length = Math.min(CHUNK, size - offset);
      await handle.read(chunk, 0, length, offset);
      const patched = await send(
        location,
        'PATCH',
        {
          ...target.headers,
          'upload-offset': offset,
          'content-type': 'application/offset+octet-stream',
          'content-length': length,
        },
        chunk.subarray(0, length),
      );
      if (patched.status !== 204) throw new Error(`tus PATCH at ${offset} answered ${patched.status}`);
    }
  } finally {
    await handle.close();
  }
  return location;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'screener-upload-bench-'));
  let app: FastifyInstance | null = null;
  let bare: Server | null = null;
  let closeDatabase: (() => Promise<void>) | null = null;
  try {
    const source = path.join(folder, 'source.bin');
    await makeSource(source);
    await mkdir(path.join(folder, 'media'));
    console.log(
      `load average before: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );

    const bareTarget = path.join(folder, 'put.bin');
    const served = await bareServer(bareTarget);
    bare = served.server;
    const target = await startApp(folder);
    app = target.app;
    closeDatabase = () => target.database.close();
    // The first finished upload starts the queue (pg-boss's schema); a small one pays for it first.
    await tusUpload(target, source, CHUNK);

    // The three ways alternate, round after round, so a change of the machine's load between two
    // of them shows as a spread between rounds instead of a skewed ratio.
    const rounds: Figure[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results: Figure[] = [];
      let started = performance.now();
      await copyFile(source, path.join(folder, 'copy.bin'));
      results.push(figure('fs.copyFile', started));
      await expectSize(path.join(folder, 'copy.bin'));
      await rm(path.join(folder, 'copy.bin'));

      started = performance.now();
      await streamingPut(served.port, source);
      results.push(figure('one streaming PUT to a bare node:http server', started));
      await expectSize(bareTarget);
      await rm(bareTarget);

      started = performance.now();
      const location = await tusUpload(target, source, SIZE);
      results.push(figure(`tus to the app, ${CHUNK / MIB} MiB PATCHes`, started));
      const uploaded = path.join(folder, 'tus', location.slice(location.lastIndexOf('/') + 1));
      await expectSize(uploaded);
      await rm(uploaded);
      rounds.push(results);
    }

    console.log(
      `load average after: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(`\n${SIZE / MIB} MiB on loopback, ${ROUNDS} rounds`);
    console.log('| round | path | seconds | MB/s | vs bare PUT |');
    console.log('|---:|---|---:|---:|---:|');
    rounds.forEach((results, round) => {
      const put = results[1]?.mbPerSecond ?? 1;
      for (const result of results) {
        console.log(
          `| ${round + 1} | ${result.name} | ${result.seconds.toFixed(2)} | ${result.mbPerSecond.toFixed(0)} | ${(result.mbPerSecond / put).toFixed(2)}x |`,
        );
      }
    });
    const ratios = rounds
      .map((results) => (results[2]?.mbPerSecond ?? 0) / (results[1]?.mbPerSecond ?? 1))
      .sort((a, b) => a - b);
    console.log(`\nmedian tus / bare PUT: ${ratios[Math.floor(ratios.length / 2)]?.toFixed(2)}x`);
  } finally {
    keepAlive.destroy();
    await app?.close();
    await closeDatabase?.();
    await new Promise<void>((resolve) => (bare ? bare.close(() => resolve()) : resolve()));
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
