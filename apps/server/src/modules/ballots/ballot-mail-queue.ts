import type { FastifyBaseLogger } from 'fastify';
import { createScheduledRound, type ScheduledRound } from '../../lib/scheduled-round.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { mailBallotsDue } from './ballot-mail.ts';
import type { BallotsDeps } from './deps.ts';

/** Every minute: a round finds what is due itself, so a missed minute is made up by the next. */
const EVERY_MINUTE = '* * * * *';

export type BallotMailQueue = ScheduledRound;

/**
 * The ballot mail's rounds, one a minute for all nodes together (`createScheduledRound`), run at the
 * app's clock. Each viewer's link row keeps a round run twice from mailing twice.
 */
export function createBallotMailQueue(
  deps: Pick<BallotsDeps, 'db' | 'mailer' | 'clock' | 'config'> & { log: FastifyBaseLogger },
): BallotMailQueue {
  return createScheduledRound({
    db: deps.db,
    queue: 'ballot-mail',
    cron: EVERY_MINUTE,
    pollingIntervalSeconds: 30,
    name: 'ballot mail',
    log: deps.log,
    round: () =>
      mailBallotsDue({ ...deps, origin: (domain) => siteOrigin(deps.config, domain) }, deps.clock.now()),
  });
}
