import { CHAT_MEMBERS_PAGE, type ChatMember, type ChatMembersCursor } from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { chatMembers, chatRooms } from './schema.ts';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMemberRow = typeof chatMembers.$inferSelect;

const dateOrNull = (date: Date | null) => (date ? toApiDateTime(date) : null);

export const memberView = (row: ChatMemberRow): ChatMember => ({
  id: row.id,
  consumer_id: row.consumerId,
  chat_room_id: row.chatRoomId,
  name: row.name,
  bio: row.bio,
  profile_image: row.profileImage,
  online: row.online,
  last_seen: dateOrNull(row.lastSeen),
  last_active: dateOrNull(row.lastActive),
});

/** The company's room with this id; another company's room is not found. */
export async function findChatRoom(
  db: DbExecutor,
  companyId: number,
  chatRoomId: number,
): Promise<ChatRoomRow> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, chatRoomId), ofCompany(chatRooms, companyId)))
    .limit(1);
  if (!room) throw new AppError('NOT_FOUND');
  return room;
}

export async function findChatRoomOfScreener(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<ChatRoomRow | null> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.screenerId, screenerId), ofCompany(chatRooms, companyId)))
    .limit(1);
  return room ?? null;
}

/** The consumer's membership of the room, banned or not. */
export async function findMemberOfConsumer(
  db: DbExecutor,
  chatRoomId: number,
  consumerId: number,
): Promise<ChatMemberRow | null> {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.chatRoomId, chatRoomId), eq(chatMembers.consumerId, consumerId)))
    .limit(1);
  return row ?? null;
}

/** The member the viewer is in this room; refuses a viewer who is not registered or was banned. */
export async function requireMember(
  db: DbExecutor,
  chatRoomId: number,
  consumerId: number,
): Promise<ChatMemberRow> {
  const member = await findMemberOfConsumer(db, chatRoomId, consumerId);
  if (!member) throw new AppError('CHAT_NOT_MEMBER');
  if (member.bannedAt) throw new AppError('CHAT_BANNED');
  return member;
}

/** Another member of the same room (not banned), or not found. */
export async function findRoomMember(
  db: DbExecutor,
  chatRoomId: number,
  memberId: number,
): Promise<ChatMemberRow> {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(
      and(eq(chatMembers.id, memberId), eq(chatMembers.chatRoomId, chatRoomId), isNull(chatMembers.bannedAt)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * One page of the room's members in the drawer's order (online first, then by name and id), after
 * the cursor, with names containing `search`; `next` is null on the last page.
 */
export async function listMembersPage(
  db: DbExecutor,
  chatRoomId: number,
  query: { after?: ChatMembersCursor | undefined; search?: string | undefined },
): Promise<{ rows: ChatMemberRow[]; next: ChatMembersCursor | null }> {
  const { after, search } = query;
  const rows = await db
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.chatRoomId, chatRoomId),
        isNull(chatMembers.bannedAt),
        search ? ilike(chatMembers.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        after
          ? or(
              and(
                eq(chatMembers.online, after.online),
                sql`(${chatMembers.name}, ${chatMembers.id}) > (${after.name}, ${after.id})`,
              ),
              after.online ? eq(chatMembers.online, false) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMembers.online), asc(chatMembers.name), asc(chatMembers.id))
    .limit(CHAT_MEMBERS_PAGE + 1);
  const page = rows.slice(0, CHAT_MEMBERS_PAGE);
  const last = page.at(-1);
  return {
    rows: page,
    next:
      rows.length > CHAT_MEMBERS_PAGE && last ? { online: last.online, name: last.name, id: last.id } : null,
  };
}

/** These members of the room (not banned), in no order. */
export async function listMembersById(
  db: DbExecutor,
  chatRoomId: number,
  ids: readonly number[],
): Promise<ChatMemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.chatRoomId, chatRoomId),
        inArray(chatMembers.id, [...ids]),
        isNull(chatMembers.bannedAt),
      ),
    );
}

export async function countRoomMembers(
  db: DbExecutor,
  chatRoomId: number,
): Promise<{ total: number; online: number }> {
  const [row] = await db
    .select({
      total: count(),
      online: sql<number>`count(*) filter (where ${chatMembers.online})`.mapWith(Number),
    })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatRoomId, chatRoomId), isNull(chatMembers.bannedAt)));
  return { total: row?.total ?? 0, online: row?.online ?? 0 };
}

/** Online or offline with the time; any change of presence also counts as activity. */
export async function setPresence(
  db: DbExecutor,
  memberId: number,
  online: boolean,
  now: Date,
): Promise<ChatMemberRow | null> {
  const [row] = await db
    .update(chatMembers)
    .set({ online, lastSeen: now, lastActive: now, updatedAt: now })
    .where(eq(chatMembers.id, memberId))
    .returning();
  return row ?? null;
}
