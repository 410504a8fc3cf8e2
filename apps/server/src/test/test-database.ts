import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { databaseUrl, onServer } from './postgres-server.ts';

/**
 * A fresh, migrated, empty database for one test file, a copy of the one the run migrated once
 * (`global-setup.ts`). By default an in-memory PGlite; with `DATABASE_URL` set, a new randomly
 * named database on that PostgreSQL server (the URL's own database is used only to create and
 * drop it), dropped again on `close()`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('testDatabaseTemplate');
  if (!serverUrl)
    return openDatabase({ pgliteDir: 'memory://', pgliteImage: new Blob([await readFile(template)]) });

  const name = `screener_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}" template "${template}"`);
  const drop = () => onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  /**
   * `pool.end()` resolves before its connections have closed; forcing the drop at once terminates
   * them mid-close and the pg client reports an unhandled 57P01. Wait for them to leave first
   * (a plain drop fails with 55006 while any is still there), and force only as a last resort.
   */
  const dropWhenClosed = async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        return await onServer(serverUrl, `drop database if exists "${name}"`);
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    return drop();
  };

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: 'memory://' });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await dropWhenClosed();
      }
    },
  };
}
