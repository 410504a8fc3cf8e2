import { LRUCache } from 'lru-cache';

/**
 * An lru-cache whose entries age on the given clock (the injected one, so tests move it). Read
 * freshness with `isExpired`: lru-cache alone keeps an entry while its age is at most its ttl and
 * takes a clock moved back for a younger entry.
 */
export function createExpiringCache<K extends {}, V extends {}, FC = unknown>(
  now: () => number,
  options: Omit<LRUCache.OptionsBase<K, V, FC>, 'perf' | 'ttlResolution' | 'ignoreFetchAbort'> & {
    max: number;
    ttl: number;
  },
): LRUCache<K, V, FC> {
  // lru-cache reads a start of 0 as "never expires": one millisecond on keeps a clock standing at
  // the epoch (unit tests) expiring like any other. Each read asks the clock (no resolution). A
  // read whose entry is evicted or replaced while it runs still answers the callers waiting for it.
  return new LRUCache<K, V, FC>({
    ...options,
    ttlResolution: 0,
    ignoreFetchAbort: true,
    perf: { now: () => now() + 1 },
  });
}

/**
 * Whether `key` must be read again before answering: absent, as old as the ttl, or stored in the
 * clock's future (the end-to-end tests' clock moves back). With `fetch({ forceRefresh })` a read
 * already running is still shared whatever its age.
 */
export function isExpired<K extends {}, V extends {}, FC>(cache: LRUCache<K, V, FC>, key: K): boolean {
  const remaining = cache.getRemainingTTL(key);
  return remaining <= 0 || remaining > cache.ttl;
}
