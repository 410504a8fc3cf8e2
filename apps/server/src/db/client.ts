import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** One query interface whether the rows live in embedded PGlite or a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: services accept either. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export type DatabaseHandle = { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> };

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens the database named by `url`, or PGlite in `pgliteDir` (`memory://` for an in-memory one), and migrates it. */
export async function openDatabase(options: { url?: string; pgliteDir: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg(pool);
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
