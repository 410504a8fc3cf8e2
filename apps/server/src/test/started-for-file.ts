import { afterAll } from 'vitest';
import { seededForFile } from './seeded-for-file.ts';

/**
 * What a test file starts once and closes at its end (the app, a payment stand-in): started before
 * the file's `beforeAll` hooks that follow this call and closed after their `afterAll` hooks. The
 * object answered is filled in once it has started, so the file's hooks and tests read it as it is.
 */
export function startedForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const started = seededForFile(start);
  afterAll(() => started.close());
  return started;
}
