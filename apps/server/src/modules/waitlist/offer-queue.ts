import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { sqlExecutorOf } from '../../db/client.ts';
import type { WaitlistDeps } from './deps.ts';

const QUEUE = 'waitlist-offers';
/** Every minute: an offer passes on at most a minute after its time ends. */
const EVERY_MINUTE = '* * * * *';

export type WaitlistQueue = { startWorker(): Promise<void>; stop(): Promise<void> };

/**
 * The waitlist's scheduled job on pg-boss in the app's own database: pg-boss makes one job a
 * minute for all nodes together, and whichever node's worker takes it runs the round.
 */
export function createWaitlistQueue(
  deps: Pick<WaitlistDeps, 'db'>,
  round: () => Promise<unknown>,
  log: FastifyBaseLogger,
): WaitlistQueue {
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true, schedule: true });
  boss.on('error', (error) => log.error({ err: error }, 'waitlist queue error'));
  let workerId: string | null = null;
  let started = false;
  return {
    async startWorker() {
      await boss.start();
      started = true;
      await boss.createQueue(QUEUE, { retryLimit: 0 });
      await boss.schedule(QUEUE, EVERY_MINUTE);
      workerId = await boss.work(QUEUE, { pollingIntervalSeconds: 10 }, async () => {
        await round();
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
