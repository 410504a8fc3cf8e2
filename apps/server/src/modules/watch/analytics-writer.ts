import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { analyticsEvents } from './schema.ts';

export type AnalyticsRow = typeof analyticsEvents.$inferInsert;

/** The most beats one insert carries; more waiting beats go in the next one. */
export const ANALYTICS_BATCH_ROWS = 500;

export type AnalyticsWriter = {
  /** Stores checked beats; resolves once they are in the table (or logged as unstorable). */
  add(rows: AnalyticsRow[]): Promise<void>;
  /** Resolves once every beat added so far is written. */
  flush(): Promise<void>;
  /** Writes what is waiting; beats added later are still written. */
  close(): Promise<void>;
};

type Waiting = { rows: AnalyticsRow[]; stored: () => void };

/**
 * Group commit for the player's beats (every viewer posts every 10 s): one insert at a time per
 * node, and the beats that arrive while it runs wait for the next one, which carries them all.
 * A beat is answered only once its row is stored, so a node that dies loses no acknowledged beat;
 * under load, the wait for the insert in flight is what gathers the batch, not a timer.
 */
export function createAnalyticsWriter(
  db: DbExecutor,
  log: FastifyBaseLogger,
  options: { batchRows?: number } = {},
): AnalyticsWriter {
  const batchRows = options.batchRows ?? ANALYTICS_BATCH_ROWS;
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  /**
   * The rows were checked when added, yet a batch can still fail (an event deleted since): then
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

  /** Takes whole waiting entries up to the batch size (at least one, whatever its length). */
  const takeBatch = (): Waiting[] => {
    let count = 0;
    let taken = 0;
    while (
      taken < waiting.length &&
      (taken === 0 || count + (waiting[taken]?.rows.length ?? 0) <= batchRows)
    ) {
      count += waiting[taken]?.rows.length ?? 0;
      taken += 1;
    }
    const batch = waiting.slice(0, taken);
    waiting = waiting.slice(taken);
    return batch;
  };

  const drain = async (): Promise<void> => {
    while (waiting.length > 0) {
      const batch = takeBatch();
      await insertBatch(batch.flatMap((entry) => entry.rows));
      for (const entry of batch) entry.stored();
    }
    writing = null;
  };

  const add = (rows: AnalyticsRow[]): Promise<void> => {
    if (rows.length === 0) return Promise.resolve();
    const stored = new Promise<void>((resolve) => waiting.push({ rows, stored: resolve }));
    writing ??= drain();
    return stored;
  };

  const flush = async (): Promise<void> => {
    while (writing) await writing;
  };

  return { add, flush, close: flush };
}
