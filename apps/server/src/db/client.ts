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
import { lockDataFolder } from './data-folder-lock.ts';
import { listenForRowChanges } from './row-changes.ts';

/** One query interface whether the rows live in embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: services accept either. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export type DatabaseHandle = { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> };

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens the database named by `url`, or PGlite in `pgliteDir` (`memory://` for an in-memory one),
 * and migrates it. A PGlite folder is locked first; `lockWaitMs` is how long to wait for a lock
 * another process holds.
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir: string;
  lockWaitMs?: number;
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
    const db = drizzleNodePg(pool);
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir.startsWith('memory://')) return openPglite(options.pgliteDir, async () => {});
  mkdirSync(options.pgliteDir, { recursive: true });
  const unlock = await lockDataFolder(options.pgliteDir, options.lockWaitMs);
  try {
    return await openPglite(options.pgliteDir, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPglite(dataDir: string, unlock: () => Promise<void>): Promise<DatabaseHandle> {
  // Trigram indexes serve the back-office lists' title searches (decision 0033); the migration
  // creates the extension, PGlite only needs its code loaded.
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await unlock();
    },
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
