import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { sessions } from './schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function findSessionByKey(db: DbExecutor, key: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.key, key)).limit(1);
  return row ?? null;
}

/** A session opened by the viewer's own login, not by an access link or a preview. */
export function isFullSession(session: SessionRow): boolean {
  return session.accessLinkType === null;
}

/** 256 random bits each, hex: far above the 128 the architecture asks for. */
function randomToken(): string {
  return randomBytes(32).toString('hex');
}

/** Opens a session and ends every other live one of the consumer: one live session per consumer. */
export async function openSession(
  db: DbExecutor,
  input: {
    companyId: number;
    consumerId: number;
    now: Date;
    accessLinkType?: number | null;
    screenerId?: number | null;
    oauthHost?: string | null;
  },
): Promise<{ session: SessionRow; replaced: SessionRow[] }> {
  return db.transaction(async (tx) => {
    const replaced = await tx
      .update(sessions)
      .set({ endedAt: input.now, endedReason: 'replaced' })
      .where(and(eq(sessions.consumerId, input.consumerId), isNull(sessions.endedAt)))
      .returning();
    const [session] = await tx
      .insert(sessions)
      .values({
        key: randomToken(),
        secret: randomToken(),
        companyId: input.companyId,
        consumerId: input.consumerId,
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

/** Logout: the session answers 556 from now on. */
export async function endSession(db: DbExecutor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endedReason: 'logout' })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}
