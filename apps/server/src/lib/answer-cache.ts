/** Answers by key for a short time; while one is being computed, the callers asking for it share it. */
export type AnswerCache<T> = {
  get(key: string, now: number, compute: () => Promise<T>): Promise<T>;
};

/** Past this many keys the cache starts over, so a crawler's distinct bodies cannot fill memory. */
const MAX_ENTRIES = 1000;

type Entry<T> = { storedAt: number; answer: Promise<T>; refreshing: boolean };

/**
 * An answer is fresh for `ttlMs`. In the next `ttlMs` the first caller starts one recomputation
 * and, until it lands, every caller still gets the previous answer, so a busy key never makes a
 * burst of callers wait; past that the answer is computed again before answering.
 */
export function createAnswerCache<T>(ttlMs: number, maxEntries = MAX_ENTRIES): AnswerCache<T> {
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, now: number, compute: () => Promise<T>): Promise<T> => {
    if (entries.size >= maxEntries && !entries.has(key)) entries.clear();
    const answer = compute();
    entries.set(key, { storedAt: now, answer, refreshing: false });
    // A failure is answered to the callers waiting for it, and not kept.
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
  return {
    get(key, now, compute) {
      const entry = entries.get(key);
      // A clock moved back (the end-to-end tests' clock) makes an entry stale as well.
      const age = entry ? now - entry.storedAt : -1;
      if (!entry || age < 0 || age >= 2 * ttlMs) return store(key, now, compute);
      if (age >= ttlMs && !entry.refreshing) {
        entry.refreshing = true;
        const next = compute();
        next.then(
          () => {
            if (entries.get(key) === entry)
              entries.set(key, { storedAt: now, answer: next, refreshing: false });
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.answer;
    },
  };
}
