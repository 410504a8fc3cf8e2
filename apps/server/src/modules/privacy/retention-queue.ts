import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { sqlExecutorOf } from '../../db/client.ts';
import type { PrivacyDeps } from './deps.ts';
import { type DormantViewers, eraseDormantViewers } from './retention.ts';

const QUEUE = 'personal-data-retention';
/** Daily at 03:30 UTC, a quiet hour for every company's audience; pg-boss sends it once for all nodes. */
const DAILY = '30 3 * * *';

export type RetentionJob = {
  /** Runs one pass now, at the injected clock's time: how many viewers it anonymised. */
  runOnce(): Promise<number>;
  /** Schedules the daily pass and works it on this node. */
  startWorker(): Promise<void>;
  stop(): Promise<void>;
};

/** The retention job (issue 36) on pg-boss, in the app's own database, as the other queues. */
export function createRetentionJob(
  deps: Pick<PrivacyDeps, 'db' | 'holders' | 'clock' | 'config'> & {
    dormant: DormantViewers;
    log: FastifyBaseLogger;
  },
): RetentionJob {
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'retention queue error'));
  let started = false;
  const runOnce = () =>
    eraseDormantViewers(deps, { now: deps.clock.now(), years: deps.config.PERSONAL_DATA_RETENTION_YEARS });

  return {
    runOnce,
    async startWorker() {
      await boss.start();
      started = true;
      await boss.createQueue(QUEUE);
      await boss.schedule(QUEUE, DAILY, null, { tz: 'UTC' });
      await boss.work(QUEUE, async () => {
        const erased = await runOnce();
        deps.log.info({ erased }, 'personal data retention pass');
      });
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, timeout: 5000 });
      started = false;
    },
  };
}
