import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createExpiringCache } from '../../lib/expiring-cache.ts';

/** A fixed-window counter; shared between nodes through Redis when configured. */
export type AttemptStore = { increment(bucket: string, windowMs: number): Promise<number> };

/**
 * Far above the callers counted in one window; past it the least recently counted is dropped (a
 * guessing script counts its own bucket on every try, so it stays).
 */
const MEMORY_BUCKETS = 100_000;

export function memoryAttemptStore(clock: Clock): AttemptStore {
  const counts = createExpiringCache<string, number>(() => clock.now().getTime(), {
    max: MEMORY_BUCKETS,
    ttl: 0,
  });
  return {
    increment: async (bucket, windowMs) => {
      const count = (counts.get(bucket) ?? 0) + 1;
      // The expiry is set when the counter is made, so a counter never outlives its window.
      counts.set(bucket, count, { ttl: windowMs, noUpdateTTL: true });
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

/**
 * The limiter of a module's calls: counts shared through Redis when configured, and every limit
 * multiplied by AUTH_ATTEMPT_LIMIT_FACTOR (raised by the end-to-end tests, whose runs share an address).
 */
export function createAppAttemptLimiter(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'REDIS_URL' | 'RATE_LIMIT_NAMESPACE' | 'AUTH_ATTEMPT_LIMIT_FACTOR'>;
    clock: Clock;
  },
): AttemptLimiter {
  const redis = deps.config.REDIS_URL ? new Redis(deps.config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const limit = createAttemptLimiter(
    redis ? redisAttemptStore(redis, deps.config.RATE_LIMIT_NAMESPACE) : memoryAttemptStore(deps.clock),
  );
  const factor = deps.config.AUTH_ATTEMPT_LIMIT_FACTOR;
  return (now, checks) =>
    limit(
      now,
      checks.map(({ bucket, rule }) => ({ bucket, rule: { ...rule, limit: rule.limit * factor } })),
    );
}
