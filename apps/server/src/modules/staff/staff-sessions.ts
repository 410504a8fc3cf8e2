import { STAFF_SESSION_IDLE_HOURS, STAFF_SESSION_MAX_DAYS } from '@screener/contracts/staff';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { staffMembers, staffSessions } from './schema.ts';
import type { StaffRow } from './staff-members.ts';
import { randomToken, tokenHash } from './tokens.ts';

export type StaffSessionRow = typeof staffSessions.$inferSelect;

const IDLE_MS = STAFF_SESSION_IDLE_HOURS * 3_600_000;
const MAX_AGE_MS = STAFF_SESSION_MAX_DAYS * 86_400_000;
/** Use is recorded at most this often, so a busy back-office costs no write per call. */
const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Opens a session; the token goes to the browser's cookie and is not kept. */
export async function openStaffSession(
  db: DbExecutor,
  staffId: number,
  now: Date,
): Promise<{ token: string; session: StaffSessionRow }> {
  const token = randomToken();
  const [session] = await db
    .insert(staffSessions)
    .values({ tokenHash: tokenHash(token), staffId, createdAt: now, lastSeenAt: now })
    .returning();
  if (!session) throw new Error('staff session insert returned no row');
  return { token, session };
}

/** Every back-office call reads its session and member: one prepared statement. */
const liveSessionByHash = preparedPerDb((db) =>
  db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sql.placeholder('hash')), isNull(staffSessions.endedAt)))
    .limit(1)
    .prepare('staff_session_by_hash'),
);

/**
 * The live session a cookie's token opens and its member, or null: unknown, signed out, idle or
 * too old.
 */
export async function findLiveStaffSession(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<{ session: StaffSessionRow; member: StaffRow } | null> {
  const [found] = await liveSessionByHash(db).execute({ hash: tokenHash(token) });
  if (!found) return null;
  const { session } = found;
  const at = now.getTime();
  if (at - session.lastSeenAt.getTime() > IDLE_MS || at - session.createdAt.getTime() > MAX_AGE_MS)
    return null;
  if (at - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
  }
  return found;
}

export async function endStaffSession(db: DbExecutor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/** Sign-out everywhere, and what a removal or a role change does to the member's browsers. */
export async function endAllStaffSessions(db: DbExecutor, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}
