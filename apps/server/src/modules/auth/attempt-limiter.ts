import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';

/** A fixed-window counter; shared between nodes through Redis when configured. */
export type AttemptStore = { increment(bucket: string, windowMs: number): Promise<number> };

export function memoryAttemptStore(): AttemptStore {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  return {
    increment: async (bucket, windowMs) => {
      const nowMs = Date.now();
      if (counts.size > 10_000)
        for (const [key, entry] of counts) if (entry.expiresAt <= nowMs) counts.delete(key);
      const entry = counts.get(bucket);
      const count = (entry?.count ?? 0) + 1;
      counts.set(bucket, { count, expiresAt: entry?.expiresAt ?? nowMs + windowMs });
      return count;
    },
  };
}

export function redisAttemptStore(redis: Redis, namespace: string): AttemptStore {
  return {
    increment: async (bucket, windowMs) => {
      const key = `${namespace}:auth-limit:${bucket}`;
      // The expiry is set when the key is made, so a counter never outlives its window.
      await redis.set(key, 0, 'PX', windowMs, 'NX');
      return redis.incr(key);
    },
  };
}

export type AttemptLimit = { limit: number; windowMs: number };

/**
 * Refuses with 429 once a caller passes a limit within the window. The window is numbered from the
 * injected clock, so tests move past it; buckets name the call and who is counted.
 */
export function createAttemptLimiter(store: AttemptStore) {
  return async (now: Date, checks: { bucket: string; rule: AttemptLimit }[]): Promise<void> => {
    for (const { bucket, rule } of checks) {
      const window = Math.floor(now.getTime() / rule.windowMs);
      const count = await store.increment(`${bucket}:${window}`, rule.windowMs);
      if (count > rule.limit) {
        const retryAfterMs = (window + 1) * rule.windowMs - now.getTime();
        throw new AppError('RATE_LIMITED', {
          details: { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
        });
      }
    }
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
