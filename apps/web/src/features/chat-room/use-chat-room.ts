import type { CallDeclaration } from '@screener/contracts/call';
import * as chatCalls from '@screener/contracts/calls/chat';
import {
  CHAT_MEMBERS_PAGE,
  CHAT_ROOM_SOCKET,
  type ChatMember,
  type ChatMembersCursor,
  type ChatMessageKind,
  type ChatReaction,
  ZChatRoomJoinReply,
  ZChatRoomMembersReply,
  ZChatRoomMessageReply,
  ZDoneReply,
  ZPrivateChatReply,
  ZPrivateMessageReply,
  ZPrivateOpenReply,
  ZProfileReply,
} from '@screener/contracts/chat-room';
import { translateRefusal } from '@screener/contracts/errors';
import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/api-errors';
import { call } from '../../api/client';
import { REALTIME_REQUEST_TIMEOUT_MS, useRealtimeSocket } from '../../api/realtime-socket';
import { currentLanguage } from '../../i18n/i18n';
import {
  type ChatRoomState,
  chatKeyWith,
  chatRoomReducer,
  EMPTY_CHAT_ROOM,
  unknownMembers,
} from './chat-room-state';
import '../../i18n/chat-room/chat-room-texts';

/** A page of members found by a search, or why not. */
export type MembersResult =
  | { ok: true; ids: number[]; next: ChatMembersCursor | null }
  | { ok: false; text: string; code: number | null };

/** A request's outcome: done, or the text to show (the server's refusal, or a lost connection). */
export type ChatResult = { ok: true } | { ok: false; text: string; code: number | null };

export type ChatRoomStatus = 'connecting' | 'joined' | 'refused';

type Reply<S extends z.ZodType> = Extract<z.output<S>, { ok: true }>;

/** The room's own sync mark among the private chats' ones (member ids are never 0). */
const ROOM_MARK = 0;

/**
 * The community chat room over the session's socket (spec part 2 §7.5): joins the room (again
 * after a lost connection, asking only for the messages after the last one held), applies every
 * room and private event, and sends the member's requests.
 */
export function useChatRoom(chatRoomId: number) {
  const { t } = useTranslation('chat-room');
  const socket = useRealtimeSocket();
  const [state, dispatch] = useReducer(chatRoomReducer, EMPTY_CHAT_ROOM);
  const [status, setStatus] = useState<ChatRoomStatus>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const stateRef = useRef<ChatRoomState>(state);
  stateRef.current = state;
  /** The private chat on screen, caught up too after a reconnection. */
  const openChatRef = useRef<number | null>(null);
  /**
   * The server's time of the last join (key 0) and of each private chat's last opening (by the
   * other member's id): a catch-up asks for what changed since then, edits and deletions included.
   */
  const syncMarks = useRef(new Map<number, number>());

  const request = useCallback(
    async <S extends z.ZodType>(
      event: string,
      body: object,
      schema: S,
    ): Promise<{ ok: true; reply: Reply<S> } | { ok: false; text: string; code: number | null }> => {
      if (!socket) return { ok: false, text: t('chatRoom.errors.offline'), code: null };
      try {
        const raw: unknown = await socket
          .timeout(REALTIME_REQUEST_TIMEOUT_MS)
          .emitWithAck(event, { chat_room_id: chatRoomId, ...body });
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return { ok: false, text: t('errors.unknownResponse'), code: null };
        const reply = parsed.data as { ok: boolean; error?: { code: number; message: string } };
        if (reply.ok) return { ok: true, reply: parsed.data as Reply<S> };
        const error = reply.error ?? { code: 500, message: '' };
        return { ok: false, text: translateRefusal(error, currentLanguage()), code: error.code };
      } catch {
        return { ok: false, text: t('chatRoom.errors.offline'), code: null };
      }
    },
    [socket, chatRoomId, t],
  );

  const openPrivate = useCallback(
    async (memberId: number): Promise<ChatResult> => {
      openChatRef.current = memberId;
      const key = chatKeyWith(stateRef.current, memberId);
      const held = key ? stateRef.current.privateMessages[key] : undefined;
      const after = held?.at(-1)?.id;
      const since = after === undefined ? undefined : syncMarks.current.get(memberId);
      const result = await request(
        CHAT_ROOM_SOCKET.privateOpen,
        { member_id: memberId, after, since },
        ZPrivateOpenReply,
      );
      if (!result.ok) {
        if (result.code === 4051) dispatch({ type: 'shut-out', memberId });
        return result;
      }
      syncMarks.current.set(memberId, result.reply.synced_at);
      const openedKey = result.reply.chat?.key ?? key;
      if (openedKey) {
        dispatch({
          type: 'private-opened',
          key: openedKey,
          chat: result.reply.chat,
          messages: result.reply.messages,
          removed: result.reply.removed,
        });
      }
      return { ok: true };
    },
    [request],
  );

  const closePrivate = useCallback(() => {
    openChatRef.current = null;
  }, []);

  useEffect(() => {
    if (!socket) return;
    const join = async (current: Socket) => {
      const after = stateRef.current.messages.at(-1)?.id;
      const since = after === undefined ? undefined : syncMarks.current.get(ROOM_MARK);
      const raw: unknown = await current
        .timeout(REALTIME_REQUEST_TIMEOUT_MS)
        .emitWithAck(CHAT_ROOM_SOCKET.join, { chat_room_id: chatRoomId, after, since })
        .catch(() => null);
      const reply = ZChatRoomJoinReply.safeParse(raw);
      if (!reply.success) return;
      if (!reply.data.ok) {
        setStatus('refused');
        setRefusal(translateRefusal(reply.data.error, currentLanguage()));
        return;
      }
      syncMarks.current.set(ROOM_MARK, reply.data.synced_at);
      dispatch({ type: 'joined', reply: reply.data, catchUp: after !== undefined });
      setStatus('joined');
      setRefusal(null);
      if (openChatRef.current !== null) void openPrivate(openChatRef.current);
    };
    const onConnect = () => void join(socket);
    const onEvent = (raw: unknown) => {
      const event = ZServerEvent.safeParse(raw);
      if (!event.success || !('chat_room_id' in event.data) || event.data.chat_room_id !== chatRoomId) return;
      dispatch({ type: 'event', event: event.data });
    };
    socket.on('connect', onConnect);
    socket.on(SERVER_EVENT, onEvent);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
      socket.off(SERVER_EVENT, onEvent);
      socket.emit(CHAT_ROOM_SOCKET.leave, { chat_room_id: chatRoomId });
    };
  }, [socket, chatRoomId, openPrivate]);

  /** The member list's next page, once at a time. */
  const loadingMembers = useRef(false);
  const moreMembers = useCallback(async (): Promise<ChatResult> => {
    const after = stateRef.current.membersNext;
    if (!after || loadingMembers.current) return { ok: true };
    loadingMembers.current = true;
    const result = await request(CHAT_ROOM_SOCKET.members, { after }, ZChatRoomMembersReply);
    loadingMembers.current = false;
    if (!result.ok) return result;
    dispatch({ type: 'members', members: result.reply.members, next: result.reply.next });
    return { ok: true };
  }, [request]);

  /** A page of the members whose names contain `search`, kept with the others the drawer met. */
  const findMembers = useCallback(
    async (search: string, after?: ChatMembersCursor): Promise<MembersResult> => {
      const result = await request(CHAT_ROOM_SOCKET.members, { search, after }, ZChatRoomMembersReply);
      if (!result.ok) return result;
      dispatch({ type: 'members', members: result.reply.members });
      return { ok: true, ids: result.reply.members.map((member) => member.id), next: result.reply.next };
    },
    [request],
  );

  /** Members named by a message or a chat and not met yet are asked for once each. */
  const asked = useRef(new Set<number>());
  const unknown = unknownMembers(state)
    .filter((id) => !asked.current.has(id))
    .slice(0, CHAT_MEMBERS_PAGE);
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (status !== 'joined' || unknownKey === '') return;
    const ids = unknownKey.split(',').map(Number);
    for (const id of ids) asked.current.add(id);
    void request(CHAT_ROOM_SOCKET.members, { ids }, ZChatRoomMembersReply).then((result) => {
      if (result.ok) dispatch({ type: 'members', members: result.reply.members });
    });
  }, [status, unknownKey, request]);

  const done = <R extends { ok: true } | { ok: false; text: string; code: number | null }>(
    result: R,
  ): ChatResult => (result.ok ? { ok: true } : { ok: false, text: result.text, code: result.code });

  /** A picture goes over an HTTP call (too large for a socket message); the result reads like a request's. */
  const postImage = async <B extends z.ZodType, R extends z.ZodType>(
    declaration: CallDeclaration<
      'chat-room/:chat_room_id/messages/send-image' | 'chat-room/:chat_room_id/private/send-image',
      B,
      R
    >,
    body: z.input<B>,
  ): Promise<{ ok: true; reply: z.output<R> } | { ok: false; text: string; code: number | null }> => {
    try {
      return { ok: true, reply: await call(declaration, body, { params: { chat_room_id: chatRoomId } }) };
    } catch (error) {
      if (error instanceof ApiRequestError) {
        return {
          ok: false,
          text: translateRefusal({ code: error.code, message: error.message }, currentLanguage()),
          code: error.code,
        };
      }
      return { ok: false, text: t('chatRoom.errors.offline'), code: null };
    }
  };

  const actions = {
    sendImage: async (image: string) => {
      const result = await postImage(chatCalls.sendImage, { image });
      if (result.ok) dispatch({ type: 'room-message', message: result.reply.message });
      return done(result);
    },
    sendPrivateImage: async (memberId: number, image: string) => {
      const result = await postImage(chatCalls.sendPrivateImage, { image, member_id: memberId });
      if (result.ok) dispatch({ type: 'private-message', message: result.reply.message });
      return done(result);
    },
    send: async (text: string) => {
      const result = await request(CHAT_ROOM_SOCKET.send, { text }, ZChatRoomMessageReply);
      if (result.ok) dispatch({ type: 'room-message', message: result.reply.message });
      return done(result);
    },
    edit: async (messageId: number, text: string) =>
      done(await request(CHAT_ROOM_SOCKET.edit, { message_id: messageId, text }, ZChatRoomMessageReply)),
    remove: async (messageId: number) =>
      done(await request(CHAT_ROOM_SOCKET.remove, { message_id: messageId }, ZDoneReply)),
    react: async (messageId: number, reaction: ChatReaction) =>
      done(await request(CHAT_ROOM_SOCKET.react, { message_id: messageId, reaction }, ZChatRoomMessageReply)),
    openPrivate,
    closePrivate,
    sendPrivate: async (memberId: number, text: string) => {
      const result = await request(
        CHAT_ROOM_SOCKET.privateSend,
        { member_id: memberId, text },
        ZPrivateMessageReply,
      );
      if (result.ok) dispatch({ type: 'private-message', message: result.reply.message });
      return done(result);
    },
    editPrivate: async (messageId: number, text: string) =>
      done(
        await request(CHAT_ROOM_SOCKET.privateEdit, { message_id: messageId, text }, ZPrivateMessageReply),
      ),
    removePrivate: async (messageId: number) =>
      done(await request(CHAT_ROOM_SOCKET.privateRemove, { message_id: messageId }, ZDoneReply)),
    reactPrivate: async (messageId: number, reaction: ChatReaction) =>
      done(
        await request(
          CHAT_ROOM_SOCKET.privateReact,
          { message_id: messageId, reaction },
          ZPrivateMessageReply,
        ),
      ),
    answer: async (memberId: number, approve: boolean) => {
      const event = approve ? CHAT_ROOM_SOCKET.approve : CHAT_ROOM_SOCKET.reject;
      const result = await request(event, { member_id: memberId }, ZPrivateChatReply);
      if (result.ok) dispatch({ type: 'private-chat', chat: result.reply.chat });
      return done(result);
    },
    profile: async (
      memberId: number,
    ): Promise<{ ok: true; member: ChatMember } | { ok: false; text: string }> => {
      const result = await request(CHAT_ROOM_SOCKET.profile, { member_id: memberId }, ZProfileReply);
      if (result.ok) return { ok: true, member: result.reply.member };
      if (result.code === 4051) dispatch({ type: 'shut-out', memberId });
      return result;
    },
    block: async (memberId: number) => {
      const result = await request(CHAT_ROOM_SOCKET.block, { member_id: memberId }, ZDoneReply);
      if (result.ok) dispatch({ type: 'shut-out', memberId });
      return done(result);
    },
    report: async (memberId: number, reason: string) =>
      done(await request(CHAT_ROOM_SOCKET.report, { member_id: memberId, reason }, ZDoneReply)),
    /** Reports a message of another member, in the room or in a private chat, to the moderators. */
    reportMessage: async (memberId: number, message: { id: number; kind: ChatMessageKind }, reason: string) =>
      done(
        await request(
          CHAT_ROOM_SOCKET.report,
          { member_id: memberId, reason, message_id: message.id, message_kind: message.kind },
          ZDoneReply,
        ),
      ),
    moreMembers,
    findMembers,
  };

  return { state, status, refusal, actions };
}

export type ChatRoomActions = ReturnType<typeof useChatRoom>['actions'];
