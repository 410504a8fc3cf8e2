import { createExpiringCache } from './expiring-cache.ts';

/** Answers by key for a short time; while one is being computed, the callers asking for it share it. */
export type AnswerCache<T> = {
  get(key: string, now: number, compute: () => Promise<T>): Promise<T>;
};

/** Past this many keys the least recently asked is dropped, so a crawler's distinct bodies cannot fill memory. */
const MAX_ENTRIES = 1000;

/**
 * An answer is fresh for `ttlMs`. In the next `ttlMs` the first caller starts one recomputation
 * and, until it lands, every caller still gets the previous answer, so a busy key never makes a
 * burst of callers wait; past that the answer is computed again before answering. A computation
 * still running is shared whatever its age (lru-cache's fetch): under load it may take longer than
 * `ttlMs`, and starting a second one then would only add to the load.
 */
export function createAnswerCache<T extends {}>(ttlMs: number, maxEntries = MAX_ENTRIES): AnswerCache<T> {
  // The caller's time: the cache ages on the clock of the call that asks.
  let current = 0;
  const answers = createExpiringCache<string, T, () => Promise<T>>(() => current, {
    max: maxEntries,
    ttl: ttlMs,
    // A failed refresh leaves the previous answer until it expires; the next caller tries again.
    noDeleteOnFetchRejection: true,
    fetchMethod: (_key, _previous, { context: compute }) => compute(),
  });
  return {
    get(key, now, compute) {
      current = now;
      const age = ttlMs - answers.getRemainingTTL(key);
      // Past twice the ttl, or stored in the future of a clock moved back (the end-to-end tests').
      if (age < 0 || age >= 2 * ttlMs)
        return answers.forceFetch(key, { context: compute, forceRefresh: true });
      if (age >= ttlMs)
        return answers.forceFetch(key, { context: compute, forceRefresh: true, allowStale: true });
      return answers.forceFetch(key, { context: compute });
    },
  };
}
