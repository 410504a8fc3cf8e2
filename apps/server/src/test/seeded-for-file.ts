import { beforeAll } from 'vitest';

/**
 * What a test file makes once for all its tests (companies, events, sign-ins), made in a
 * `beforeAll` hook registered where this is called. The object answered is filled in once it has
 * run, so hooks and tests that follow read its fields.
 */
export function seededForFile<T extends object>(seed: () => Promise<T>): T {
  const seeded = {} as T;
  beforeAll(async () => {
    Object.assign(seeded, await seed());
  });
  return seeded;
}
