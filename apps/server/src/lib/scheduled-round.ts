import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { type Db, sqlExecutorOf } from '../db/client.ts';

export type ScheduledRound = { startWorker(): Promise<void>; stop(): Promise<void> };

/**
 * A round on pg-boss in the app's own database: its cron schedule puts one job in the queue at
 * each time whatever the number of nodes, and whichever node's worker takes the job runs the round.
 */
export function createScheduledRound(options: {
  db: Db;
  queue: string;
  cron: string;
  pollingIntervalSeconds: number;
  /** What the queue's errors are logged as: `<name> queue error`. */
  name: string;
  log: FastifyBaseLogger;
  round: () => Promise<unknown>;
}): ScheduledRound {
  const { queue } = options;
  const boss = new PgBoss({
    db: sqlExecutorOf(options.db),
    schema: 'pgboss',
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error) => options.log.error({ err: error }, `${options.name} queue error`));
  let started = false;
  let workerId: string | null = null;
  return {
    async startWorker() {
      await boss.start();
      started = true;
      await boss.createQueue(queue, { retryLimit: 0 });
      await boss.schedule(queue, options.cron);
      workerId = await boss.work(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds },
        async () => {
          await options.round();
        },
      );
    },
    async stop() {
      if (!started) return;
      if (workerId) await boss.offWork(queue, { id: workerId });
      await boss.stop({ graceful: true, timeout: 5000 });
      started = false;
      workerId = null;
    },
  };
}
