import { toApiDateTime } from '@screener/contracts/dates';
import { LIVE_CHAT_PAGE_SIZE, type LiveChatMessage } from '@screener/contracts/watch';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { liveChatMessages } from './schema.ts';

type LiveChatRow = typeof liveChatMessages.$inferSelect;

const messageView = (row: LiveChatRow): LiveChatMessage => ({
  key: row.id,
  user: { uuid: row.authorUuid, name: row.authorName },
  content: row.content,
  date: toApiDateTime(row.createdAt),
});

/** Stores a live chat message; it is emitted to the event's room only after this. */
export async function addLiveChatMessage(
  db: DbExecutor,
  message: {
    screenerId: number;
    author: { consumerId: number; uuid: string; name: string | null; email: string };
    content: string;
    now: Date;
  },
): Promise<LiveChatMessage> {
  const [row] = await db
    .insert(liveChatMessages)
    .values({
      screenerId: message.screenerId,
      consumerId: message.author.consumerId,
      email: message.author.email,
      authorUuid: message.author.uuid,
      authorName: message.author.name,
      content: message.content,
      createdAt: message.now,
    })
    .returning();
  if (!row) throw new Error('live chat insert returned no row');
  return messageView(row);
}

/**
 * A page of an event's live chat (spec part 2 §7.5): the newest 20, or the 20 before the message
 * `before`; oldest first, as the chat shows them.
 */
export async function listLiveChatMessages(
  db: DbExecutor,
  screenerId: number,
  before?: number,
): Promise<LiveChatMessage[]> {
  const rows = await db
    .select()
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.screenerId, screenerId),
        before === undefined ? undefined : lt(liveChatMessages.id, before),
      ),
    )
    .orderBy(desc(liveChatMessages.id))
    .limit(LIVE_CHAT_PAGE_SIZE);
  return rows.reverse().map(messageView);
}
