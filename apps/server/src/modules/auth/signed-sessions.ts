import type { AuthorizationHeader } from '@screener/contracts/auth-header';
import type { ErrorName } from '@screener/contracts/errors';
import type { DbExecutor } from '../../db/client.ts';
import { signatureProblem } from './request-signature.ts';
import {
  findSessionByKey,
  isTvSession,
  noteSessionUse,
  type SessionLifetime,
  type SessionRow,
} from './sessions.ts';

/** The live session a signed header opens at a company, or why it does not. */
export type OpenedSession = { session: SessionRow; problem: null } | { session: null; problem: ErrorName };

/**
 * What the API calls and the realtime handshake ask of sessions, handed to them by the
 * composition root so that infrastructure names no module.
 */
export type SignedSessions = {
  open(header: AuthorizationHeader, companyId: number, now: Date): Promise<OpenedSession>;
  noteUse(session: SessionRow, now: Date): Promise<void>;
  /** A paired TV's session, which the realtime side keeps out of its viewer's room. */
  isTv(session: SessionRow): boolean;
};

export function createSignedSessions(db: DbExecutor, lifetime: SessionLifetime): SignedSessions {
  return {
    async open(header, companyId, now) {
      const session = header.key ? await findSessionByKey(db, header.key) : null;
      const problem = signatureProblem(header, session, companyId, now, lifetime);
      if (problem || !session) return { session: null, problem: problem ?? 'SESSION_EXPIRED' };
      return { session, problem: null };
    },
    noteUse: (session, now) => noteSessionUse(db, session, now),
    isTv: isTvSession,
  };
}
