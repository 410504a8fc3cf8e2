import type { AccessLinkType } from '@screener/contracts/auth';
import { type LoginResponse, SESSION_MODE } from '@screener/contracts/auth';
import type { DbExecutor } from '../../db/client.ts';
import { guessesSucceeded } from '../guesses/index.ts';
import { type ConsumerRow, consumerProfile } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { openSession, type SessionRow } from './sessions.ts';

/**
 * What the viewer holds in the enrollment and payments modules, answered at sign-in: passed in by
 * the composition root, since those modules build on accounts.
 */
export type ViewerHoldings = {
  screenings(db: DbExecutor, companyId: number, consumerId: number): Promise<LoginResponse['screenings']>;
  groupPurchases(
    db: DbExecutor,
    companyId: number,
    consumerId: number,
  ): Promise<LoginResponse['group_purchases']>;
};

/** What signing in needs: the database, the realtime port and the viewer's holdings. */
export type SignInDeps = Pick<AuthDeps, 'db' | 'events'> & { holdings: ViewerHoldings };

/**
 * Opens the consumer's one live session and answers the login-type response (spec part 1 §7).
 * The browser of a session this login ended is told at once over the consumer's realtime room.
 */
export async function signIn(
  deps: SignInDeps,
  input: {
    consumer: ConsumerRow;
    now: Date;
    accessLinkType?: AccessLinkType | null;
    screenerId?: number | null;
  },
): Promise<LoginResponse> {
  const { consumer } = input;
  await guessesSucceeded(deps.db, { kind: 'consumer', id: consumer.id });
  const { session, replaced } = await openSession(deps.db, {
    companyId: consumer.companyId,
    consumerId: consumer.id,
    now: input.now,
    accessLinkType: input.accessLinkType ?? null,
    screenerId: input.screenerId ?? null,
  });
  if (replaced.length > 0) deps.events.toConsumer(consumer.id, { type: 'session.replaced' });
  const accessLink = input.accessLinkType
    ? { type: input.accessLinkType, screener_id: input.screenerId ?? null }
    : null;
  return sessionAnswer(deps, consumer, { key: session.key, secret: session.secret, accessLink });
}

/**
 * The login-type response for a session the viewer holds, as a login answers it: a link applied
 * to the signed-in account answers the session it was opened with, which stays the live one.
 */
export async function sessionAnswer(
  deps: SignInDeps,
  consumer: ConsumerRow,
  session: Pick<SessionRow, 'key' | 'secret'> & { accessLink: LoginResponse['access_link'] },
): Promise<LoginResponse> {
  const [screenings, groupPurchases] = await Promise.all([
    deps.holdings.screenings(deps.db, consumer.companyId, consumer.id),
    deps.holdings.groupPurchases(deps.db, consumer.companyId, consumer.id),
  ]);
  return {
    key: session.key,
    secret: session.secret,
    session_mode: SESSION_MODE,
    consumer: consumerProfile(consumer),
    screenings,
    group_purchases: groupPurchases,
    access_link: session.accessLink,
  };
}
