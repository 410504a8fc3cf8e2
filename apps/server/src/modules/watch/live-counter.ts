import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';
import { findEnrollment } from '../enrollment/index.ts';
import { countLiveViewers, HTTP_COUNTER_NODE, touchLiveViewer } from './live-viewers.ts';

const ENROLLED_CACHE_MS = 60_000;
const COUNT_CACHE_MS = 1000;
const BEAT_CACHE_SIZE = 100_000;

type Enrollee = { companyId: number; screenerId: number; consumerId: number };

/**
 * The viewers' beats (`update/live_counter`, `analytics/track`). Every viewer beats every 10 s: a
 * node remembers an enrollment it checked for a minute, and answers the event's count computed
 * within the last second (one count for the callers asking meanwhile).
 */
export function createLiveCounter(deps: { db: Db; clock: Clock }) {
  const clockMs = () => deps.clock.now().getTime();
  const enrolled = createExpiringCache<string, true, Enrollee>(clockMs, {
    max: BEAT_CACHE_SIZE,
    ttl: ENROLLED_CACHE_MS,
    // Only an enrollment is kept: a viewer who enrols is let in at once.
    fetchMethod: async (_key, _previous, { context }) =>
      (await findEnrollment(deps.db, context.companyId, context.screenerId, context.consumerId))
        ? true
        : undefined,
  });
  const counts = createExpiringCache<number, { count: number }, Date>(clockMs, {
    max: BEAT_CACHE_SIZE,
    ttl: COUNT_CACHE_MS,
    fetchMethod: async (screenerId, _previous, { context }) => ({
      count: await countLiveViewers(deps.db, screenerId, context),
    }),
  });

  const isEnrolled = async (enrollee: Enrollee): Promise<boolean> => {
    const key = `${enrollee.consumerId}:${enrollee.screenerId}`;
    const found = await enrolled.fetch(key, { context: enrollee, forceRefresh: isExpired(enrolled, key) });
    return found === true;
  };

  /** An enrolled viewer's beat over HTTP: marks them watching and answers the event's count. */
  const beat = async (input: Enrollee & { sessionId: number; now: Date }): Promise<number> => {
    if (!(await isEnrolled(input))) throw new AppError('NOT_ENROLLED_IN_EVENT');
    await touchLiveViewer(
      deps.db,
      {
        screenerId: input.screenerId,
        consumerId: input.consumerId,
        nodeId: HTTP_COUNTER_NODE,
        socketId: `session:${input.sessionId}`,
      },
      input.now,
    );
    const { count } = await counts.forceFetch(input.screenerId, {
      context: input.now,
      forceRefresh: isExpired(counts, input.screenerId),
    });
    return count;
  };

  return { isEnrolled, beat };
}
