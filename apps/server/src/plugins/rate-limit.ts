import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), shared between nodes through Redis when
 * REDIS_URL is set and kept in memory otherwise. A refusal is the envelope's 429.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'screener-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } }),
  });
}
