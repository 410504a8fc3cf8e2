/**
 * `npm test`: every check CI runs, in order, stopping at the first failure.
 * Unit and integration tests run on embedded PGlite; when DATABASE_URL (and REDIS_URL) are set
 * the server's tests run again against that PostgreSQL and Redis. The local cluster (PostgreSQL,
 * Redis, nginx and three nodes of its own, on free ports) is started, drained and stopped once.
 * The end-to-end tests run last, in the system's Chromium (installed from Debian's packages when
 * missing), and the organiser's whole path runs again with its server on that PostgreSQL and
 * Redis. The last line counts every test that ran.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Counts = { passed: number; failed: number; skipped: number };
type Step = {
  title: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  counts?: () => Counts;
};

const { DATABASE_URL, REDIS_URL, ...embeddedEnv } = process.env;
const reports = mkdtempSync(path.join(tmpdir(), 'screener-test-'));
/**
 * Every step's temporary folders (test databases' media, outboxes, transcodes, Chromium's profile)
 * go below the run's own folder, which is removed when the run ends, passed or failed.
 */
const scratch = path.join(reports, 'tmp');
mkdirSync(scratch);
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));

/** Vitest with its usual output plus a JSON report to count from. */
function vitestStep(title: string, args: string[], env: NodeJS.ProcessEnv): Step {
  const report = path.join(reports, `vitest-${title.replace(/\W+/g, '-')}.json`);
  return {
    title,
    command: 'npx',
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    counts: () => {
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      return {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
      };
    },
  };
}

/** Playwright in e2e/, with a JSON report to count from. */
function playwrightStep(title: string, args: string[], env: NodeJS.ProcessEnv): Step {
  const report = path.join(reports, `playwright-${title.replace(/\W+/g, '-')}.json`);
  return {
    title,
    command: 'npx',
    args: ['playwright', 'test', ...args, '--reporter=list,json'],
    cwd: 'e2e',
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    counts: () => {
      const json = JSON.parse(readFileSync(report, 'utf8')) as {
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      };
      return {
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
        skipped: json.stats.skipped,
      };
    },
  };
}

const clusterReport = path.join(reports, 'cluster.json');

const steps: Step[] = [
  { title: 'lint, format and import rules', command: 'npm', args: ['run', 'lint'] },
  { title: 'type check', command: 'npm', args: ['run', 'typecheck'] },
  { title: 'ffmpeg for the media pipeline tests', command: 'bash', args: ['scripts/ensure-ffmpeg.sh'] },
  vitestStep('unit and integration tests on PGlite', [], embeddedEnv),
];
if (DATABASE_URL) {
  steps.push(
    vitestStep(
      `server tests on PostgreSQL${REDIS_URL ? ' and Redis' : ''}`,
      ['--project', 'server'],
      process.env,
    ),
  );
}
steps.push(
  { title: 'web build', command: 'npm', args: ['run', 'build'] },
  {
    title: 'cluster: start, health, a request through each node, a drain, the stop',
    command: 'node',
    args: ['scripts/cluster-test.ts'],
    env: { ...embeddedEnv, CLUSTER_TEST_REPORT: clusterReport },
    counts: () => JSON.parse(readFileSync(clusterReport, 'utf8')) as Counts,
  },
  { title: 'Chromium for end-to-end tests', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
  playwrightStep('end-to-end tests in Chromium', [], embeddedEnv),
);
if (DATABASE_URL) {
  // The organiser's whole path once more (film, hybrid event with seats, plan, coupon, guest link,
  // chat room; a viewer buys, books, is admitted at the door, watches and chats), its server on
  // PostgreSQL (and Redis) instead of PGlite.
  steps.push(
    playwrightStep(
      `the organiser's path in Chromium on PostgreSQL${REDIS_URL ? ' and Redis' : ''}`,
      ['tests/organiser-path.spec.ts'],
      {
        ...embeddedEnv,
        E2E_DATABASE_URL: DATABASE_URL,
        ...(REDIS_URL ? { E2E_REDIS_URL: REDIS_URL } : {}),
      },
    ),
  );
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
// Each step's minutes, told again at the end: what to look at when the run nears CI's bound.
const took: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.title}`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    cwd: step.cwd,
    env: { ...(step.env ?? process.env), TMPDIR: scratch },
  });
  took.push(`${((performance.now() - started) / 60_000).toFixed(1).padStart(5)} min  ${step.title}`);
  if (step.counts) {
    try {
      const counts = step.counts();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    } catch {
      // A runner that died before writing its report has already failed the step below.
    }
  }
  if (result.status !== 0) {
    console.error(`\n=== failed: ${step.title}\n${took.join('\n')}`);
    console.log(`${total.passed} passed, ${Math.max(total.failed, 1)} failed, ${total.skipped} skipped`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n=== every check passed\n${took.join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
