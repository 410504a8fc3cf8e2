import { constants } from 'node:fs';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public files viewers upload (chat profile pictures, pictures sent in the chat room), kept by content-addressed keys. */
export type StoragePort = {
  /** Keeps the bytes under `key` (letters, digits, `-`, `_`, `.` and `/` only). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, or null when nothing is there. */
  get(key: string): Promise<Buffer | null>;
  /** Resolves when the store can be written (the readiness probe asks); rejects saying why not. */
  check(): Promise<void>;
};

const SAFE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export const isSafeStorageKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/** The default: a folder on this node's disk (a shared volume when several nodes run). */
export function createLocalStorage(root: string): StoragePort {
  const fileOf = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    check: () => folderWritable(root),
  };
}

/** A folder exists (it is made when missing) and this process may write in it. */
export async function folderWritable(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await access(folder, constants.W_OK);
}
