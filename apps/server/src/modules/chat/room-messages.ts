import {
  CHAT_CATCH_UP_MAX,
  CHAT_ROOM_HISTORY,
  CHAT_SYNC_MARGIN_MS,
  type ChatReaction,
  type ChatRoomMessage,
  toggleReaction,
} from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, asc, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { chatRoomMessages } from './schema.ts';

type RoomMessageRow = typeof chatRoomMessages.$inferSelect;

export const roomMessageView = (row: RoomMessageRow): ChatRoomMessage => ({
  id: row.id,
  chat_room_id: row.chatRoomId,
  sender_id: row.senderMemberId,
  text: row.text,
  message_type: row.messageType === 'image' ? 'image' : 'text',
  media_url: row.mediaUrl,
  reactions: row.reactions,
  edited: row.edited,
  timestamp: toApiDateTime(row.createdAt),
});

/**
 * The room's messages oldest first: the latest ones for a client that holds none, or every one
 * after the last the client holds, so a reconnecting client adds only what it missed. With `since`
 * (the client's last sync mark) also the held ones changed since then, and the ids of those deleted.
 */
export async function listRoomMessages(
  db: DbExecutor,
  chatRoomId: number,
  catchUp: { after: number | undefined; since: number | undefined },
): Promise<{ messages: ChatRoomMessage[]; removed: number[] }> {
  const { after, since } = catchUp;
  if (after === undefined) {
    const rows = await db
      .select()
      .from(chatRoomMessages)
      .where(and(eq(chatRoomMessages.chatRoomId, chatRoomId), isNull(chatRoomMessages.deletedAt)))
      .orderBy(desc(chatRoomMessages.id))
      .limit(CHAT_ROOM_HISTORY);
    return { messages: rows.reverse().map(roomMessageView), removed: [] };
  }
  const [newer, changed] = await Promise.all([
    db
      .select()
      .from(chatRoomMessages)
      .where(
        and(
          eq(chatRoomMessages.chatRoomId, chatRoomId),
          gt(chatRoomMessages.id, after),
          isNull(chatRoomMessages.deletedAt),
        ),
      )
      .orderBy(asc(chatRoomMessages.id))
      .limit(CHAT_CATCH_UP_MAX),
    since === undefined
      ? []
      : db
          .select()
          .from(chatRoomMessages)
          .where(
            and(
              eq(chatRoomMessages.chatRoomId, chatRoomId),
              lte(chatRoomMessages.id, after),
              gt(chatRoomMessages.updatedAt, new Date(since - CHAT_SYNC_MARGIN_MS)),
            ),
          )
          .orderBy(asc(chatRoomMessages.id))
          .limit(CHAT_CATCH_UP_MAX),
  ]);
  return {
    messages: [...changed.filter((row) => !row.deletedAt), ...newer].map(roomMessageView),
    removed: changed.filter((row) => row.deletedAt).map((row) => row.id),
  };
}

export async function addRoomMessage(
  db: DbExecutor,
  input: { chatRoomId: number; memberId: number; text: string; mediaUrl?: string; now: Date },
): Promise<ChatRoomMessage> {
  const [row] = await db
    .insert(chatRoomMessages)
    .values({
      chatRoomId: input.chatRoomId,
      senderMemberId: input.memberId,
      text: input.text,
      ...(input.mediaUrl ? { messageType: 'image' as const, mediaUrl: input.mediaUrl } : {}),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('room message insert returned no row');
  return roomMessageView(row);
}

async function findRoomMessage(
  db: DbExecutor,
  chatRoomId: number,
  messageId: number,
): Promise<RoomMessageRow> {
  const [row] = await db
    .select()
    .from(chatRoomMessages)
    .where(
      and(
        eq(chatRoomMessages.id, messageId),
        eq(chatRoomMessages.chatRoomId, chatRoomId),
        isNull(chatRoomMessages.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Only its sender edits a message. */
export async function editRoomMessage(
  db: DbExecutor,
  input: { chatRoomId: number; memberId: number; messageId: number; text: string; now: Date },
): Promise<ChatRoomMessage> {
  const message = await findRoomMessage(db, input.chatRoomId, input.messageId);
  if (message.senderMemberId !== input.memberId) throw new AppError('FORBIDDEN');
  const [row] = await db
    .update(chatRoomMessages)
    .set({ text: input.text, edited: true, updatedAt: input.now })
    .where(eq(chatRoomMessages.id, message.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return roomMessageView(row);
}

/**
 * Deletes a message: `by` is the member asking, who may delete only its own, or `staff` for the
 * back-office's moderation call (decision 0021), the one way to delete another's message.
 */
export async function removeRoomMessage(
  db: DbExecutor,
  input: { chatRoomId: number; by: number | 'staff'; messageId: number; now: Date },
): Promise<void> {
  const message = await findRoomMessage(db, input.chatRoomId, input.messageId);
  if (input.by !== 'staff' && message.senderMemberId !== input.by) throw new AppError('FORBIDDEN');
  await db
    .update(chatRoomMessages)
    .set({ text: '', mediaUrl: null, reactions: {}, deletedAt: input.now, updatedAt: input.now })
    .where(eq(chatRoomMessages.id, message.id));
}

/** Toggles the member's reaction inside one transaction, so two reactions at once both count. */
export async function reactToRoomMessage(
  db: DbExecutor,
  input: { chatRoomId: number; memberId: number; messageId: number; reaction: ChatReaction; now: Date },
): Promise<ChatRoomMessage> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(chatRoomMessages)
      .where(
        and(
          eq(chatRoomMessages.id, input.messageId),
          eq(chatRoomMessages.chatRoomId, input.chatRoomId),
          isNull(chatRoomMessages.deletedAt),
        ),
      )
      .for('update')
      .limit(1);
    if (!message) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(chatRoomMessages)
      .set({
        reactions: toggleReaction(message.reactions, input.reaction, input.memberId),
        updatedAt: input.now,
      })
      .where(eq(chatRoomMessages.id, message.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return roomMessageView(row);
  });
}
