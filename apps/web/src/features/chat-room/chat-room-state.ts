import {
  type ChatMember,
  type ChatMembersCursor,
  type ChatRoomJoinReply,
  type ChatRoomMessage,
  type PrivateChat,
  type PrivateMessage,
  privateChatKey,
} from '@screener/contracts/chat-room';
import type { ServerEvent } from '@screener/contracts/realtime';

/** What the drawer shows of one room, kept by id so that nothing is ever shown twice. */
export type ChatRoomState = {
  me: ChatMember | null;
  /** The members met so far: the list's pages loaded, senders, chats' other members, presence news. */
  members: Record<number, ChatMember>;
  /** Where the member list's next page starts; null when every page is loaded. */
  membersNext: ChatMembersCursor | null;
  messages: ChatRoomMessage[];
  chats: Record<string, PrivateChat>;
  privateMessages: Record<string, PrivateMessage[]>;
  friends: number[];
  rejected: number[];
  banned: boolean;
};

export const EMPTY_CHAT_ROOM: ChatRoomState = {
  me: null,
  members: {},
  membersNext: null,
  messages: [],
  chats: {},
  privateMessages: {},
  friends: [],
  rejected: [],
  banned: false,
};

type Joined = Extract<ChatRoomJoinReply, { ok: true }>;

export type ChatRoomAction =
  | { type: 'joined'; reply: Joined; catchUp: boolean }
  | { type: 'event'; event: ServerEvent }
  | { type: 'room-message'; message: ChatRoomMessage }
  | {
      type: 'private-opened';
      key: string;
      chat: PrivateChat | null;
      messages: PrivateMessage[];
      /** Held messages deleted while the member was away. */
      removed: number[];
    }
  | { type: 'private-message'; message: PrivateMessage }
  | { type: 'private-chat'; chat: PrivateChat }
  | { type: 'shut-out'; memberId: number }
  /** Members the server gave: the list's next page (with where the one after starts), or others. */
  | { type: 'members'; members: ChatMember[]; next?: ChatMembersCursor | null };

/** Adds or replaces by id, keeping the list in id order (the order they were sent). */
export function upsertById<T extends { id: number }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((entry) => entry.id === item.id);
  if (index >= 0) return list.map((entry, at) => (at === index ? item : entry));
  const next = [...list, item];
  return item.id > (list.at(-1)?.id ?? 0) ? next : next.sort((a, b) => a.id - b.id);
}

const withoutId = <T extends { id: number }>(list: readonly T[] | undefined, id: number): T[] =>
  (list ?? []).filter((entry) => entry.id !== id);

/** The private chat key between the viewer and another member. */
export function chatKeyWith(state: ChatRoomState, memberId: number): string | null {
  const other = state.members[memberId];
  return state.me && other ? privateChatKey(state.me.consumer_id, other.consumer_id) : null;
}

const withPrivateChat = (state: ChatRoomState, chat: PrivateChat): ChatRoomState => ({
  ...state,
  chats: { ...state.chats, [chat.key]: chat },
  friends:
    chat.is_approved && !state.friends.includes(chat.other_member_id)
      ? [...state.friends, chat.other_member_id]
      : state.friends,
  rejected:
    chat.is_rejected && !state.rejected.includes(chat.other_member_id)
      ? [...state.rejected, chat.other_member_id]
      : state.rejected,
});
const withPrivateMessage = (state: ChatRoomState, message: PrivateMessage): ChatRoomState => ({
  ...state,
  privateMessages: {
    ...state.privateMessages,
    [message.chat_key]: upsertById(state.privateMessages[message.chat_key] ?? [], message),
  },
});

/** Members as the room now sees them; the member itself stays online while this page holds the room. */
function withMembers(state: ChatRoomState, changed: readonly ChatMember[]): ChatRoomState {
  const members = { ...state.members };
  let me = state.me;
  for (const member of changed) {
    members[member.id] = member;
    if (me?.id === member.id) me = { ...member, online: true };
  }
  return { ...state, me, members };
}

function applyEvent(state: ChatRoomState, event: ServerEvent): ChatRoomState {
  switch (event.type) {
    case 'chat-room.message':
      return { ...state, messages: upsertById(state.messages, event.message) };
    case 'chat-room.message-removed':
      return { ...state, messages: withoutId(state.messages, event.message_id) };
    case 'chat-room.member':
      return withMembers(state, [event.member]);
    case 'chat-room.presence':
      return withMembers(state, event.members);
    case 'chat-room.member-removed': {
      const { [event.member_id]: _gone, ...members } = state.members;
      return {
        ...state,
        members,
        messages: state.messages.filter((message) => message.sender_id !== event.member_id),
      };
    }
    case 'chat-room.banned':
      return { ...state, banned: true };
    case 'private.chat':
      return withPrivateChat(state, event.chat);
    case 'private.message':
      return withPrivateMessage(state, event.message);
    case 'private.message-removed':
      return {
        ...state,
        privateMessages: {
          ...state.privateMessages,
          [event.chat_key]: withoutId(state.privateMessages[event.chat_key], event.message_id),
        },
      };
    default:
      return state;
  }
}
export function chatRoomReducer(state: ChatRoomState, action: ChatRoomAction): ChatRoomState {
  switch (action.type) {
    case 'joined': {
      const { reply } = action;
      // A catch-up brings what came after the last message held, the held ones changed since the
      // last sync and the ids of those deleted since; a first join the latest page.
      const messages = action.catchUp
        ? reply.messages
            .reduce(upsertById<ChatRoomMessage>, state.messages)
            .filter((message) => !reply.removed.includes(message.id))
        : reply.messages;
      return {
        ...state,
        me: reply.me,
        members: Object.fromEntries(reply.members.map((member) => [member.id, member])),
        membersNext: reply.members_next,
        messages,
        chats: Object.fromEntries(reply.chats.map((chat) => [chat.key, chat])),
        friends: reply.friends,
        rejected: reply.rejected,
        banned: false,
      };
    }
    case 'event':
      return applyEvent(state, action.event);
    case 'room-message':
      return { ...state, messages: upsertById(state.messages, action.message) };
    case 'private-opened': {
      const held = state.privateMessages[action.key] ?? [];
      const merged = action.messages
        .reduce(upsertById<PrivateMessage>, held)
        .filter((message) => !action.removed.includes(message.id));
      const next = { ...state, privateMessages: { ...state.privateMessages, [action.key]: merged } };
      return action.chat ? withPrivateChat(next, action.chat) : next;
    }
    case 'private-message':
      return withPrivateMessage(state, action.message);
    case 'private-chat':
      return withPrivateChat(state, action.chat);
    case 'shut-out':
      return state.rejected.includes(action.memberId)
        ? state
        : { ...state, rejected: [...state.rejected, action.memberId] };
    case 'members': {
      const next = withMembers(state, action.members);
      return action.next === undefined ? next : { ...next, membersNext: action.next };
    }
  }
}

/**
 * Members as the list shows them, in the server's order (online first, then by name): those held in
 * `ids` (a search's results) or all those met, without the viewer and those shut out.
 */
export function visibleMembers(state: ChatRoomState, ids?: readonly number[]): ChatMember[] {
  const members = ids ? ids.flatMap((id) => state.members[id] ?? []) : Object.values(state.members);
  return members
    .filter((member) => member.id !== state.me?.id && !state.rejected.includes(member.id))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name) || a.id - b.id);
}

/** Members a message or a chat names that the drawer has not met yet: it asks the server for them. */
export function unknownMembers(state: ChatRoomState): number[] {
  const named = new Set([
    ...state.messages.map((message) => message.sender_id),
    ...Object.values(state.chats).map((chat) => chat.other_member_id),
  ]);
  return [...named].filter((id) => state.members[id] === undefined);
}

/** Recent chats, the latest first. */
export function recentChats(state: ChatRoomState): PrivateChat[] {
  return Object.values(state.chats)
    .filter((chat) => !chat.is_rejected)
    .sort((a, b) => (b.last_message_timestamp ?? '').localeCompare(a.last_message_timestamp ?? ''));
}
