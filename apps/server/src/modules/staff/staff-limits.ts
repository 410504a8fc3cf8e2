import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDeps } from '../../app-deps.ts';
import {
  type AttemptLimit,
  createAttemptLimiter,
  memoryAttemptStore,
  redisAttemptStore,
} from '../auth/index.ts';
import type { StaffRow } from './staff-members.ts';

const TEN_MINUTES = 10 * 60_000;
/** The viewers' limits: per client address, and per account for mail sent and passwords tried. */
const PER_ADDRESS: AttemptLimit = { limit: 30, windowMs: TEN_MINUTES };
const PER_ACCOUNT: AttemptLimit = { limit: 10, windowMs: TEN_MINUTES };

type LimitedCall = 'password' | 'sendCode' | 'verifyCode' | 'invitation';

/** The back-office's login limits, counted apart from the viewers' (buckets start with `staff:`). */
export function createStaffLimits(app: FastifyInstance, deps: AppDeps) {
  const redis = deps.config.REDIS_URL ? new Redis(deps.config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const limit = createAttemptLimiter(
    redis ? redisAttemptStore(redis, deps.config.RATE_LIMIT_NAMESPACE) : memoryAttemptStore(deps.clock),
  );
  const scaled = (rule: AttemptLimit): AttemptLimit => ({
    ...rule,
    limit: rule.limit * deps.config.AUTH_ATTEMPT_LIMIT_FACTOR,
  });
  return {
    perAddress: (call: LimitedCall, request: FastifyRequest, now: Date) =>
      limit(now, [{ bucket: `staff:${call}:ip:${request.ip}`, rule: scaled(PER_ADDRESS) }]),
    perAccount: (call: LimitedCall, staff: StaffRow, now: Date) =>
      limit(now, [{ bucket: `staff:${call}:account:${staff.id}`, rule: scaled(PER_ACCOUNT) }]),
  };
}
