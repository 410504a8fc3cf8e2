import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SameType } from '../../lib/same-type.ts';
import type { SessionLifetime, SessionRecord } from '../../ports/sessions.ts';
import { consumers, sessions } from './schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
// The row is the record the sessions port hands to the calls.
true satisfies SameType<SessionRow, SessionRecord>;

export type { SessionLifetime };

/** Every signed call reads its session. */
const sessionByKey = preparedPerDb((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.key, sql.placeholder('key')))
    .limit(1)
    .prepare('session_by_key'),
);

export async function findSessionByKey(db: DbExecutor, key: string): Promise<SessionRow | null> {
  const [row] = await sessionByKey(db).execute({ key });
  return row ?? null;
}

/** Use is recorded at most this often, so a busy viewer costs no write per request. */
const LAST_SEEN_STEP_MS = 3_600_000;

/** Whether the session still opens: not ended by logout or a newer login, not idle, not too old. */
export function isSessionLive(session: SessionRow, now: Date, lifetime: SessionLifetime): boolean {
  if (session.endedAt) return false;
  const at = now.getTime();
  const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
  return at - lastSeen <= lifetime.idleMs && at - session.createdAt.getTime() <= lifetime.maxAgeMs;
}

export async function findSessionById(db: DbExecutor, id: number): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row ?? null;
}

/** Records that the session is in use, when the last record is older than an hour. */
export async function noteSessionUse(db: DbExecutor, session: SessionRow, now: Date): Promise<void> {
  const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
  if (now.getTime() - lastSeen >= LAST_SEEN_STEP_MS) await touchSession(db, session.id, now);
}

/** A session opened by the viewer's own login, not by an access link, a preview or a paired TV. */
export function isFullSession(session: SessionRow): boolean {
  return session.accessLinkType === null && !isTvSession(session);
}

/** A paired TV's session: it watches, but manages no account or device. */
export function isTvSession(session: SessionRow): boolean {
  return session.sessionMode === 'tv';
}

/** 256 random bits each, hex: far above the 128 the architecture asks for. */
function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** A browser the viewer signs in on, or a TV app paired to the viewer (modules/devices). */
export type SessionMode = 'consumer' | 'tv';

/**
 * Opens a session and ends every other live browser session of the consumer: one live session per
 * consumer. A paired TV's session stands beside it: it neither ends nor is ended by a login.
 */
export async function openSession(
  db: DbExecutor,
  input: {
    companyId: number;
    consumerId: number;
    now: Date;
    sessionMode?: SessionMode;
    accessLinkType?: number | null;
    screenerId?: number | null;
    oauthHost?: string | null;
  },
): Promise<{ session: SessionRow; replaced: SessionRow[] }> {
  const sessionMode = input.sessionMode ?? 'consumer';
  return db.transaction(async (tx) => {
    // Checked here, where every sign-in and a paired TV open their session: staff blocked the viewer.
    const [viewer] = await tx
      .select({ blockedAt: consumers.blockedAt })
      .from(consumers)
      .where(eq(consumers.id, input.consumerId))
      .limit(1);
    if (viewer?.blockedAt) throw new AppError('VIEWER_BLOCKED');
    const replaced =
      sessionMode === 'tv'
        ? []
        : await tx
            .update(sessions)
            .set({ endedAt: input.now, endedReason: 'replaced' })
            .where(
              and(
                eq(sessions.consumerId, input.consumerId),
                isNull(sessions.endedAt),
                ne(sessions.sessionMode, 'tv'),
              ),
            )
            .returning();
    const [session] = await tx
      .insert(sessions)
      .values({
        key: randomToken(),
        secret: randomToken(),
        companyId: input.companyId,
        consumerId: input.consumerId,
        sessionMode,
        accessLinkType: input.accessLinkType ?? null,
        screenerId: input.screenerId ?? null,
        oauthHost: input.oauthHost ?? null,
        createdAt: input.now,
      })
      .returning();
    if (!session) throw new Error('session insert returned no row');
    return { session, replaced };
  });
}

export async function touchSession(db: DbExecutor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Logout, or a paired TV removed by its viewer: the session answers 556 from now on. */
export async function endSession(
  db: DbExecutor,
  sessionId: number,
  now: Date,
  reason: 'logout' | 'removed' = 'logout',
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}
