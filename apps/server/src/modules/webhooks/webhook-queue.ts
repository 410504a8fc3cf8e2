import type { WebhookEvent } from '@screener/contracts/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { sqlExecutorOf } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { WebhookEventsPort } from '../../ports/webhook-events.ts';
import { attemptDelivery, dueDeliveries, recordEvent } from './deliveries.ts';
import type { DeliverySender } from './send-delivery.ts';

const QUEUE = 'webhook-delivery';
/** Deliveries one `runDue` round tries at most. */
const ROUND_SIZE = 100;

type DeliveryJob = { delivery_id: number };

/** The publish port the modules are handed, and the queue's controls for the composition root. */
export type WebhookQueue = WebhookEventsPort & {
  /** Queues a delivery written elsewhere ("send again"). */
  queue(deliveryId: number): Promise<void>;
  startWorker(): Promise<void>;
  /** Tries every delivery due by the clock, once: tests drive retries with it. */
  runDue(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The organisations' webhooks on pg-boss in the app's own database. The deliveries table is the
 * truth (what is due, when, how many tries); a job only wakes a worker for one delivery, and a
 * failed try queues the next job for when its retry is due. So nothing is sent inside the request
 * that caused an event, and a node that stops loses none.
 */
export function createWebhookQueue(deps: {
  db: Db;
  clock: Clock;
  secrets: SecretBox | null;
  send: DeliverySender;
  log: FastifyBaseLogger;
}): WebhookQueue {
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'webhook queue error'));
  let started: Promise<void> | null = null;
  let workerId: string | null = null;

  const start = () => {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
    })();
    return started;
  };

  const enqueue = async (deliveryId: number, due: Date | null = null) => {
    await start();
    const waitSeconds = due ? Math.max(0, Math.ceil((due.getTime() - deps.clock.now().getTime()) / 1000)) : 0;
    await boss.send(QUEUE, { delivery_id: deliveryId } satisfies DeliveryJob, { startAfter: waitSeconds });
    if (workerId && waitSeconds === 0) boss.notifyWorker(workerId);
  };

  const attempt = (deliveryId: number) => attemptDelivery(deps, deliveryId, deps.clock.now());

  return {
    async publish(companyId: number, event: WebhookEvent, data: Record<string, unknown>) {
      try {
        const deliveryIds = await recordEvent(deps.db, companyId, event, data, deps.clock.now());
        for (const deliveryId of deliveryIds) await enqueue(deliveryId);
      } catch (error) {
        deps.log.error({ err: error, companyId, event }, 'webhook event not recorded');
      }
    },
    queue: (deliveryId) => enqueue(deliveryId),
    async startWorker() {
      await start();
      workerId = await boss.work<DeliveryJob>(QUEUE, { pollingIntervalSeconds: 5 }, async ([job]) => {
        if (!job) return;
        const next = await attempt(job.data.delivery_id);
        if (next) await enqueue(job.data.delivery_id, next);
      });
    },
    async runDue() {
      for (const deliveryId of await dueDeliveries(deps.db, deps.clock.now(), ROUND_SIZE)) {
        await attempt(deliveryId);
      }
    },
    async stop() {
      if (!started) return;
      if (workerId) await boss.offWork(QUEUE, { id: workerId });
      await boss.stop({ graceful: true, timeout: 5000 });
      started = null;
      workerId = null;
    },
  };
}
