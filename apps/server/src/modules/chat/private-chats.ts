import {
  CHAT_CATCH_UP_MAX,
  CHAT_SYNC_MARGIN_MS,
  type ChatReaction,
  type PrivateChat,
  type PrivateMessage,
  privateChatKey,
  toggleReaction,
} from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, count, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatMemberRow } from './members.ts';
import { isShutOut, relateBoth } from './relations.ts';
import { privateChats, privateMessages } from './schema.ts';

type PrivateChatRow = typeof privateChats.$inferSelect;
type PrivateMessageRow = typeof privateMessages.$inferSelect;

const messageView = (row: PrivateMessageRow, key: string): PrivateMessage => ({
  id: row.id,
  chat_key: key,
  sender_id: row.senderMemberId,
  receiver_id: row.receiverMemberId,
  text: row.text,
  message_type: row.messageType === 'image' ? 'image' : 'text',
  media_url: row.mediaUrl,
  is_read: row.isRead,
  approved: row.approved,
  reactions: row.reactions,
  edited: row.edited,
  timestamp: toApiDateTime(row.createdAt),
});

/** The chat as one participant sees it. */
const chatView = (row: PrivateChatRow, viewerMemberId: number, unread: number): PrivateChat => ({
  key: row.key,
  other_member_id: row.firstMemberId === viewerMemberId ? row.secondMemberId : row.firstMemberId,
  requested_by: row.requestedByMemberId,
  is_approved: row.isApproved,
  is_rejected: row.isRejected,
  last_message: row.lastMessage,
  last_message_timestamp: row.lastMessageAt ? toApiDateTime(row.lastMessageAt) : null,
  unread,
});

const unreadCounts = async (db: DbExecutor, receiverId: number, chatIds: number[]) => {
  if (chatIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ chatId: privateMessages.privateChatId, n: count() })
    .from(privateMessages)
    .where(
      and(
        eq(privateMessages.receiverMemberId, receiverId),
        eq(privateMessages.isRead, false),
        isNull(privateMessages.deletedAt),
        inArray(privateMessages.privateChatId, chatIds),
      ),
    )
    .groupBy(privateMessages.privateChatId);
  return new Map(rows.map((row) => [row.chatId, row.n]));
};

/** Every private chat of the member with its unread count, the most recent first. */
export async function listPrivateChats(db: DbExecutor, member: ChatMemberRow): Promise<PrivateChat[]> {
  const rows = await db
    .select()
    .from(privateChats)
    .where(or(eq(privateChats.firstMemberId, member.id), eq(privateChats.secondMemberId, member.id)));
  const unread = await unreadCounts(
    db,
    member.id,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => chatView(row, member.id, unread.get(row.id) ?? 0))
    .sort((a, b) => (b.last_message_timestamp ?? '').localeCompare(a.last_message_timestamp ?? ''));
}

/** The chat as each participant sees it, for telling both. */
export async function viewsOfChat(
  db: DbExecutor,
  chat: PrivateChatRow,
): Promise<{ memberId: number; chat: PrivateChat }[]> {
  return Promise.all(
    [chat.firstMemberId, chat.secondMemberId].map(async (memberId) => ({
      memberId,
      chat: chatView(chat, memberId, (await unreadCounts(db, memberId, [chat.id])).get(chat.id) ?? 0),
    })),
  );
}

async function findChat(db: DbExecutor, chatRoomId: number, key: string): Promise<PrivateChatRow | null> {
  const [row] = await db
    .select()
    .from(privateChats)
    .where(and(eq(privateChats.chatRoomId, chatRoomId), eq(privateChats.key, key)))
    .limit(1);
  return row ?? null;
}

const keyOf = (me: ChatMemberRow, other: ChatMemberRow) => privateChatKey(me.consumerId, other.consumerId);

async function refuseShutOut(db: DbExecutor, me: ChatMemberRow, other: ChatMemberRow): Promise<void> {
  if (me.id === other.id) throw new AppError('VALIDATION_FAILED');
  if (await isShutOut(db, me.id, other.id)) throw new AppError('CHAT_REJECTED_PROFILE');
}

/**
 * Opens the chat with another member: its messages (all, or those after the last the client holds,
 * with those changed or deleted since the client's sync mark) and every message to the viewer
 * marked read (spec part 2 §7.5: isRead true when the chat opens).
 */
export async function openPrivateChat(
  db: DbExecutor,
  input: { me: ChatMemberRow; other: ChatMemberRow; after: number | undefined; since: number | undefined },
): Promise<{ chat: PrivateChatRow | null; messages: PrivateMessage[]; removed: number[] }> {
  await refuseShutOut(db, input.me, input.other);
  const chat = await findChat(db, input.me.chatRoomId, keyOf(input.me, input.other));
  if (!chat) return { chat: null, messages: [], removed: [] };
  await db
    .update(privateMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(privateMessages.privateChatId, chat.id),
        eq(privateMessages.receiverMemberId, input.me.id),
        eq(privateMessages.isRead, false),
      ),
    );
  const { after, since } = input;
  const [newer, changed] = await Promise.all([
    db
      .select()
      .from(privateMessages)
      .where(
        and(
          eq(privateMessages.privateChatId, chat.id),
          after === undefined ? undefined : gt(privateMessages.id, after),
          isNull(privateMessages.deletedAt),
        ),
      )
      .orderBy(asc(privateMessages.id))
      .limit(CHAT_CATCH_UP_MAX),
    after === undefined || since === undefined
      ? []
      : db
          .select()
          .from(privateMessages)
          .where(
            and(
              eq(privateMessages.privateChatId, chat.id),
              lte(privateMessages.id, after),
              gt(privateMessages.updatedAt, new Date(since - CHAT_SYNC_MARGIN_MS)),
            ),
          )
          .orderBy(asc(privateMessages.id))
          .limit(CHAT_CATCH_UP_MAX),
  ]);
  return {
    chat,
    messages: [...changed.filter((row) => !row.deletedAt), ...newer].map((row) => messageView(row, chat.key)),
    removed: changed.filter((row) => row.deletedAt).map((row) => row.id),
  };
}

/**
 * Sends a private message. The first one opens a request and waits, not approved, until the
 * receiver approves; nothing more goes either way until then, and nothing ever after a rejection.
 */
export async function sendPrivateMessage(
  db: DbExecutor,
  input: { me: ChatMemberRow; other: ChatMemberRow; text: string; mediaUrl?: string; now: Date },
): Promise<{ chat: PrivateChatRow; message: PrivateMessage }> {
  await refuseShutOut(db, input.me, input.other);
  const key = keyOf(input.me, input.other);
  return db.transaction(async (tx) => {
    const [first, second] =
      input.me.consumerId < input.other.consumerId ? [input.me, input.other] : [input.other, input.me];
    await tx
      .insert(privateChats)
      .values({
        chatRoomId: input.me.chatRoomId,
        key,
        firstMemberId: first.id,
        secondMemberId: second.id,
        requestedByMemberId: input.me.id,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing();
    const [chat] = await tx
      .select()
      .from(privateChats)
      .where(and(eq(privateChats.chatRoomId, input.me.chatRoomId), eq(privateChats.key, key)))
      .for('update')
      .limit(1);
    if (!chat) throw new Error('private chat vanished');
    if (chat.isRejected) throw new AppError('CHAT_REJECTED_PROFILE');
    if (!chat.isApproved && chat.lastMessageAt !== null) throw new AppError('CHAT_REQUEST_PENDING');
    const [row] = await tx
      .insert(privateMessages)
      .values({
        privateChatId: chat.id,
        senderMemberId: input.me.id,
        receiverMemberId: input.other.id,
        text: input.text,
        ...(input.mediaUrl ? { messageType: 'image' as const, mediaUrl: input.mediaUrl } : {}),
        approved: chat.isApproved,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('private message insert returned no row');
    const [updated] = await tx
      .update(privateChats)
      // A picture without a caption still shows something in the recent chats (any language).
      .set({
        lastMessage: input.text || (input.mediaUrl ? '📷' : ''),
        lastMessageAt: input.now,
        updatedAt: input.now,
      })
      .where(eq(privateChats.id, chat.id))
      .returning();
    return { chat: updated ?? chat, message: messageView(row, key) };
  });
}

/** The receiver of the request answers it: approve, or reject for good. */
export async function answerRequest(
  db: DbExecutor,
  input: { me: ChatMemberRow; other: ChatMemberRow; approve: boolean; now: Date },
): Promise<PrivateChatRow> {
  const chat = await findChat(db, input.me.chatRoomId, keyOf(input.me, input.other));
  if (!chat || chat.requestedByMemberId !== input.other.id || chat.isRejected || chat.isApproved) {
    throw new AppError('CONFLICT');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(privateChats)
      .set(
        input.approve
          ? { isApproved: true, updatedAt: input.now }
          : { isRejected: true, updatedAt: input.now },
      )
      .where(eq(privateChats.id, chat.id))
      .returning();
    if (input.approve) {
      await tx
        .update(privateMessages)
        .set({ approved: true })
        .where(eq(privateMessages.privateChatId, chat.id));
    }
    await relateBoth(tx, input.me.id, input.other.id, input.approve ? 'accepted' : 'rejected', input.now);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** A message of a chat the member takes part in, with its chat. */
async function findOwnChatMessage(
  db: DbExecutor,
  me: ChatMemberRow,
  messageId: number,
): Promise<{ message: PrivateMessageRow; chat: PrivateChatRow }> {
  const [found] = await db
    .select({ message: privateMessages, chat: privateChats })
    .from(privateMessages)
    .innerJoin(privateChats, eq(privateChats.id, privateMessages.privateChatId))
    .where(
      and(
        eq(privateMessages.id, messageId),
        isNull(privateMessages.deletedAt),
        eq(privateChats.chatRoomId, me.chatRoomId),
        or(eq(privateChats.firstMemberId, me.id), eq(privateChats.secondMemberId, me.id)),
      ),
    )
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function editPrivateMessage(
  db: DbExecutor,
  input: { me: ChatMemberRow; messageId: number; text: string; now: Date },
): Promise<{ chat: PrivateChatRow; message: PrivateMessage }> {
  const { message, chat } = await findOwnChatMessage(db, input.me, input.messageId);
  if (message.senderMemberId !== input.me.id) throw new AppError('FORBIDDEN');
  const [row] = await db
    .update(privateMessages)
    .set({ text: input.text, edited: true, updatedAt: input.now })
    .where(eq(privateMessages.id, message.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return { chat, message: messageView(row, chat.key) };
}

export async function removePrivateMessage(
  db: DbExecutor,
  input: { me: ChatMemberRow; messageId: number; now: Date },
): Promise<{ chat: PrivateChatRow; messageId: number }> {
  const { message, chat } = await findOwnChatMessage(db, input.me, input.messageId);
  if (message.senderMemberId !== input.me.id) throw new AppError('FORBIDDEN');
  await db
    .update(privateMessages)
    .set({ text: '', mediaUrl: null, reactions: {}, deletedAt: input.now, updatedAt: input.now })
    .where(eq(privateMessages.id, message.id));
  return { chat, messageId: message.id };
}

export async function reactToPrivateMessage(
  db: DbExecutor,
  input: { me: ChatMemberRow; messageId: number; reaction: ChatReaction; now: Date },
): Promise<{ chat: PrivateChatRow; message: PrivateMessage }> {
  const { chat } = await findOwnChatMessage(db, input.me, input.messageId);
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(privateMessages)
      .where(eq(privateMessages.id, input.messageId))
      .for('update')
      .limit(1);
    if (!message) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(privateMessages)
      .set({
        reactions: toggleReaction(message.reactions, input.reaction, input.me.id),
        updatedAt: input.now,
      })
      .where(eq(privateMessages.id, message.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return { chat, message: messageView(row, chat.key) };
  });
}

/** The participants' member ids, for telling both. */
export const participantsOf = (chat: PrivateChatRow): [number, number] => [
  chat.firstMemberId,
  chat.secondMemberId,
];
