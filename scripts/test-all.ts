/**
 * `npm test`: every check CI runs, in order, stopping at the first failure.
 * Unit and integration tests run on embedded PGlite; when DATABASE_URL (and REDIS_URL) are set
 * the server's tests run again against that PostgreSQL and Redis. The end-to-end tests run last,
 * in the system's Chromium (installed from Debian's packages when missing).
 */
import { spawnSync } from 'node:child_process';

type Step = { title: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

const { DATABASE_URL, REDIS_URL, ...embeddedEnv } = process.env;

const steps: Step[] = [
  { title: 'lint and format', command: 'npx', args: ['biome', 'check', '.'] },
  { title: 'type check', command: 'npm', args: ['run', 'typecheck'] },
  {
    title: 'unit and integration tests on PGlite',
    command: 'npx',
    args: ['vitest', 'run'],
    env: embeddedEnv,
  },
];
if (DATABASE_URL) {
  steps.push({
    title: `server tests on PostgreSQL${REDIS_URL ? ' and Redis' : ''}`,
    command: 'npx',
    args: ['vitest', 'run', '--project', 'server'],
    env: process.env,
  });
}
steps.push(
  { title: 'web build', command: 'npm', args: ['run', 'build'] },
  { title: 'Chromium for end-to-end tests', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
  { title: 'end-to-end tests in Chromium', command: 'npm', args: ['run', 'test:e2e'], env: embeddedEnv },
);

for (const step of steps) {
  console.log(`\n=== ${step.title}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: step.env ?? process.env });
  if (result.status !== 0) {
    console.error(`\n=== failed: ${step.title}`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n=== every check passed');
