import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../modules/companies/schema.ts';
import { createCompany } from '../test/factories.ts';
import { databaseUrl, onServer } from '../test/postgres-server.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres, serveBackups } from './backup.ts';
import { type Db, openDatabase, pgliteOf } from './client.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'screener-backup-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const titles = async (db: Db) =>
  (await db.select({ title: companies.title }).from(companies).orderBy(companies.id)).map((row) => row.title);

/** The state a backup should keep, then a change after it. */
async function firstStateThenChange(db: Db): Promise<{ change(): Promise<void> }> {
  const kept = await createCompany(db, { title: 'Harbour Cinema', domain: 'harbour.localhost' });
  return {
    async change() {
      await db.update(companies).set({ title: 'Renamed after the backup' }).where(eq(companies.id, kept.id));
      await createCompany(db, { title: 'Added after the backup' });
    },
  };
}

describe('the embedded database’s backup', () => {
  // Opening an embedded database on disk and migrating it takes seconds on a busy machine.
  it('is taken from the running server, and its restore brings back the first state', {
    timeout: 90_000,
  }, async () => {
    const folder = path.join(work, 'pglite');
    const file = path.join(work, 'backups', 'screener.tar.gz');
    const running = await openDatabase({ pgliteDir: folder });
    const client = pgliteOf(running.db);
    if (!client) throw new Error('not PGlite');
    const stopServing = await serveBackups(client, folder);
    const state = await firstStateThenChange(running.db);

    // The server holds the folder: the backup comes through its socket, in the middle of its work.
    expect(await backupPglite(folder, file)).toBe('server');
    await state.change();
    expect(await titles(running.db)).toEqual(['Renamed after the backup', 'Added after the backup']);
    await stopServing();
    await running.close();

    const kept = await restorePglite(folder, file, new Date('2026-06-01T12:00:00Z'));
    expect(kept).toBe(`${folder}.replaced-2026-06-01T12-00-00-000Z`);
    expect(await readdir(kept ?? '')).toContain('PG_VERSION');

    const restored = await openDatabase({ pgliteDir: folder });
    try {
      expect(await titles(restored.db)).toEqual(['Harbour Cinema']);
      // A stopped folder is backed up by opening it; the restore refuses while a process holds it.
      await expect(restorePglite(folder, file, new Date())).rejects.toThrow(
        /in use by another Screener process/,
      );
    } finally {
      await restored.close();
    }
    expect(await backupPglite(folder, path.join(work, 'stopped.tar.gz'))).toBe('folder');
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL database’s backup', () => {
  const name = `screener_backup_${randomBytes(6).toString('hex')}`;
  afterAll(() => onServer(serverUrl ?? '', `drop database if exists "${name}" with (force)`));

  it('is dumped while the database is open, and its restore brings back the first state', async () => {
    await onServer(serverUrl ?? '', `create database "${name}"`);
    const url = databaseUrl(serverUrl ?? '', name);
    const file = path.join(work, 'postgres.dump');
    const running = await openDatabase({ url, pgliteDir: 'memory://' });
    try {
      const state = await firstStateThenChange(running.db);
      await backupPostgres(url, file);
      await state.change();
      await restorePostgres(url, file);
      expect(await titles(running.db)).toEqual(['Harbour Cinema']);
      // The migrations' own record came back with the rest.
      const applied = (await running.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await running.close();
    }
  });
});
