import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../test/postgres-server.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

const serverUrl = process.env.DATABASE_URL;
const name = `screener_startup_${randomBytes(6).toString('hex')}`;

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!serverUrl)('nodes starting together on one PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let url = '';

  beforeAll(async () => {
    await onServer(serverUrl ?? '', `create database "${name}"`);
    url = databaseUrl(serverUrl ?? '', name);
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await onServer(serverUrl ?? '', `drop database if exists "${name}" with (force)`);
  });

  it('migrate once, the others waiting for the first, and run their start-up work one at a time', async () => {
    handles.push(...(await Promise.all([1, 2, 3].map(() => openDatabase({ url, pgliteDir: 'memory://' })))));
    const first = handles[0];
    if (!first) throw new Error('no database');
    const applied = (await first.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    expect(applied.rows[0]).toEqual({ count: journal.entries.length });

    const order: string[] = [];
    await Promise.all(
      handles.map((handle, index) =>
        handle.exclusive(async () => {
          order.push(`start ${index}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          order.push(`end ${index}`);
        }),
      ),
    );
    // Never two at once: every start is followed by its own end.
    for (let step = 0; step < order.length; step += 2) {
      expect(order[step + 1]).toBe(order[step]?.replace('start', 'end'));
    }
  });
});
