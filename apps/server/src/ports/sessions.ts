import type { AuthorizationHeader } from '@screener/contracts/auth-header';
import type { ErrorName } from '@screener/contracts/errors';
import type { RowChange } from '../db/row-changes.ts';

/**
 * A viewer's session as the calls read it (the accounts module's `sessions` row; the module checks
 * at compile time that its row and this type stay the same).
 */
export type SessionRecord = {
  id: number;
  key: string;
  secret: string;
  companyId: number;
  consumerId: number;
  /** `tv`: a paired TV app's session, which stands beside the viewer's one browser session. */
  sessionMode: 'consumer' | 'tv';
  /** 10 logged in with a link, 20 preview mode; null for an ordinary login. */
  accessLinkType: number | null;
  screenerId: number | null;
  oauthHost: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  endedAt: Date | null;
  endedReason: 'logout' | 'replaced' | 'removed' | null;
};

/** How long a session stays open unused, and at most. */
export type SessionLifetime = { idleMs: number; maxAgeMs: number };

/** The live session a signed header opens at a company, or why it does not. */
export type OpenedSession = { session: SessionRecord; problem: null } | { session: null; problem: ErrorName };

/** A live session with what the viewer's links to the events asked about tell, or why it does not open. */
export type OpenedSessionWithLinks<Links> =
  | { session: SessionRecord; problem: null; links: Links }
  | { session: null; problem: ErrorName };

/**
 * What the API calls and the realtime handshake ask of sessions: implemented by the accounts
 * module, handed to them by the composition root so that the ground names no module.
 */
export type SignedSessions<Links> = {
  /**
   * A session by its id, ended or not, from this node's copy until a change to it is heard: what
   * the media path checks on every segment.
   */
  byId(id: number): Promise<SessionRecord | null>;
  open(header: AuthorizationHeader, companyId: number, now: Date): Promise<OpenedSession>;
  /**
   * The same check as `open`, and the viewer's links to these events, read with the session in
   * one prepared statement: for the signed-in lists and overviews.
   */
  openWithLinks(
    header: AuthorizationHeader,
    companyId: number,
    now: Date,
    screenerIds: number[],
  ): Promise<OpenedSessionWithLinks<Links>>;
  noteUse(session: SessionRecord, now: Date): Promise<void>;
  /** A committed change to the rows `openWithLinks` reads (its tables' triggers, decision 0037). */
  heard(change: RowChange): void;
  /** A paired TV's session, which the realtime side keeps out of its viewer's room. */
  isTv(session: SessionRecord): boolean;
};
