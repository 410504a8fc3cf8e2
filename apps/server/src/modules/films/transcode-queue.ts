import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { type Db, sqlExecutorOf } from '../../db/client.ts';
import { jobDuration } from '../../lib/metrics.ts';
import { currentRequestId } from '../../lib/request-context.ts';
import type { StoragePort } from '../../ports/storage.ts';
import { createFilmSources, type FilmSources } from './film-sources.ts';
import { storeFilmThumbnail } from './film-thumbnails.ts';
import { findMediaById, setMediaProgress, settleMedia } from './media-rows.ts';
import { type TranscodeOutcome, transcodeToHls } from './transcode-job.ts';

const QUEUE = 'film-transcode';

/**
 * A job is claimed with a heartbeat the worker refreshes; a node that dies mid-job stops beating,
 * and after this long another node (or this one, restarted) takes the job again.
 */
const HEARTBEAT_SECONDS = 30;
/** A film of several gigabytes may take hours; the heartbeat, not this bound, notices a dead node. */
const EXPIRE_SECONDS = 12 * 60 * 60;
/** Restarts and crashes each cost a try; ffmpeg's own failures do not (they settle the row). */
const RETRY_LIMIT = 10;

/** The request that queued the job, when one did, so its log lines can be told together. */
type TranscodeJob = { media_id: number; request_id?: string };

export type Transcode = typeof transcodeToHls;

export type TranscodeQueue = {
  /** Queues the transcode of a media row that is `processing` with its source file set. */
  send(mediaId: number): Promise<void>;
  /** Starts this node's worker; jobs left by a stopped or dead worker are taken again. */
  startWorker(): Promise<void>;
  /**
   * Stops the worker: it takes no new job, lets a running one finish for up to `waitMs`, then ends
   * its ffmpeg and hands the job back to the queue, where another node (or this one, restarted)
   * takes it again.
   */
  stop(options?: { waitMs?: number }): Promise<void>;
  /** Jobs waiting and running in the whole queue, for the metrics. */
  depth(): Promise<{ queued: number; active: number }>;
  /** Fails the jobs whose worker stopped beating, so they run again (the queue does this every minute). */
  superviseNow(): Promise<void>;
};

/**
 * The films' transcoding queue on pg-boss, in the app's own database (PGlite or PostgreSQL). Each
 * job runs the HLS ladder of one media row, writes its percent on the row as ffmpeg advances,
 * and settles the row ready (duration, thumbnails) or failed (ffmpeg's reason).
 */
export function createTranscodeQueue(deps: {
  db: Db;
  storage: StoragePort;
  mediaDir: string;
  log: FastifyBaseLogger;
  /** Where uploads are read from; unset: local files only. */
  sources?: FilmSources;
  transcode?: Transcode;
}): TranscodeQueue {
  const transcode = deps.transcode ?? transcodeToHls;
  const sources = deps.sources ?? createFilmSources(null);
  const boss = new PgBoss({ db: sqlExecutorOf(deps.db), schema: 'pgboss', supervise: true });
  boss.on('error', (error) => deps.log.error({ err: error }, 'transcoding queue error'));
  const running = new Map<AbortController, Promise<unknown>>();
  let started: Promise<void> | null = null;
  let workerId: string | null = null;

  const start = () => {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(QUEUE, {
        retryLimit: RETRY_LIMIT,
        retryDelay: 2,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        expireInSeconds: EXPIRE_SECONDS,
      });
    })();
    return started;
  };

  const runJob = async (job: TranscodeJob) => {
    const log = job.request_id ? deps.log.child({ reqId: job.request_id }) : deps.log;
    const row = await findMediaById(deps.db, job.media_id);
    // Settled already (a retry that raced, or the film removed): nothing left to do.
    if (row?.status !== 'processing') return;
    if (!row.sourcePath) {
      await settleMedia(deps.db, row.id, { status: 'failed', error: 'The uploaded file is missing.' });
      return;
    }
    const controller = new AbortController();
    const stopTimer = jobDuration.startTimer({ queue: QUEUE });
    let settled: () => void = () => undefined;
    running.set(controller, new Promise<void>((resolve) => (settled = resolve)));
    let outcome: TranscodeOutcome;
    try {
      const source = await sources.open(row.sourcePath, controller.signal);
      if (!source.ok) {
        await settleMedia(deps.db, row.id, { status: 'failed', error: source.reason });
        return;
      }
      try {
        outcome = await transcode({
          input: source.file,
          outDir: path.join(deps.mediaDir, path.dirname(row.hlsPath)),
          signal: controller.signal,
          onProgress: (percent) => {
            setMediaProgress(deps.db, row.id, percent).catch((error: Error) =>
              log.warn({ err: error }, 'transcode progress not saved'),
            );
          },
        });
      } finally {
        await source.release();
      }
    } finally {
      running.delete(controller);
      settled();
    }
    // Stopped by a shutdown: the job fails here and pg-boss runs it again; the row stays processing.
    if (controller.signal.aborted) {
      stopTimer({ outcome: 'handed_back' });
      log.warn({ mediaId: row.id }, 'transcode handed back to the queue');
      throw new Error('transcode stopped with its worker');
    }
    stopTimer({ outcome: outcome.ok ? 'ready' : 'failed' });
    if (!outcome.ok) {
      await settleMedia(deps.db, row.id, { status: 'failed', error: outcome.reason });
      return;
    }
    const thumbnails: string[] = [];
    for (const picture of outcome.thumbnails)
      thumbnails.push(await storeFilmThumbnail(deps.storage, picture));
    await settleMedia(deps.db, row.id, {
      status: 'ready',
      durationSeconds: outcome.durationSeconds,
      thumbnails,
    });
    // A failed movie keeps its source for Retry; a ready one no longer needs it in the bucket.
    await sources
      .discard(row.sourcePath)
      .catch((error: Error) => log.warn({ err: error }, 'transcoded upload not removed'));
  };

  return {
    async send(mediaId) {
      await start();
      const requestId = currentRequestId();
      await boss.send(QUEUE, {
        media_id: mediaId,
        ...(requestId ? { request_id: requestId } : {}),
      } satisfies TranscodeJob);
      // This node's worker need not wait for its next poll.
      if (workerId) boss.notifyWorker(workerId);
    },
    async startWorker() {
      await start();
      await boss.supervise(QUEUE);
      workerId = await boss.work<TranscodeJob>(QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
        if (job) await runJob(job.data);
      });
    },
    async stop(options) {
      if (!started) return;
      if (workerId) await boss.offWork(QUEUE, { id: workerId });
      const waitMs = options?.waitMs ?? 0;
      if (running.size > 0 && waitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all(running.values()),
          new Promise((resolve) => {
            timer = setTimeout(resolve, waitMs);
          }),
        ]);
        clearTimeout(timer);
      }
      for (const controller of running.keys()) controller.abort();
      await boss.stop({ graceful: true, timeout: 5000 });
      started = null;
      workerId = null;
    },
    async depth() {
      // Counted at the scrape: pg-boss's own queue counts are those its last monitoring pass kept.
      try {
        const { rows } = await sqlExecutorOf(deps.db).executeSql(
          `select count(*) filter (where state < 'active')::int as queued,
                  count(*) filter (where state = 'active')::int as active
             from pgboss.job where name = $1`,
          [QUEUE],
        );
        return { queued: Number(rows[0]?.queued ?? 0), active: Number(rows[0]?.active ?? 0) };
      } catch (error) {
        // No node has started the queue yet: its tables are made on the first start.
        if ((error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '3F000')
          return { queued: 0, active: 0 };
        throw error;
      }
    },
    async superviseNow() {
      await start();
      await boss.supervise(QUEUE);
    },
  };
}
