import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { analyticsEvents } from './schema.ts';

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/** A batch is written this long after its first beat, or as soon as it holds this many. */
export const ANALYTICS_FLUSH_MS = 250;
export const ANALYTICS_BATCH_ROWS = 500;

export type AnalyticsWriter = {
  /** Queues checked beats; they reach the table with the next flush. */
  add(rows: AnalyticsRow[]): void;
  /** Writes every queued beat; resolves once they are stored. */
  flush(): Promise<void>;
  /** Writes what is queued and refuses nothing afterwards: beats added later are written at once. */
  close(): Promise<void>;
};

/**
 * Write-behind for the player's beats (every viewer posts every 10 s): one multi-row insert per
 * batch instead of one statement per beat. A beat is lost only if the process dies between its
 * answer and the next flush, at most ANALYTICS_FLUSH_MS later; a graceful stop writes the queue.
 */
export function createAnalyticsWriter(
  db: DbExecutor,
  log: FastifyBaseLogger,
  options: { flushMs?: number; batchRows?: number } = {},
): AnalyticsWriter {
  const flushMs = options.flushMs ?? ANALYTICS_FLUSH_MS;
  const batchRows = options.batchRows ?? ANALYTICS_BATCH_ROWS;
  let queue: AnalyticsRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const writing = new Set<Promise<void>>();

  /**
   * The rows were checked when queued, yet a batch can still fail (an event deleted since): then
   * each row is written alone, so one bad beat loses only itself, never the others' beats.
   */
  const insertBatch = async (rows: AnalyticsRow[]): Promise<void> => {
    try {
      await db.insert(analyticsEvents).values(rows);
    } catch (error) {
      if (rows.length === 1) {
        log.error({ err: error }, 'analytics beat not stored');
        return;
      }
      for (const row of rows) await insertBatch([row]);
    }
  };

  const write = (rows: AnalyticsRow[]): Promise<void> => {
    const done = insertBatch(rows).finally(() => writing.delete(done));
    writing.add(done);
    return done;
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queue;
    queue = [];
    if (rows.length > 0) void write(rows);
    await Promise.all([...writing]);
  };

  return {
    add(rows) {
      queue.push(...rows);
      if (closed || queue.length >= batchRows) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
