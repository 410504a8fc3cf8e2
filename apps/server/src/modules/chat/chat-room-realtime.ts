import {
  CHAT_PRESENCE_FLUSH_MS,
  CHAT_ROOM_SOCKET,
  type ChatMember,
  type ChatRoomMessage,
  type PrivateChat,
  ZChatRoomEdit,
  ZChatRoomJoin,
  ZChatRoomLeave,
  ZChatRoomMembers,
  ZChatRoomReact,
  ZChatRoomRemove,
  ZChatRoomSend,
  ZMemberReport,
  ZMemberTarget,
  ZPrivateOpen,
  ZPrivateSend,
} from '@screener/contracts/chat-room';
import { ERROR_CATALOGUE, type ErrorName } from '@screener/contracts/errors';
import { rooms } from '@screener/contracts/realtime';
import { nulCharacterPath } from '@screener/contracts/validation';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../lib/json-depth.ts';
import type { ChatDeps } from './deps.ts';
import {
  type ChatMemberRow,
  findChatRoom,
  findRoomMember,
  listMembersById,
  listMembersPage,
  memberView,
  requireMember,
  setPresence,
} from './members.ts';
import { participants, sendToMember, sendToRoom, tellChat, tellParticipants } from './messaging.ts';
import { blockMember, reportMember } from './moderation.ts';
import {
  answerRequest,
  editPrivateMessage,
  listPrivateChats,
  openPrivateChat,
  reactToPrivateMessage,
  removePrivateMessage,
  viewsOfChat,
} from './private-chats.ts';
import { isShutOut, relationsOf } from './relations.ts';
import { editRoomMessage, listRoomMessages, reactToRoomMessage, removeRoomMessage } from './room-messages.ts';

type Ack = (reply: unknown) => void;
type Deps = Pick<ChatDeps, 'db' | 'clock' | 'events' | 'rateLimits'>;

const failure = (name: ErrorName) => ({
  ok: false,
  error: { code: ERROR_CATALOGUE[name].code, message: ERROR_CATALOGUE[name].message.en },
});

/** What one request knows: the viewer, the member the socket is in the room, and the time. */
type Acting = { consumerId: number; me: ChatMemberRow; now: Date };

/**
 * The community chat room's realtime side (spec part 2 §7.5). A signed-in member joins
 * `chatroom:<id>` only after the membership check; every request then re-reads the membership
 * (a banned member is refused at once), writes to PostgreSQL, and only then emits: room news to
 * the room, private news to the two participants' `consumer:<id>` rooms only.
 */
export function registerChatRoomRealtime(io: Server, deps: Deps): () => Promise<void> {
  /** Set when the server stops: members leaving then are no news, and Redis may be gone. */
  let closing = false;
  /** Members going offline right now: the server waits for them before Redis closes under their news. */
  const leaving = new Set<Promise<void>>();
  const inRoom = (socket: Socket, chatRoomId: number) => socket.rooms.has(rooms.chatRoom(chatRoomId));
  /** Shows the room a message changed (edited or reacted to), and answers it to the member. */
  const changed = (chatRoomId: number, message: ChatRoomMessage) => {
    deps.events.toChatRoom(chatRoomId, { type: 'chat-room.message', chat_room_id: chatRoomId, message });
    return { message };
  };

  /** Parses, checks the member is in the room, runs, and answers the acknowledgement; never throws. */
  const handle =
    <S extends z.ZodType<{ chat_room_id: number }>>(
      socket: Socket,
      schema: S,
      run: (body: z.output<S>, acting: Acting) => Promise<object>,
      options: { mustBeInRoom: boolean } = { mustBeInRoom: true },
    ) =>
    async (raw: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const { consumerId, companyId } = socket.identity;
      if (consumerId === null) return reply(failure('TOKEN_MISSING'));
      // Checked first: a payload nested thousands deep would overflow the recursive checks below.
      if (nestedDeeperThan(raw, MAX_JSON_DEPTH)) return reply(failure('VALIDATION_FAILED'));
      const parsed = schema.safeParse(raw);
      if (!parsed.success || nulCharacterPath(raw)) return reply(failure('VALIDATION_FAILED'));
      try {
        if (options.mustBeInRoom && !inRoom(socket, parsed.data.chat_room_id)) {
          throw new AppError('CHAT_NOT_MEMBER');
        }
        await findChatRoom(deps.db, companyId, parsed.data.chat_room_id);
        const me = await requireMember(deps.db, parsed.data.chat_room_id, consumerId);
        reply({
          ok: true,
          ...(await run(parsed.data, { consumerId, me, now: deps.clock.now() })),
        });
      } catch (error) {
        reply(failure(error instanceof AppError ? error.errorName : 'SERVER_ERROR'));
      }
    };

  const otherOf = async (me: ChatMemberRow, chat: { firstMemberId: number; secondMemberId: number }) =>
    findRoomMember(
      deps.db,
      me.chatRoomId,
      chat.firstMemberId === me.id ? chat.secondMemberId : chat.firstMemberId,
    );

  /** Presence news waiting for this node's next flush, by room, then by member (the latest wins). */
  const presence = new Map<number, Map<number, ChatMember>>();
  let flushing: NodeJS.Timeout | null = null;
  const flushPresence = () => {
    flushing = null;
    for (const [chatRoomId, members] of presence) {
      deps.events.toChatRoom(chatRoomId, {
        type: 'chat-room.presence',
        chat_room_id: chatRoomId,
        members: [...members.values()],
      });
    }
    presence.clear();
  };
  /**
   * Members coming and going are told to the room once per CHAT_PRESENCE_FLUSH_MS and node: 2,000
   * members arriving one by one would otherwise be 2,000 x 2,000 deliveries (see BENCHMARKS.md).
   */
  const tellPresence = (member: ChatMember) => {
    const waiting = presence.get(member.chat_room_id) ?? new Map<number, ChatMember>();
    presence.set(member.chat_room_id, waiting.set(member.id, member));
    flushing ??= setTimeout(flushPresence, CHAT_PRESENCE_FLUSH_MS);
  };

  const goOffline = async (socket: Socket, chatRoomId: number, memberId: number, consumerId: number) => {
    if (closing) return;
    // Another tab of the same member keeps the member online.
    const others = await io.in(rooms.consumer(consumerId)).fetchSockets();
    if (others.some((other) => other.id !== socket.id && other.rooms.has(rooms.chatRoom(chatRoomId)))) return;
    const row = await setPresence(deps.db, memberId, false, deps.clock.now());
    if (row && !row.bannedAt && !closing) tellPresence(memberView(row));
  };

  io.on('connection', (socket) => {
    /** The rooms this socket joined, with the member it is in each. */
    const memberships = new Map<number, number>();

    socket.on(
      CHAT_ROOM_SOCKET.join,
      handle(
        socket,
        ZChatRoomJoin,
        async (body, { me, now }) => {
          await socket.join(rooms.chatRoom(body.chat_room_id));
          memberships.set(body.chat_room_id, me.id);
          const online = (await setPresence(deps.db, me.id, true, now)) ?? me;
          tellPresence(memberView(online));
          const [page, messages, chats, relations] = await Promise.all([
            listMembersPage(deps.db, body.chat_room_id, {}),
            listRoomMessages(deps.db, body.chat_room_id, { after: body.after, since: body.since }),
            listPrivateChats(deps.db, online),
            relationsOf(deps.db, me.id),
          ]);
          // The drawer names the senders and the chats' other members even when they are on later pages.
          const onPage = new Set(page.rows.map((row) => row.id));
          const named = new Set([
            ...messages.messages.map((message) => message.sender_id),
            ...chats.map((chat) => chat.other_member_id),
          ]);
          const others = await listMembersById(
            deps.db,
            body.chat_room_id,
            [...named].filter((id) => !onPage.has(id)),
          );
          return {
            me: memberView(online),
            members: [...page.rows, ...others].map(memberView),
            members_next: page.next,
            messages: messages.messages,
            removed: messages.removed,
            synced_at: now.getTime(),
            chats,
            friends: relations.friends,
            rejected: relations.shutOut,
          };
        },
        { mustBeInRoom: false },
      ),
    );

    socket.on(
      CHAT_ROOM_SOCKET.members,
      handle(socket, ZChatRoomMembers, async (body) => {
        if (body.ids) {
          const rows = await listMembersById(deps.db, body.chat_room_id, body.ids);
          return { members: rows.map(memberView), next: null };
        }
        const page = await listMembersPage(deps.db, body.chat_room_id, {
          after: body.after,
          search: body.search || undefined,
        });
        return { members: page.rows.map(memberView), next: page.next };
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.leave,
      handle(socket, ZChatRoomLeave, async (body, { me, consumerId }) => {
        await socket.leave(rooms.chatRoom(body.chat_room_id));
        memberships.delete(body.chat_room_id);
        await goOffline(socket, body.chat_room_id, me.id, consumerId);
        return {};
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.send,
      handle(socket, ZChatRoomSend, async (body, { me, now }) => ({
        message: await sendToRoom(deps, me, { text: body.text, now }),
      })),
    );

    socket.on(
      CHAT_ROOM_SOCKET.edit,
      handle(socket, ZChatRoomEdit, async (body, { me, now }) => {
        const message = await editRoomMessage(deps.db, {
          chatRoomId: body.chat_room_id,
          memberId: me.id,
          messageId: body.message_id,
          text: body.text,
          now,
        });
        return changed(body.chat_room_id, message);
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.remove,
      handle(socket, ZChatRoomRemove, async (body, { me, now }) => {
        // A member deletes only its own messages: moderation is the back-office's (decision 0021).
        await removeRoomMessage(deps.db, {
          chatRoomId: body.chat_room_id,
          by: me.id,
          messageId: body.message_id,
          now,
        });
        deps.events.toChatRoom(body.chat_room_id, {
          type: 'chat-room.message-removed',
          chat_room_id: body.chat_room_id,
          message_id: body.message_id,
        });
        return {};
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.react,
      handle(socket, ZChatRoomReact, async (body, { me, now }) => {
        const message = await reactToRoomMessage(deps.db, {
          chatRoomId: body.chat_room_id,
          memberId: me.id,
          messageId: body.message_id,
          reaction: body.reaction,
          now,
        });
        return changed(body.chat_room_id, message);
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.profile,
      handle(socket, ZMemberTarget, async (body, { me }) => {
        const other = await findRoomMember(deps.db, body.chat_room_id, body.member_id);
        if (await isShutOut(deps.db, me.id, other.id)) throw new AppError('CHAT_REJECTED_PROFILE');
        return { member: memberView(other) };
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.privateOpen,
      handle(socket, ZPrivateOpen, async (body, { me }) => {
        const other = await findRoomMember(deps.db, body.chat_room_id, body.member_id);
        const { chat, messages, removed } = await openPrivateChat(deps.db, {
          me,
          other,
          after: body.after,
          since: body.since,
        });
        let view: PrivateChat | null = null;
        if (chat) {
          // The reader's unread count is now zero, on every tab of the reader; the sender sees the reads.
          await tellChat(deps, body.chat_room_id, chat, participants(me, other));
          view = (await viewsOfChat(deps.db, chat)).find((entry) => entry.memberId === me.id)?.chat ?? null;
        }
        return { chat: view, messages, removed, synced_at: deps.clock.now().getTime() };
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.privateSend,
      handle(socket, ZPrivateSend, async (body, { me, now }) => {
        const other = await findRoomMember(deps.db, body.chat_room_id, body.member_id);
        return { message: await sendToMember(deps, me, other, { text: body.text, now }) };
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.privateEdit,
      handle(socket, ZChatRoomEdit, async (body, { me, now }) => {
        const { chat, message } = await editPrivateMessage(deps.db, {
          me,
          messageId: body.message_id,
          text: body.text,
          now,
        });
        tellParticipants(deps, me, await otherOf(me, chat), {
          type: 'private.message',
          chat_room_id: body.chat_room_id,
          message,
        });
        return { message };
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.privateRemove,
      handle(socket, ZChatRoomRemove, async (body, { me, now }) => {
        const { chat, messageId } = await removePrivateMessage(deps.db, {
          me,
          messageId: body.message_id,
          now,
        });
        const other = await otherOf(me, chat);
        tellParticipants(deps, me, other, {
          type: 'private.message-removed',
          chat_room_id: body.chat_room_id,
          chat_key: chat.key,
          message_id: messageId,
        });
        await tellChat(deps, body.chat_room_id, chat, participants(me, other));
        return {};
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.privateReact,
      handle(socket, ZChatRoomReact, async (body, { me, now }) => {
        const { chat, message } = await reactToPrivateMessage(deps.db, {
          me,
          messageId: body.message_id,
          reaction: body.reaction,
          now,
        });
        tellParticipants(deps, me, await otherOf(me, chat), {
          type: 'private.message',
          chat_room_id: body.chat_room_id,
          message,
        });
        return { message };
      }),
    );

    for (const [event, approve] of [
      [CHAT_ROOM_SOCKET.approve, true],
      [CHAT_ROOM_SOCKET.reject, false],
    ] as const) {
      socket.on(
        event,
        handle(socket, ZMemberTarget, async (body, { me, now }) => {
          const other = await findRoomMember(deps.db, body.chat_room_id, body.member_id);
          const chat = await answerRequest(deps.db, { me, other, approve, now });
          await tellChat(deps, body.chat_room_id, chat, participants(me, other));
          const view = (await viewsOfChat(deps.db, chat)).find((entry) => entry.memberId === me.id)?.chat;
          return { chat: view };
        }),
      );
    }

    socket.on(
      CHAT_ROOM_SOCKET.block,
      handle(socket, ZMemberTarget, async (body, { me, now }) => {
        await blockMember(deps.db, me, body.member_id, now);
        return {};
      }),
    );

    socket.on(
      CHAT_ROOM_SOCKET.report,
      handle(socket, ZMemberReport, async (body, { me, now }) => {
        await reportMember(deps.db, {
          me,
          otherId: body.member_id,
          reason: body.reason,
          message: body.message_id === undefined ? null : { id: body.message_id, kind: body.message_kind },
          now,
        });
        return {};
      }),
    );

    socket.on('disconnecting', () => {
      const consumerId = socket.identity.consumerId;
      if (consumerId === null) return;
      for (const [chatRoomId, memberId] of memberships) {
        const left = goOffline(socket, chatRoomId, memberId, consumerId).catch(() => undefined);
        leaving.add(left);
        void left.finally(() => leaving.delete(left));
      }
    });
  });
  return async () => {
    closing = true;
    await Promise.all(leaving);
    if (flushing) clearTimeout(flushing);
  };
}
