import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import {
  type LiveChatMessage,
  WATCH_SOCKET,
  ZChatMoreReply,
  ZChatSendReply,
} from '@screener/contracts/watch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { REALTIME_REQUEST_TIMEOUT_MS } from '../../../api/realtime-socket';
import type { ScreenerRoomStatus } from '../screener-room';
import { useScreenerRoom } from '../use-screener-room';
import {
  type ChatHistory,
  EMPTY_CHAT_HISTORY,
  withJoinPage,
  withMessage,
  withOlderPage,
} from './live-chat-history';

/** A send the server did not take: its refusal, or null when no answer came. */
export type SendResult = { ok: true } | { ok: false; refusal: { code: number; message: string } | null };

export type LiveChat = {
  status: ScreenerRoomStatus;
  refusal: { code: number; message: string } | null;
  history: ChatHistory;
  loadingOlder: boolean;
  loadOlder: () => void;
  send: (content: string) => Promise<SendResult>;
};

/**
 * An event's live chat (spec part 2 §7.5): the newest page when the room is joined (again after a
 * lost connection), each new message of the room, older pages on request, and sending.
 */
export function useLiveChat(screenerId: number): LiveChat {
  const { socket, room } = useScreenerRoom(screenerId);
  const [history, setHistory] = useState<ChatHistory>(EMPTY_CHAT_HISTORY);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadingOlderRef = useRef(false);

  const { joins, messages: joinPage } = room;
  useEffect(() => {
    if (joins > 0) setHistory((current) => withJoinPage(current, joinPage));
  }, [joins, joinPage]);

  useEffect(() => {
    if (!socket) return;
    const onEvent = (raw: unknown) => {
      const event = ZServerEvent.safeParse(raw);
      if (!event.success || event.data.type !== 'live-chat.message') return;
      if (event.data.screener_id !== screenerId) return;
      const { message } = event.data;
      setHistory((current) => withMessage(current, message));
    };
    socket.on(SERVER_EVENT, onEvent);
    return () => {
      socket.off(SERVER_EVENT, onEvent);
    };
  }, [socket, screenerId]);

  const oldestKey = history.messages[0]?.key ?? null;
  const canLoadOlder = socket !== null && room.status === 'joined' && history.hasOlder && oldestKey !== null;
  const loadOlder = useCallback(() => {
    if (!canLoadOlder || !socket || oldestKey === null || loadingOlderRef.current) return;
    loadingOlderRef.current = true;
    setLoadingOlder(true);
    // The page and the end of loading land in one render, so the panel can ask for the next at once.
    const done = (page: readonly LiveChatMessage[] | null) => {
      loadingOlderRef.current = false;
      setLoadingOlder(false);
      if (page) setHistory((current) => withOlderPage(current, page));
    };
    socket
      .timeout(REALTIME_REQUEST_TIMEOUT_MS)
      .emitWithAck(WATCH_SOCKET.chatMore, { screener_id: screenerId, before: oldestKey })
      .then(
        (raw: unknown) => {
          const reply = ZChatMoreReply.safeParse(raw);
          done(reply.success && reply.data.ok ? reply.data.messages : null);
        },
        // A page that did not come is asked for again when the viewer scrolls up once more.
        () => done(null),
      );
  }, [canLoadOlder, socket, oldestKey, screenerId]);

  const send = useCallback(
    async (content: string): Promise<SendResult> => {
      if (!socket) return { ok: false, refusal: null };
      try {
        const raw: unknown = await socket
          .timeout(REALTIME_REQUEST_TIMEOUT_MS)
          .emitWithAck(WATCH_SOCKET.chatSend, { screener_id: screenerId, content });
        const reply = ZChatSendReply.safeParse(raw);
        if (!reply.success) return { ok: false, refusal: null };
        if (!reply.data.ok) return { ok: false, refusal: reply.data.error };
        const { message } = reply.data;
        setHistory((current) => withMessage(current, message));
        return { ok: true };
      } catch {
        return { ok: false, refusal: null };
      }
    },
    [socket, screenerId],
  );

  return { status: room.status, refusal: room.refusal, history, loadingOlder, loadOlder, send };
}
