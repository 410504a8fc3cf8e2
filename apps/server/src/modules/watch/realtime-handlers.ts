import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE, type ErrorName } from '@screener/contracts/errors';
import { rooms, SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import { nulCharacterPath } from '@screener/contracts/validation';
import { WATCH_SOCKET, ZChatMore, ZChatSend, ZJoinScreener } from '@screener/contracts/watch';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../../lib/json-depth.ts';
import type { GeoPort } from '../../ports/geo.ts';
import { findConsumer } from '../auth/index.ts';
import { addLiveChatMessage, listLiveChatMessages } from '../chat/index.ts';
import { enforceWatch } from './access.ts';
import {
  countLiveViewers,
  heartbeatNode,
  LIVE_VIEWER_HEARTBEAT_MS,
  removeLiveViewer,
  removeNodeViewers,
  touchLiveViewer,
} from './live-viewers.ts';
import { listStreams } from './streams.ts';

type Ack = (reply: unknown) => void;

const COUNTER_COALESCE_MS = 1000;
type Failure = { ok: false; error: { code: number; message: string } };

const failure = (name: ErrorName): Failure => ({
  ok: false,
  error: { code: ERROR_CATALOGUE[name].code, message: ERROR_CATALOGUE[name].message.en },
});

/**
 * The watch page's realtime side (spec part 2 §7.5): a signed-in client joins `screener:<id>`
 * only after the watch rule lets it in; it then receives stream changes, support notices, live
 * chat and the live counter. Chat messages and viewers are stored in PostgreSQL before anything
 * is emitted, so the counts and the chat hold across nodes (the Redis adapter carries the emits).
 */
export function registerWatchRealtime(
  io: Server,
  deps: { db: Db; clock: Clock; geo: GeoPort },
): () => Promise<void> {
  const nodeId = randomUUID();
  /** Set when the server stops: departing sockets are then no news to the room. */
  let closing = false;
  const emit = (screenerId: number, event: ServerEvent) =>
    io.to(rooms.screener(screenerId)).emit(SERVER_EVENT, event);
  const joined = (socket: Socket): number[] =>
    [...socket.rooms].flatMap((room) =>
      room.startsWith('screener:') ? [Number(room.slice('screener:'.length))] : [],
    );

  /**
   * Joins and leaves come in bursts (an event starting): the count goes out at most once per
   * second per event and node, so a burst of N joins costs N writes but not N broadcasts to N.
   */
  const pendingCounts = new Set<number>();
  const publishCount = async (screenerId: number) => {
    if (pendingCounts.has(screenerId) || closing) return;
    pendingCounts.add(screenerId);
    const timer = setTimeout(() => {
      pendingCounts.delete(screenerId);
      if (closing) return;
      void countLiveViewers(deps.db, screenerId, deps.clock.now())
        .then((count) => emit(screenerId, { type: 'live.counter', screener_id: screenerId, count }))
        .catch(() => undefined);
    }, COUNTER_COALESCE_MS);
    timer.unref();
  };

  /** Runs a request with a parsed body and answers its acknowledgement, never throwing into Socket.IO. */
  const handle =
    <S extends z.ZodType>(
      socket: Socket,
      schema: S,
      run: (body: z.output<S>, consumerId: number) => Promise<unknown>,
    ) =>
    async (raw: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const consumerId = socket.identity.consumerId;
      if (consumerId === null) return reply(failure('TOKEN_MISSING'));
      // Checked first: a payload nested thousands deep would overflow the recursive checks below.
      if (nestedDeeperThan(raw, MAX_JSON_DEPTH)) return reply(failure('VALIDATION_FAILED'));
      const parsed = schema.safeParse(raw);
      if (!parsed.success || nulCharacterPath(raw)) return reply(failure('VALIDATION_FAILED'));
      try {
        reply(await run(parsed.data, consumerId));
      } catch (error) {
        if (error instanceof AppError) return reply(failure(error.errorName));
        reply(failure('SERVER_ERROR'));
      }
    };

  io.on('connection', (socket) => {
    socket.on(
      WATCH_SOCKET.join,
      handle(socket, ZJoinScreener, async (body, consumerId) => {
        const now = deps.clock.now();
        await enforceWatch(deps.db, {
          companyId: socket.identity.companyId,
          screenerId: body.screener_id,
          consumerId,
          caller: 'stream',
          now,
          country: deps.geo.countryOf({ ip: socket.handshake.address, headers: socket.handshake.headers }),
          preview: body.preview ?? false,
        });
        await touchLiveViewer(
          deps.db,
          { screenerId: body.screener_id, consumerId, nodeId, socketId: socket.id },
          now,
        );
        await socket.join(rooms.screener(body.screener_id));
        void publishCount(body.screener_id);
        // Read once in the room: a stream change before this read is in it, one after is pushed.
        const [messages, count, streams] = await Promise.all([
          listLiveChatMessages(deps.db, body.screener_id),
          countLiveViewers(deps.db, body.screener_id, now),
          listStreams(deps.db, body.screener_id),
        ]);
        return { ok: true, messages, count, streams };
      }),
    );

    socket.on(
      WATCH_SOCKET.leave,
      handle(socket, ZJoinScreener, async (body) => {
        await socket.leave(rooms.screener(body.screener_id));
        await removeLiveViewer(deps.db, nodeId, socket.id);
        await publishCount(body.screener_id);
        return { ok: true };
      }),
    );

    socket.on(
      WATCH_SOCKET.chatSend,
      handle(socket, ZChatSend, async (body, consumerId) => {
        if (!joined(socket).includes(body.screener_id)) throw new AppError('NOT_ENROLLED_IN_EVENT');
        const consumer = await findConsumer(deps.db, socket.identity.companyId, consumerId);
        if (!consumer) throw new AppError('SESSION_EXPIRED');
        const message = await addLiveChatMessage(deps.db, {
          screenerId: body.screener_id,
          author: {
            consumerId,
            uuid: consumer.uuid,
            name: consumer.name?.trim() || null,
            email: consumer.contactEmail ?? consumer.email,
          },
          content: body.content,
          now: deps.clock.now(),
        });
        emit(body.screener_id, { type: 'live-chat.message', screener_id: body.screener_id, message });
        return { ok: true, message };
      }),
    );

    socket.on(
      WATCH_SOCKET.chatMore,
      handle(socket, ZChatMore, async (body) => {
        if (!joined(socket).includes(body.screener_id)) throw new AppError('NOT_ENROLLED_IN_EVENT');
        return { ok: true, messages: await listLiveChatMessages(deps.db, body.screener_id, body.before) };
      }),
    );

    socket.on('disconnecting', () => {
      const screenerIds = joined(socket);
      if (screenerIds.length === 0 || closing) return;
      void (async () => {
        await removeLiveViewer(deps.db, nodeId, socket.id);
        await Promise.all(screenerIds.map(publishCount));
      })().catch(() => undefined);
    });
  });

  const heartbeat = setInterval(() => {
    void heartbeatNode(deps.db, nodeId, deps.clock.now()).catch(() => undefined);
  }, LIVE_VIEWER_HEARTBEAT_MS);
  heartbeat.unref();
  return async () => {
    closing = true;
    clearInterval(heartbeat);
    await removeNodeViewers(deps.db, nodeId).catch(() => undefined);
  };
}
