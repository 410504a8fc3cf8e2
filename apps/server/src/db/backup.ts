import { spawn } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataFolder } from './data-folder-lock.ts';

/**
 * Backups of the embedded database (PGlite): a gzipped tar of its data folder, taken by
 * `dumpDataDir` while no transaction is open, so it holds exactly what was committed at one moment.
 * A running server holds the folder; it answers the backup on a Unix socket beside the folder, which
 * only this user may open. PostgreSQL's own tools back up a server (docs/operations.md).
 */

/** The socket through which a running server hands out backups of `pgliteDir`. */
export function backupSocketOf(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.backup.sock`;
}

/** The dump of an open embedded database, between transactions. */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  // Its start takes the transaction lock too: a folder just opened must have started first.
  await client.waitReady;
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await tarball.arrayBuffer());
}

/** Writes `bytes` to `file` whole or not at all: a cut-off backup never stands under the name. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
}

/** Serves backups of the open database on its socket until the answer is called. */
export async function serveBackups(client: PGlite, pgliteDir: string): Promise<() => Promise<void>> {
  const socketPath = backupSocketOf(pgliteDir);
  // A socket left by a killed server would refuse the listen; the folder's lock says none runs.
  await rm(socketPath, { force: true });
  const server: Server = createServer((connection) => {
    dumpPglite(client).then(
      (bytes) => connection.end(bytes),
      () => connection.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Only this user may ask: connecting to a Unix socket needs write permission on it.
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * Backs up the embedded database in `pgliteDir` to `file`: through a running server's socket when
 * one holds the folder, else by opening the folder itself (under its lock).
 */
export async function backupPglite(pgliteDir: string, file: string): Promise<'server' | 'folder'> {
  const fromServer = await new Promise<Buffer | null>((resolve, reject) => {
    const parts: Buffer[] = [];
    const connection = createConnection(backupSocketOf(pgliteDir));
    connection.on('data', (part: Buffer) => parts.push(part));
    connection.on('end', () => resolve(Buffer.concat(parts)));
    connection.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
  if (fromServer) {
    if (fromServer.length === 0) throw new Error('the running server could not dump the database');
    await writeWhole(file, fromServer);
    return 'server';
  }
  const unlock = await lockDataFolder(pgliteDir, 0);
  try {
    const client = new PGlite(pgliteDir, { extensions: { pg_trgm } });
    try {
      await writeWhole(file, await dumpPglite(client));
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
  return 'folder';
}

/**
 * Replaces the embedded database in `pgliteDir` with the backup in `file`; the server must be
 * stopped (the folder's lock is taken). The replaced folder is kept beside it, named by the time,
 * and its path answered; the next start migrates the restored data if it is older than the code.
 */
export async function restorePglite(pgliteDir: string, file: string, now: Date): Promise<string | null> {
  const tarball = new Blob([await readFile(file)]);
  const folder = path.resolve(pgliteDir);
  await mkdir(folder, { recursive: true });
  const unlock = await lockDataFolder(folder, 0);
  try {
    const staging = `${folder}.restoring`;
    await rm(staging, { recursive: true, force: true });
    // Opened once from the tarball in a folder of its own, to prove the backup whole before the
    // live folder is touched.
    const client = new PGlite(staging, { loadDataDir: tarball, extensions: { pg_trgm } });
    await client.query('select 1');
    await client.close();
    const hasData = await stat(path.join(folder, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    const kept = hasData ? `${folder}.replaced-${now.toISOString().replace(/[:.]/g, '-')}` : null;
    // The folder itself stays (its lock is named by it): its contents move aside and in.
    if (kept) await moveContents(folder, kept);
    else await rm(folder, { recursive: true, force: true }).then(() => mkdir(folder));
    await moveContents(staging, folder);
    await rm(staging, { recursive: true, force: true });
    return kept;
  } finally {
    await unlock();
  }
}

async function moveContents(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) await rename(path.join(from, entry), path.join(to, entry));
}

/** Runs one of PostgreSQL's client tools, its output passed through; rejects when it fails. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} is missing: install PostgreSQL's client tools (Debian: postgresql-client)`)
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/**
 * A PostgreSQL server's database, dumped by `pg_dump` in its custom format (one consistent
 * snapshot, while the nodes run) and restored by `pg_restore`, which drops what the backup holds
 * and makes it again, in one transaction.
 */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
  await rename(partial, file);
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  // A missing file fails here rather than as pg_restore's message.
  await stat(file);
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}
