import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('refuses a second opener while the first holds it, and leaves the folder untouched', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'screener-lock-'));
    folders.push(parent);
    const dir = path.join(parent, 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir, lockWaitMs: 0 })).rejects.toBeInstanceOf(
      DataFolderInUseError,
    );
    // The first opener still reads and writes after the refused second start.
    await first.db.execute('create table still_here (id int)');
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const again = await openDatabase({ pgliteDir: dir, lockWaitMs: 0 });
    const result = (await again.db.execute('select count(*)::int as n from still_here')) as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ n: 0 }]);
    await again.close();
  });

  it('refuses a second opener that names the held folder through a symlink', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'screener-lock-'));
    folders.push(parent);
    const dir = path.join(parent, 'pglite');
    const link = path.join(parent, 'pglite-link');
    mkdirSync(dir);
    symlinkSync(dir, link, 'dir');
    const unlock = await lockDataFolder(dir, 0);
    await expect(lockDataFolder(link, 0)).rejects.toBeInstanceOf(DataFolderInUseError);
    await unlock();
  });
});
