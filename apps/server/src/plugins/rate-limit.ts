import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/** A limit: at most `max` tries within `windowMs` of the first one, counted per subject. */
export type RateRule = { name: string; max: number; windowMs: number };

/**
 * Counts one try of `subject` (an address, an account, or both joined) under the rule and refuses
 * with the envelope's 429 (and the seconds to wait) once the subject passes the rule's maximum.
 */
export type RateLimiter = (request: FastifyRequest, subject: string) => Promise<void>;

/**
 * What the composition root hands the modules: a limiter for each of their rules; and, where no
 * HTTP request is at hand (a socket's message), `countTry`: one try of `subject` counted under the
 * rule, answering how many the window holds with it. Its rules are per person and shared with the
 * client, so AUTH_ATTEMPT_LIMIT_FACTOR does not multiply them.
 */
export type RateLimits = {
  limiter(rule: RateRule): RateLimiter;
  countTry(rule: RateRule, subject: string): Promise<{ tries: number }>;
};

/**
 * Far above the subjects counted in one window; past it the least recently counted is dropped (a
 * guessing script counts its own subject on every try, so it stays).
 */
const MEMORY_SUBJECTS = 100_000;

type Count = { current: number; ttl: number };

/** The window starts at a subject's first try and resets once the clock passes its end. */
const redisCount = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if not start or start + window <= now then
  redis.call('HSET', KEYS[1], 'start', now, 'current', 1)
  redis.call('PEXPIRE', KEYS[1], math.max(window, 60000))
  return {1, window}
end
return {redis.call('HINCRBY', KEYS[1], 'current', 1), start + window - now}
`;

type Counter = (key: string, windowMs: number) => Promise<Count>;

/**
 * @fastify/rate-limit's own stores read `Date.now()` (memory) or Redis's expiry (Redis), so a test
 * moving the injected clock could not reach the end of a window. This counts the same way, with
 * the window measured on the injected clock (Redis's expiry only clears old keys, a minute at
 * least, so a short window held still by a test does not vanish): in Redis when the app has one,
 * so every node shares the counts, and in memory otherwise. Each count is one step (one script in
 * Redis), so tries at once each get their own number.
 */
function clockCounter(clock: Clock, redis: Redis | null, prefix: string): Counter {
  const memory = new LRUCache<string, { start: number; current: number }>({ max: MEMORY_SUBJECTS });
  return async (key, windowMs) => {
    const now = clock.now().getTime();
    if (redis) {
      const [current, ttl] = (await redis.eval(redisCount, 1, `${prefix}${key}`, now, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    }
    const known = memory.get(key);
    if (!known || known.start + windowMs <= now) {
      memory.set(key, { start: now, current: 1 });
      return { current: 1, ttl: windowMs };
    }
    known.current += 1;
    return { current: known.current, ttl: known.start + windowMs - now };
  };
}

/** The counter as @fastify/rate-limit's store. */
function clockStore(count: Counter) {
  return class ClockStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    // Each limiter names its rule in its keys, so one store serves them all.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * One rate-limit set-up for the app on @fastify/rate-limit, counted in the app's one Redis when it
 * has one, and in memory otherwise. No route is limited globally: a module asks `limiter(rule)` for
 * each of its rules and calls it where it knows the subject (an address, an account, or both).
 * Every maximum is multiplied by `factor` (AUTH_ATTEMPT_LIMIT_FACTOR, raised by the end-to-end
 * tests, whose runs share an address).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  deps: { clock: Clock; redis: Redis | null; namespace: string; factor: number },
): Promise<RateLimits> {
  const count = clockCounter(deps.clock, deps.redis, `${deps.namespace}:rate-limit:`);
  await app.register(rateLimit, { global: false, store: clockStore(count) });
  return {
    countTry: async (rule, subject) => ({
      tries: (await count(`${rule.name}:${subject}`, rule.windowMs)).current,
    }),
    limiter: (rule) => {
      // The subject of the try being counted; the plugin's key generator reads it back.
      const subjects = new WeakMap<FastifyRequest, string>();
      const check = app.createRateLimit({
        max: rule.max * deps.factor,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${subjects.get(request) ?? ''}`,
      });
      return async (request, subject) => {
        subjects.set(request, subject);
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: result.ttlInSeconds } });
        }
      };
    },
  };
}
