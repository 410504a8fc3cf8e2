import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/client.ts';
import type { SeatChart } from './seat-chart.ts';
import { type PublicSeatStatuses, readPublicSeatStatuses } from './seat-status.ts';

/** Events whose statuses are kept at once; past that the least recently read is dropped. */
const MAX_EVENTS = 500;
/**
 * Changes arrive by the seat-change signal; this only bounds how long a node could keep a copy if
 * a message between nodes were lost.
 */
const MAX_AGE_MS = 5_000;

type Kept = {
  chart: SeatChart;
  readAt: number;
  statuses: Promise<PublicSeatStatuses>;
  /** Known once the read lands; until then the read is shared by everyone asking. */
  firstHoldEndsAt?: number | null;
};

export type SeatStatusShare = {
  /** The event's public statuses as of `now`, read once and shared until its seats change. */
  get(chart: SeatChart, now: Date): Promise<PublicSeatStatuses>;
  /** Its seats changed (committed): the next reader reads them again. */
  drop(screenerId: number): void;
};

/**
 * The public seat statuses of each event, kept per node from one change of its seats to the next:
 * a burst of charts reading again after a hold costs one query, one shape check and one JSON.
 * A copy is read again when the seat-change signal drops it (every node hears it, through Redis
 * when set), when the first hold it shows as taken ends (so an expired hold reads free with no
 * signal), when its chart was read again, and at the latest after MAX_AGE_MS. A copy is stored
 * when its read starts, so a signal during the read drops it too and no reader keeps what was read
 * before the change.
 */
export function createSeatStatusShare(db: DbExecutor): SeatStatusShare {
  const kept = new LRUCache<number, Kept>({ max: MAX_EVENTS });
  const isFresh = (entry: Kept, chart: SeatChart, now: number) =>
    entry.chart === chart &&
    entry.readAt <= now &&
    now - entry.readAt < MAX_AGE_MS &&
    (entry.firstHoldEndsAt == null || now < entry.firstHoldEndsAt);

  return {
    get(chart, now) {
      const screenerId = chart.screener.id;
      const at = now.getTime();
      const current = kept.get(screenerId);
      if (current && isFresh(current, chart, at)) return current.statuses;
      const entry: Kept = { chart, readAt: at, statuses: readPublicSeatStatuses(db, chart, now) };
      kept.set(screenerId, entry);
      entry.statuses.then(
        (statuses) => {
          entry.firstHoldEndsAt = statuses.firstHoldEndsAt;
        },
        () => {
          if (kept.peek(screenerId) === entry) kept.delete(screenerId);
        },
      );
      return entry.statuses;
    },
    drop(screenerId) {
      kept.delete(screenerId);
    },
  };
}
