import type { ChatMember } from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
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
    .where(and(eq(chatRooms.id, chatRoomId), eq(chatRooms.companyId, companyId)))
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
    .where(and(eq(chatRooms.screenerId, screenerId), eq(chatRooms.companyId, companyId)))
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

export async function listRoomMembers(db: DbExecutor, chatRoomId: number): Promise<ChatMemberRow[]> {
  return db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.chatRoomId, chatRoomId), isNull(chatMembers.bannedAt)))
    .orderBy(sql`${chatMembers.online} desc`, chatMembers.name);
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
