import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { sqlExecutorOf } from '../../db/client.ts';
import type { MailingListPort } from '../../ports/mailing-list.ts';
import type { SupportDeps } from './deps.ts';
import { type NewsletterQueue, syncNewsletterSubscriber } from './service.ts';

const QUEUE = 'newsletter-sync';
/**
 * A provider down for a day still gets its sign-ups: the first retry after a minute, each next one
 * about twice as late, at most six hours apart, some four days in all.
 */
const RETRY_LIMIT = 20;
const RETRY_DELAY_SECONDS = 60;
const RETRY_DELAY_MAX_SECONDS = 6 * 3600;

type NewsletterJob = { subscriber_id: number };

/**
 * Newsletter sign-ups the mailing-list provider refused or did not answer, retried on pg-boss in
 * the app's own database until the provider takes them, so a provider that is down loses none.
 */
export function createNewsletterQueue(
  deps: Pick<SupportDeps, 'db' | 'companies' | 'clock'> & {
    mailingList: MailingListPort;
    log: FastifyBaseLogger;
  },
): NewsletterQueue {
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'newsletter queue error'));
  let started: Promise<void> | null = null;
  let workerId: string | null = null;

  const start = () => {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, {
        retryLimit: RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      });
    })();
    return started;
  };

  const runJob = (job: { data: NewsletterJob; retryCount: number }) =>
    syncNewsletterSubscriber(deps, {
      subscriberId: job.data.subscriber_id,
      lastTry: job.retryCount >= RETRY_LIMIT,
    });

  return {
    async send(subscriberId) {
      await start();
      await boss.send(QUEUE, { subscriber_id: subscriberId } satisfies NewsletterJob);
    },
    async startWorker() {
      await start();
      workerId = await boss.work<NewsletterJob>(QUEUE, { pollingIntervalSeconds: 30 }, async ([job]) => {
        if (job) await runJob(job);
      });
    },
    async runDue() {
      await start();
      for (const job of await boss.fetch<NewsletterJob>(QUEUE, { batchSize: 100 })) {
        try {
          await runJob(job);
          await boss.complete(QUEUE, job);
        } catch (error) {
          await boss.fail(QUEUE, job, { message: String(error) });
        }
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
