import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { type Db, sqlExecutorOf } from '../../db/client.ts';
import type { StoragePort } from '../../ports/storage.ts';
import { findMediaById, setMediaProgress, settleMedia } from '../screenings/index.ts';
import { type TranscodeOutcome, transcodeToHls } from '../watch/index.ts';
import { createFilmSources, type FilmSources } from './film-sources.ts';
import { storeFilmThumbnail } from './film-thumbnails.ts';

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

type TranscodeJob = { media_id: number };

export type Transcode = typeof transcodeToHls;

export type TranscodeQueue = {
  /** Queues the transcode of a media row that is `processing` with its source file set. */
  send(mediaId: number): Promise<void>;
  /** Starts this node's worker; jobs left by a stopped or dead worker are taken again. */
  startWorker(): Promise<void>;
  /** Stops the worker: a running ffmpeg is ended and its job left to run again later. */
  stop(): Promise<void>;
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
  const running = new Set<AbortController>();
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
    const row = await findMediaById(deps.db, job.media_id);
    // Settled already (a retry that raced, or the film removed): nothing left to do.
    if (row?.status !== 'processing') return;
    if (!row.sourcePath) {
      await settleMedia(deps.db, row.id, { status: 'failed', error: 'The uploaded file is missing.' });
      return;
    }
    const controller = new AbortController();
    running.add(controller);
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
              deps.log.warn({ err: error }, 'transcode progress not saved'),
            );
          },
        });
      } finally {
        await source.release();
      }
    } finally {
      running.delete(controller);
    }
    // Stopped by a shutdown: the job fails here and pg-boss runs it again; the row stays processing.
    if (controller.signal.aborted) throw new Error('transcode stopped with its worker');
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
      .catch((error: Error) => deps.log.warn({ err: error }, 'transcoded upload not removed'));
  };

  return {
    async send(mediaId) {
      await start();
      await boss.send(QUEUE, { media_id: mediaId } satisfies TranscodeJob);
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
    async stop() {
      if (!started) return;
      for (const controller of running) controller.abort();
      await boss.stop({ graceful: true, timeout: 5000 });
      started = null;
      workerId = null;
    },
    async superviseNow() {
      await start();
      await boss.supervise(QUEUE);
    },
  };
}
