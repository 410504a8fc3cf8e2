/**
 * `npm run cluster`: builds the site, then starts PostgreSQL, Redis, the server nodes and nginx
 * (scripts/cluster-lib.ts). `npm run cluster -- stop` stops them and keeps the data;
 * `npm run cluster -- status` tells what runs. `--no-build` starts without building the site first.
 */
import { spawnSync } from 'node:child_process';
import { clusterStatus, defaultOptions, repoRoot, startCluster, stopCluster } from './cluster-lib.ts';

const args = process.argv.slice(2);
const command = args.find((arg) => !arg.startsWith('--')) ?? 'start';
const options = defaultOptions();

if (command === 'stop') {
  await stopCluster(options);
} else if (command === 'status') {
  for (const line of await clusterStatus(options)) console.log(line);
} else if (command === 'start') {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  try {
    await startCluster(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Logs are in ${options.dir}/logs; npm run cluster -- stop stops what did start.`);
    process.exit(1);
  }
  console.log(
    [
      '',
      `The cluster runs: ${options.nodePorts.length} nodes behind nginx. Open a site through the balancer:`,
      `  http://festival.localhost:${options.port}  and  http://cinema.localhost:${options.port}`,
      `Logs: ${options.dir}/logs. Stop it (the data stays): npm run cluster -- stop`,
      '',
    ].join('\n'),
  );
} else {
  console.error('Usage: npm run cluster [-- start [--no-build] | stop | status]');
  process.exit(2);
}
