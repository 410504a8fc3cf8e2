import lockfile from 'proper-lockfile';

/** Another process holds the embedded database's folder; opening it too would corrupt it. */
export class DataFolderInUseError extends Error {
  readonly folder: string;

  constructor(folder: string) {
    super(
      `The database folder ${folder} is in use by another Screener process. Stop that process, or set PGLITE_DIR to another folder.`,
    );
    this.name = 'DataFolderInUseError';
    this.folder = folder;
  }
}

/**
 * Takes the folder's lock (a `<folder>.lock` directory kept fresh while the process lives) before
 * PGlite opens it: two processes on one PGlite folder destroy its checkpoint. A lock left by a
 * killed process goes stale after thirty seconds, so the wait covers a restart right after a
 * crash. Not less: PGlite's start and migrations run on the event loop, which then cannot refresh
 * the lock, and on a loaded machine they took more than ten seconds. The lock is named from the
 * folder's real path (the folder must exist), so a symlink to a held folder meets the same lock.
 */
export async function lockDataFolder(folder: string, waitMs = 32_000): Promise<() => Promise<void>> {
  const tries = Math.floor(waitMs / 1000);
  try {
    return await lockfile.lock(folder, {
      stale: 30_000,
      update: 5_000,
      realpath: true,
      retries: tries > 0 ? { retries: tries, factor: 1, minTimeout: 1000, maxTimeout: 1000 } : 0,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataFolderInUseError(folder);
    throw error;
  }
}
