import type { RowChange } from '../../db/row-changes.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';

/**
 * How long a node keeps what it read at most. Changes reach it as they commit (the tables'
 * triggers, decision 0037); this only bounds one it did not hear, on a lost connection.
 */
const KEEP_MS = 60_000;
/** Sessions kept per node; the least recently used go first. */
const KEEP_MAX = 10_000;

type Kept<Rows> = { consumerId: number; rows: Rows };

/**
 * What a node keeps of the session statement's rows between a viewer's calls, by session key,
 * company and events asked about, forgotten when a change to the viewer's rows is heard.
 */
export type KeptSessionLinks<Rows> = {
  /** The rows last read for this key, if kept and no change to them was heard since. */
  get(key: string): Rows | undefined;
  /**
   * Runs `read` and keeps what it gives for the viewer it names (none: an unknown key is not
   * kept), unless a change was heard while it ran: the rows may then predate it.
   */
  readThrough(
    key: string,
    read: () => Promise<Rows>,
    consumerOf: (rows: Rows) => number | null,
  ): Promise<Rows>;
  /** A change to rows the statement reads, as its trigger announced it. */
  heard(change: RowChange): void;
};

/** Payloads of the viewer tables' triggers (migration 0025): one viewer, or every viewer. */
function viewerOf(change: RowChange): number | 'all' {
  if ('lost' in change) return 'all';
  const match = /^viewer:(\d+)$/.exec(change.payload);
  return match ? Number(match[1]) : 'all';
}

export function createKeptSessionLinks<Rows extends {}>(now: () => number): KeptSessionLinks<Rows> {
  const keysByConsumer = new Map<number, Set<string>>();
  const kept = createExpiringCache<string, Kept<Rows>>(now, {
    max: KEEP_MAX,
    ttl: KEEP_MS,
    dispose: (entry, key) => {
      const keys = keysByConsumer.get(entry.consumerId);
      keys?.delete(key);
      if (keys?.size === 0) keysByConsumer.delete(entry.consumerId);
    },
  });
  let changesHeard = 0;
  return {
    get: (key) => (isExpired(kept, key) ? undefined : kept.get(key)?.rows),
    async readThrough(key, read, consumerOf) {
      const heardBefore = changesHeard;
      const rows = await read();
      const consumerId = consumerOf(rows);
      if (consumerId !== null && changesHeard === heardBefore) {
        kept.set(key, { consumerId, rows });
        const keys = keysByConsumer.get(consumerId) ?? new Set<string>();
        keysByConsumer.set(consumerId, keys.add(key));
      }
      return rows;
    },
    heard(change) {
      changesHeard += 1;
      const viewer = viewerOf(change);
      if (viewer === 'all') return kept.clear();
      for (const key of [...(keysByConsumer.get(viewer) ?? [])]) kept.delete(key);
    },
  };
}
