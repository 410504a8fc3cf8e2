import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { sqlExecutorOf } from '../../db/client.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { mailBallotsDue } from './ballot-mail.ts';
import type { BallotsDeps } from './deps.ts';

const QUEUE = 'ballot-mail';
/** Every minute: a round finds what is due itself, so a missed minute is made up by the next. */
const EVERY_MINUTE = '* * * * *';

export type BallotMailQueue = { startWorker(): Promise<void>; stop(): Promise<void> };

/**
 * The ballot mail's rounds on pg-boss in the app's own database: its cron schedule puts one job a
 * minute in the queue whatever the number of nodes, and whichever node's worker takes it runs the
 * round at the app's clock. Each viewer's link row keeps a round run twice from mailing twice.
 */
export function createBallotMailQueue(
  deps: Pick<BallotsDeps, 'db' | 'mailer' | 'clock' | 'config'> & { log: FastifyBaseLogger },
): BallotMailQueue {
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'ballot mail queue error'));
  let started = false;
  let workerId: string | null = null;
  return {
    async startWorker() {
      await boss.start();
      started = true;
      await boss.createQueue(QUEUE, { retryLimit: 0 });
      await boss.schedule(QUEUE, EVERY_MINUTE);
      workerId = await boss.work(QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        await mailBallotsDue(
          { ...deps, origin: (domain) => siteOrigin(deps.config, domain) },
          deps.clock.now(),
        );
      });
    },
    async stop() {
      if (!started) return;
      if (workerId) await boss.offWork(QUEUE, { id: workerId });
      await boss.stop({ graceful: true, timeout: 5000 });
      started = false;
      workerId = null;
    },
  };
}
