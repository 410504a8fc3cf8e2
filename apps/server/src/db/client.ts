import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dbConnectWait } from '../lib/metrics.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { listenForRowChanges } from './row-changes.ts';

/** One query interface whether the rows live in embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: services accept either. */
export type DbExecutor = Pick<
  Db,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | '$with' | 'with'
>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Runs `work` while no other node of the deployment runs its own start-up work (the demo seed):
   * a PostgreSQL advisory lock; PGlite has one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
};

/**
 * The advisory lock (two keys) held while a node migrates or seeds: when several nodes start
 * together, one migrates and the others wait, then find nothing left to do.
 */
const STARTUP_LOCK = [0x5c2ee4, 1] as const;

/** Runs `work` holding the start-up lock on a connection of its own, released whatever happens. */
async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Times each wait for a pooled connection (queries and transactions alike go through `connect`). */
function timeConnectWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const timed = (callback?: ConnectCallback) => {
    const stop = dbConnectWait.startTimer();
    if (callback) {
      return connect((error, client, done) => {
        stop();
        callback(error, client, done);
      });
    }
    return connect()?.finally(stop);
  };
  pool.connect = timed as typeof pool.connect;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** The PostgreSQL pool under `db`, or null on PGlite (the metrics read its use). */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof PGlite ? null : client;
}

/** The embedded database under `db`, or null on PostgreSQL (backups dump it). */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof PGlite ? client : null;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database named by `url`, or PGlite in `pgliteDir` (`memory://` for an in-memory one),
 * and migrates it. A PGlite folder is locked first; `lockWaitMs` is how long to wait for a lock
 * another process holds. An in-memory database may start from `pgliteImage`, a dump of one already
 * migrated (PGlite's `dumpDataDir`): it then has no migration left to replay.
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir: string;
  lockWaitMs?: number;
  pgliteImage?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    // Idle connections stay open: they are how this node hears other nodes' row changes.
    const pool: pg.Pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      idleTimeoutMillis: 0,
      onConnect: (client) => listen(client),
    });
    const listen = listenForRowChanges(pool);
    timeConnectWaits(pool);
    const db = drizzleNodePg(pool);
    try {
      await withStartupLock(pool, () => migrateNodePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      exclusive: (work) => withStartupLock(pool, work),
    };
  }
  if (options.pgliteDir.startsWith('memory://'))
    return openPglite(options.pgliteDir, async () => {}, options.pgliteImage);
  mkdirSync(options.pgliteDir, { recursive: true });
  const unlock = await lockDataFolder(options.pgliteDir, options.lockWaitMs);
  try {
    return await openPglite(options.pgliteDir, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPglite(
  dataDir: string,
  unlock: () => Promise<void>,
  image?: Blob,
): Promise<DatabaseHandle> {
  // Trigram indexes serve the back-office lists' title searches (decision 0033); the migration
  // creates the extension, PGlite only needs its code loaded.
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await unlock();
    },
    exclusive: (work) => work(),
  };
}

/** Plain SQL on the same database as `db`, for a library that brings its own statements (the job queue). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export function sqlExecutorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  // A script of several statements answers the rows of all of them, in order (what the queue expects).
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        // PGlite's `query` takes one statement; a script without parameters goes through `exec`.
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.flatMap((result) => result.rows) as Record<string, unknown>[] };
        }
        return client.query<Record<string, unknown>>(text, values);
      },
    };
  }
  return {
    async executeSql(text, values) {
      const result = (await client.query(text, values)) as unknown as
        | pg.QueryResult<Record<string, unknown>>
        | pg.QueryResult<Record<string, unknown>>[];
      return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
    },
  };
}
