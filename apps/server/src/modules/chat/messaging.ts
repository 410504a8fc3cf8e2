import type { ChatRoomMessage, PrivateMessage } from '@screener/contracts/chat-room';
import type { ServerEvent } from '@screener/contracts/realtime';
import type { ChatDeps } from './deps.ts';
import type { ChatMemberRow } from './members.ts';
import { checkSendingRate } from './moderation.ts';
import { sendPrivateMessage, viewsOfChat } from './private-chats.ts';
import { addRoomMessage } from './room-messages.ts';

type Deps = Pick<ChatDeps, 'db' | 'events' | 'rateLimits'>;
type Content = { text: string; now: Date };

/** Tells each participant the chat as that participant sees it (flags, last message, unread count). */
export async function tellChat(
  deps: Deps,
  chatRoomId: number,
  chat: Parameters<typeof viewsOfChat>[1],
  consumers: Map<number, number>,
): Promise<void> {
  for (const view of await viewsOfChat(deps.db, chat)) {
    const consumerId = consumers.get(view.memberId);
    if (consumerId !== undefined) {
      deps.events.toConsumer(consumerId, { type: 'private.chat', chat_room_id: chatRoomId, chat: view.chat });
    }
  }
}

/** Member id -> consumer id of both participants. */
export const participants = (me: ChatMemberRow, other: ChatMemberRow) =>
  new Map([
    [me.id, me.consumerId],
    [other.id, other.consumerId],
  ]);

/** A private chat's event, told to its two participants only. */
export function tellParticipants(
  deps: Deps,
  me: ChatMemberRow,
  other: ChatMemberRow,
  event: ServerEvent,
): void {
  for (const consumerId of [me.consumerId, other.consumerId]) deps.events.toConsumer(consumerId, event);
}

/** A room message, over the socket or the picture call: rate limit, stored, then told to the room. */
export async function sendToRoom(
  deps: Deps,
  me: ChatMemberRow,
  content: Content,
  store?: () => Promise<string>,
): Promise<ChatRoomMessage> {
  await checkSendingRate(deps, me, content.now);
  const mediaUrl = store ? await store() : undefined;
  const message = await addRoomMessage(deps.db, {
    chatRoomId: me.chatRoomId,
    memberId: me.id,
    text: content.text,
    ...(mediaUrl ? { mediaUrl } : {}),
    now: content.now,
  });
  deps.events.toChatRoom(me.chatRoomId, { type: 'chat-room.message', chat_room_id: me.chatRoomId, message });
  return message;
}

/** A private message, over the socket or the picture call: told to the two participants only. */
export async function sendToMember(
  deps: Deps,
  me: ChatMemberRow,
  other: ChatMemberRow,
  content: Content,
  store?: () => Promise<string>,
): Promise<PrivateMessage> {
  await checkSendingRate(deps, me, content.now);
  const mediaUrl = store ? await store() : undefined;
  const { chat, message } = await sendPrivateMessage(deps.db, {
    me,
    other,
    text: content.text,
    ...(mediaUrl ? { mediaUrl } : {}),
    now: content.now,
  });
  tellParticipants(deps, me, other, { type: 'private.message', chat_room_id: me.chatRoomId, message });
  await tellChat(deps, me.chatRoomId, chat, participants(me, other));
  return message;
}
