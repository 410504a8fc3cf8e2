import { CHAT_RATE_LIMIT, type ChatReport } from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ChatMemberRow, findRoomMember, memberView } from './members.ts';
import { relateOne } from './relations.ts';
import { removeRoomMessage } from './room-messages.ts';
import { chatMembers, chatReports, chatRoomMessages, privateMessages } from './schema.ts';

/**
 * The per-member rate limit (3 messages in 2 seconds, then 10 seconds of silence), counted from
 * the stored messages so that it holds whichever node the member writes through.
 */
export async function checkSendingRate(db: DbExecutor, member: ChatMemberRow, now: Date): Promise<void> {
  if (member.mutedUntil && member.mutedUntil > now) throw new AppError('CHAT_RATE_LIMITED');
  const since = new Date(now.getTime() - CHAT_RATE_LIMIT.windowMs);
  const [room, direct] = await Promise.all([
    db
      .select({ n: count() })
      .from(chatRoomMessages)
      .where(and(eq(chatRoomMessages.senderMemberId, member.id), gt(chatRoomMessages.createdAt, since))),
    db
      .select({ n: count() })
      .from(privateMessages)
      .where(and(eq(privateMessages.senderMemberId, member.id), gt(privateMessages.createdAt, since))),
  ]);
  if ((room[0]?.n ?? 0) + (direct[0]?.n ?? 0) < CHAT_RATE_LIMIT.messages) return;
  await db
    .update(chatMembers)
    .set({ mutedUntil: new Date(now.getTime() + CHAT_RATE_LIMIT.blockMs) })
    .where(eq(chatMembers.id, member.id));
  throw new AppError('CHAT_RATE_LIMITED');
}

/** A member blocks another: neither can write to the other or open the other's profile. */
export async function blockMember(
  db: DbExecutor,
  me: ChatMemberRow,
  otherId: number,
  now: Date,
): Promise<void> {
  const other = await findRoomMember(db, me.chatRoomId, otherId);
  if (other.id === me.id) throw new AppError('VALIDATION_FAILED');
  await relateOne(db, me.id, other.id, 'blocked', now);
}

/** A member reports another to the company's moderators. */
export async function reportMember(
  db: DbExecutor,
  input: { me: ChatMemberRow; otherId: number; reason: string; now: Date },
): Promise<void> {
  const other = await findRoomMember(db, input.me.chatRoomId, input.otherId);
  if (other.id === input.me.id) throw new AppError('VALIDATION_FAILED');
  await db.insert(chatReports).values({
    chatRoomId: input.me.chatRoomId,
    reporterMemberId: input.me.id,
    reportedMemberId: other.id,
    reason: input.reason,
    createdAt: input.now,
  });
}

/**
 * A company administrator bans a member: stored first, then every connection of the member leaves
 * the room on every node, the member is told, and the room forgets the member.
 */
export async function banMember(
  deps: Pick<AppDeps, 'db' | 'events'>,
  input: { chatRoomId: number; memberId: number; now: Date },
): Promise<void> {
  const member = await findRoomMember(deps.db, input.chatRoomId, input.memberId);
  await deps.db
    .update(chatMembers)
    .set({ bannedAt: input.now, online: false, lastSeen: input.now, updatedAt: input.now })
    .where(eq(chatMembers.id, member.id));
  deps.events.removeFromChatRoom(input.chatRoomId, member.consumerId);
  deps.events.toConsumer(member.consumerId, { type: 'chat-room.banned', chat_room_id: input.chatRoomId });
  deps.events.toChatRoom(input.chatRoomId, {
    type: 'chat-room.member-removed',
    chat_room_id: input.chatRoomId,
    member_id: member.id,
  });
}

/** A company administrator deletes a room message, whether registered in the room or not. */
export async function removeMessageAsAdmin(
  deps: Pick<AppDeps, 'db' | 'events'>,
  input: { chatRoomId: number; messageId: number; now: Date },
): Promise<void> {
  await removeRoomMessage(deps.db, { ...input, by: 'staff' });
  deps.events.toChatRoom(input.chatRoomId, {
    type: 'chat-room.message-removed',
    chat_room_id: input.chatRoomId,
    message_id: input.messageId,
  });
}

const reporters = alias(chatMembers, 'reporters');
const reported = alias(chatMembers, 'reported');

/** The room's reports for its administrators, newest first, with both members as the room sees them. */
export async function listReports(db: DbExecutor, chatRoomId: number): Promise<ChatReport[]> {
  const rows = await db
    .select({ report: chatReports, reporter: reporters, reported })
    .from(chatReports)
    .innerJoin(reporters, eq(reporters.id, chatReports.reporterMemberId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedMemberId))
    .where(eq(chatReports.chatRoomId, chatRoomId))
    .orderBy(desc(chatReports.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.report.id,
    reporter: memberView(row.reporter),
    reported: memberView(row.reported),
    reported_banned: row.reported.bannedAt !== null,
    reason: row.report.reason,
    created_at: toApiDateTime(row.report.createdAt),
  }));
}
