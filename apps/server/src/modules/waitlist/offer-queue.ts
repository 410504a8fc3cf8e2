import type { FastifyBaseLogger } from 'fastify';
import { createScheduledRound, type ScheduledRound } from '../../lib/scheduled-round.ts';
import type { WaitlistDeps } from './deps.ts';

/** Every minute: an offer passes on at most a minute after its time ends. */
const EVERY_MINUTE = '* * * * *';

export type WaitlistQueue = ScheduledRound;

/** The waitlist's round, one a minute for all nodes together (`createScheduledRound`). */
export function createWaitlistQueue(
  deps: Pick<WaitlistDeps, 'db'>,
  round: () => Promise<unknown>,
  log: FastifyBaseLogger,
): WaitlistQueue {
  return createScheduledRound({
    db: deps.db,
    queue: 'waitlist-offers',
    cron: EVERY_MINUTE,
    pollingIntervalSeconds: 10,
    name: 'waitlist',
    log,
    round,
  });
}
