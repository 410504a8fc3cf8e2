import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOf } from '../db/client.ts';
import { databaseUrl, onServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * What every test file's database starts from, migrated once for the run: on PostgreSQL the
     * name of a template database, on PGlite the path of a dump of an in-memory database.
     */
    testDatabaseTemplate: string;
  }
}

/**
 * The server project's global set-up. Replaying every migration was most of a test file's start
 * (about 5 of 7 seconds on PGlite); the run now migrates once and each file's database is a copy
 * (`test-database.ts`).
 */
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `screener_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database "${name}"`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: 'memory://' });
    await handle.close();
    await waitUntilUnused(serverUrl, name);
    project.provide('testDatabaseTemplate', name);
    return () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  const image = await pgliteOf(handle.db)?.dumpDataDir('none');
  await handle.close();
  if (!image) throw new Error('the embedded database gave no image');
  const file = path.join(tmpdir(), `screener-test-database-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('testDatabaseTemplate', file);
  return () => rm(file, { force: true });
}

/** A database is copied only while nobody is connected to it, and a closed pool's connections leave late. */
async function waitUntilUnused(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 400; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the template database ${name} is still in use`);
  } finally {
    await client.end();
  }
}
