import {
  CHAT_RATE_LIMIT,
  type ChatMessageKind,
  type ChatReport,
  type ReportedMessage,
} from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatDeps } from './deps.ts';
import { type ChatMemberRow, findRoomMember, memberView } from './members.ts';
import { viewsOfChat } from './private-chats.ts';
import { relateOne } from './relations.ts';
import { removeRoomMessage } from './room-messages.ts';
import { chatMembers, chatReports, chatRoomMessages, privateChats, privateMessages } from './schema.ts';

/** The sending rule, counted per member in the app's rate-limit store. */
const SENDING = { name: 'chat-send', max: CHAT_RATE_LIMIT.messages, windowMs: CHAT_RATE_LIMIT.windowMs };

/**
 * The per-member rate limit (3 messages in 2 seconds, then 10 seconds of silence). Each try is one
 * atomic count in the app's rate-limit store (Redis, shared by every node, or memory), so sends
 * made at once cannot all read the same count of stored messages and all pass; the try that first
 * passes the limit stores the silence on the member.
 */
export async function checkSendingRate(
  deps: Pick<ChatDeps, 'db' | 'rateLimits'>,
  member: ChatMemberRow,
  now: Date,
): Promise<void> {
  if (member.mutedUntil && member.mutedUntil > now) throw new AppError('CHAT_RATE_LIMITED');
  const { tries } = await deps.rateLimits.countTry(SENDING, `member:${member.id}`);
  if (tries <= SENDING.max) return;
  if (tries === SENDING.max + 1) {
    await deps.db
      .update(chatMembers)
      .set({ mutedUntil: new Date(now.getTime() + CHAT_RATE_LIMIT.blockMs) })
      .where(eq(chatMembers.id, member.id));
  }
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

/**
 * The sender of a message the member sees and may report: a room message of the member's room, or
 * a message of a private chat the member takes part in; a deleted one is not found.
 */
async function senderOfVisibleMessage(
  db: DbExecutor,
  me: ChatMemberRow,
  message: { id: number; kind: ChatMessageKind },
): Promise<number> {
  const [row] =
    message.kind === 'room'
      ? await db
          .select({ senderId: chatRoomMessages.senderMemberId })
          .from(chatRoomMessages)
          .where(
            and(
              eq(chatRoomMessages.id, message.id),
              eq(chatRoomMessages.chatRoomId, me.chatRoomId),
              isNull(chatRoomMessages.deletedAt),
            ),
          )
          .limit(1)
      : await db
          .select({ senderId: privateMessages.senderMemberId })
          .from(privateMessages)
          .innerJoin(privateChats, eq(privateChats.id, privateMessages.privateChatId))
          .where(
            and(
              eq(privateMessages.id, message.id),
              isNull(privateMessages.deletedAt),
              eq(privateChats.chatRoomId, me.chatRoomId),
              or(eq(privateChats.firstMemberId, me.id), eq(privateChats.secondMemberId, me.id)),
            ),
          )
          .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row.senderId;
}

/**
 * A member reports another to the company's moderators, or one of the other's messages: a message
 * the reporter cannot see is not found, one sent by someone else is refused.
 */
export async function reportMember(
  db: DbExecutor,
  input: {
    me: ChatMemberRow;
    otherId: number;
    reason: string;
    message: { id: number; kind: ChatMessageKind } | null;
    now: Date;
  },
): Promise<void> {
  const other = await findRoomMember(db, input.me.chatRoomId, input.otherId);
  if (other.id === input.me.id) throw new AppError('VALIDATION_FAILED');
  if (input.message && (await senderOfVisibleMessage(db, input.me, input.message)) !== other.id) {
    throw new AppError('VALIDATION_FAILED');
  }
  await db.insert(chatReports).values({
    chatRoomId: input.me.chatRoomId,
    reporterMemberId: input.me.id,
    reportedMemberId: other.id,
    reason: input.reason,
    roomMessageId: input.message?.kind === 'room' ? input.message.id : null,
    privateMessageId: input.message?.kind === 'private' ? input.message.id : null,
    createdAt: input.now,
  });
}

/**
 * A company administrator bans a member: stored first, then every connection of the member leaves
 * the room on every node, the member is told, and the room forgets the member.
 */
export async function banMember(
  deps: Pick<ChatDeps, 'db' | 'events'>,
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
  deps: Pick<ChatDeps, 'db' | 'events'>,
  input: { chatRoomId: number; messageId: number; now: Date },
): Promise<void> {
  await removeRoomMessage(deps.db, { ...input, by: 'staff' });
  deps.events.toChatRoom(input.chatRoomId, {
    type: 'chat-room.message-removed',
    chat_room_id: input.chatRoomId,
    message_id: input.messageId,
  });
}

/**
 * A company administrator deletes a reported private message: cleared like its sender's deletion,
 * and told to the two participants only.
 */
export async function removePrivateMessageAsAdmin(
  deps: Pick<ChatDeps, 'db' | 'events'>,
  input: { chatRoomId: number; messageId: number; now: Date },
): Promise<void> {
  const [found] = await deps.db
    .select({ chat: privateChats })
    .from(privateMessages)
    .innerJoin(privateChats, eq(privateChats.id, privateMessages.privateChatId))
    .where(
      and(
        eq(privateMessages.id, input.messageId),
        eq(privateChats.chatRoomId, input.chatRoomId),
        isNull(privateMessages.deletedAt),
      ),
    )
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  await deps.db
    .update(privateMessages)
    .set({ text: '', mediaUrl: null, reactions: {}, deletedAt: input.now, updatedAt: input.now })
    .where(eq(privateMessages.id, input.messageId));
  const members = await deps.db
    .select({ id: chatMembers.id, consumerId: chatMembers.consumerId })
    .from(chatMembers)
    .where(inArray(chatMembers.id, [found.chat.firstMemberId, found.chat.secondMemberId]));
  const consumerOf = new Map(members.map((member) => [member.id, member.consumerId]));
  // Each participant's chat as that participant sees it: the last message may have been this one.
  for (const view of await viewsOfChat(deps.db, found.chat)) {
    const consumerId = consumerOf.get(view.memberId);
    if (consumerId === undefined) continue;
    deps.events.toConsumer(consumerId, {
      type: 'private.message-removed',
      chat_room_id: input.chatRoomId,
      chat_key: found.chat.key,
      message_id: input.messageId,
    });
    deps.events.toConsumer(consumerId, {
      type: 'private.chat',
      chat_room_id: input.chatRoomId,
      chat: view.chat,
    });
  }
}

type MessageRow = typeof chatRoomMessages.$inferSelect | typeof privateMessages.$inferSelect;

const reportedMessageView = (kind: ChatMessageKind, row: MessageRow): ReportedMessage => ({
  kind,
  id: row.id,
  text: row.text,
  message_type: row.messageType === 'image' ? 'image' : 'text',
  media_url: row.mediaUrl,
  deleted: row.deletedAt !== null,
  timestamp: toApiDateTime(row.createdAt),
});

const reporters = alias(chatMembers, 'reporters');
const reported = alias(chatMembers, 'reported');

/**
 * The room's reports for its administrators, newest first, with both members as the room sees them
 * and the reported message, if any.
 */
export async function listReports(db: DbExecutor, chatRoomId: number): Promise<ChatReport[]> {
  const rows = await db
    .select({
      report: chatReports,
      reporter: reporters,
      reported,
      room: chatRoomMessages,
      direct: privateMessages,
    })
    .from(chatReports)
    .innerJoin(reporters, eq(reporters.id, chatReports.reporterMemberId))
    .innerJoin(reported, eq(reported.id, chatReports.reportedMemberId))
    .leftJoin(chatRoomMessages, eq(chatRoomMessages.id, chatReports.roomMessageId))
    .leftJoin(privateMessages, eq(privateMessages.id, chatReports.privateMessageId))
    .where(eq(chatReports.chatRoomId, chatRoomId))
    .orderBy(desc(chatReports.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.report.id,
    reporter: memberView(row.reporter),
    reported: memberView(row.reported),
    reported_banned: row.reported.bannedAt !== null,
    reason: row.report.reason,
    message: row.room
      ? reportedMessageView('room', row.room)
      : row.direct
        ? reportedMessageView('private', row.direct)
        : null,
    created_at: toApiDateTime(row.report.createdAt),
  }));
}
