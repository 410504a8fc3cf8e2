import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tests (`*.test.ts`) and server integration tests (`*.int.test.ts`) in one run, per workspace. */
export default defineConfig({
  test: {
    // A worker per core, not Vitest's one fewer: embedded PGlite runs inside the test worker, so on
    // a two-core machine the default of one worker leaves a core idle while the runner waits.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates one database for the run; each test file's database is a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
          // A worker's files share its modules: each builds its own app on its own database, and
          // none mocks a module. Importing the app afresh for every file was half the step's time
          // (526 of 556 s of the workers' time on PostgreSQL; 9.3 minutes then, 2.5 now).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup-translations.ts', 'src/test/setup-dom-testing.ts'],
          // Room for a few of testing-library's waits (setup-dom-testing.ts) in one test.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
