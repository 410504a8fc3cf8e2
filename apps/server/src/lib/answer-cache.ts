/** Answers by key for a short time; while one is being computed, the callers asking for it share it. */
export type AnswerCache<T> = {
  get(key: string, now: number, compute: () => Promise<T>): Promise<T>;
};

/** Past this many keys the cache starts over, so a crawler's distinct bodies cannot fill memory. */
const MAX_ENTRIES = 1000;

/** `storedAt` is when the computation started: the answer is at least that fresh. */
type Entry<T> = { storedAt: number; answer: Promise<T>; settled: boolean; refreshing: boolean };

/** A computation that throws before its first await fails its promise like any other failure. */
const run = <T>(compute: () => Promise<T>): Promise<T> => new Promise<T>((resolve) => resolve(compute()));

/**
 * An answer is fresh for `ttlMs`. In the next `ttlMs` the first caller starts one recomputation
 * and, until it lands, every caller still gets the previous answer, so a busy key never makes a
 * burst of callers wait; past that the answer is computed again before answering. A computation
 * still running is shared whatever its age: under load it may take longer than `ttlMs`, and
 * starting a second one then would only add to the load.
 */
export function createAnswerCache<T>(ttlMs: number, maxEntries = MAX_ENTRIES): AnswerCache<T> {
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, now: number, compute: () => Promise<T>): Promise<T> => {
    if (entries.size >= maxEntries && !entries.has(key)) entries.clear();
    const entry: Entry<T> = { storedAt: now, answer: run(compute), settled: false, refreshing: false };
    entries.set(key, entry);
    entry.answer.then(
      () => {
        entry.settled = true;
      },
      // A failure is answered to the callers waiting for it, and not kept.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.answer;
  };
  const refresh = (key: string, entry: Entry<T>, now: number, compute: () => Promise<T>): void => {
    entry.refreshing = true;
    const next = run(compute);
    next.then(
      () => {
        if (entries.get(key) === entry)
          entries.set(key, { storedAt: now, answer: next, settled: true, refreshing: false });
      },
      // The previous answer stays until it expires; the next caller tries again.
      () => {
        entry.refreshing = false;
      },
    );
  };
  return {
    get(key, now, compute) {
      const entry = entries.get(key);
      if (entry && !entry.settled) return entry.answer;
      // A clock moved back (the end-to-end tests' clock) makes an entry stale as well.
      const age = entry ? now - entry.storedAt : -1;
      if (!entry || age < 0 || age >= 2 * ttlMs) return store(key, now, compute);
      if (age >= ttlMs && !entry.refreshing) refresh(key, entry, now, compute);
      return entry.answer;
    },
  };
}
