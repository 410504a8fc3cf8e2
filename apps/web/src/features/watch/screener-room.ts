import { SERVER_EVENT, ZServerEvent } from '@screener/contracts/realtime';
import {
  type LiveChatMessage,
  type Streams,
  WATCH_SOCKET,
  ZJoinScreenerReply,
} from '@screener/contracts/watch';
import type { Socket } from 'socket.io-client';
import { REALTIME_REQUEST_TIMEOUT_MS } from '../../api/realtime-socket';

export type ScreenerRoomStatus = 'connecting' | 'joined' | 'refused' | 'offline';

/** What the watch page knows of its event's realtime room (`screener:<id>`). */
export type ScreenerRoom = {
  status: ScreenerRoomStatus;
  /** Counts accepted joins: a new value is a (re)join whose chat page may hold missed messages. */
  joins: number;
  /** The newest page of the live chat, oldest first, as of the last join. */
  messages: readonly LiveChatMessage[];
  /** Viewers watching now; null until the first join is answered. */
  count: number | null;
  /**
   * The event's streams as of the last join or push, whichever the server sent last; null until
   * either comes.
   */
  streams: Streams | null;
  /** Why the server refused the join (a code of the error catalogue). */
  refusal: { code: number; message: string } | null;
};

export const INITIAL_SCREENER_ROOM: ScreenerRoom = {
  status: 'connecting',
  joins: 0,
  messages: [],
  count: null,
  streams: null,
  refusal: null,
};

type Room = {
  holders: Set<(room: ScreenerRoom) => void>;
  previewHolders: number;
  /** What the server was last asked for this room; null when it knows nothing of it (a new connection). */
  asked: { preview: boolean } | null;
  /** Bumped by each join and by leaving, so that a late answer is ignored. */
  attempt: number;
  /**
   * Streams pushed since the current join was asked: the join's answer may have read the streams
   * before that change, while the push reached the room first, so the push wins.
   */
  pushedStreams: Streams | null;
  state: ScreenerRoom;
};

type SocketRooms = {
  rooms: Map<number, Room>;
  /** Joins and leaves go one at a time: the server counts one event per connection. */
  queue: Promise<void>;
  scheduled: boolean;
  detach: () => void;
};

const bySocket = new WeakMap<Socket, SocketRooms>();

function update(room: Room, changes: Partial<ScreenerRoom>): void {
  room.state = { ...room.state, ...changes };
  for (const holder of room.holders) holder(room.state);
}

function enqueue(entry: SocketRooms, request: () => Promise<void>): void {
  entry.queue = entry.queue.then(request).catch(() => undefined);
}

async function join(socket: Socket, entry: SocketRooms, screenerId: number, room: Room): Promise<void> {
  const preview = room.previewHolders > 0;
  room.asked = { preview };
  room.attempt += 1;
  room.pushedStreams = null;
  const attempt = room.attempt;
  let raw: unknown;
  try {
    raw = await socket
      .timeout(REALTIME_REQUEST_TIMEOUT_MS)
      .emitWithAck(WATCH_SOCKET.join, { screener_id: screenerId, ...(preview ? { preview } : {}) });
  } catch {
    // No answer in time: ask again while connected, else when the connection is back.
    if (attempt !== room.attempt) return;
    room.asked = null;
    update(room, { status: 'offline' });
    schedule(socket, entry);
    return;
  }
  if (attempt !== room.attempt) return;
  const reply = ZJoinScreenerReply.safeParse(raw);
  if (!reply.success) {
    update(room, { status: 'refused', refusal: null });
  } else if (reply.data.ok) {
    const { messages, count } = reply.data;
    const streams = room.pushedStreams ?? reply.data.streams;
    update(room, { status: 'joined', joins: room.state.joins + 1, messages, count, streams, refusal: null });
  } else {
    update(room, { status: 'refused', refusal: reply.data.error });
  }
}

async function leave(socket: Socket, screenerId: number): Promise<void> {
  if (!socket.connected) return;
  await socket
    .timeout(REALTIME_REQUEST_TIMEOUT_MS)
    .emitWithAck(WATCH_SOCKET.leave, { screener_id: screenerId });
}

/** Brings the server in line with the rooms held: leaves first, then the joins still owed. */
function reconcile(socket: Socket, entry: SocketRooms): void {
  entry.scheduled = false;
  for (const [screenerId, room] of entry.rooms) {
    if (room.holders.size > 0) continue;
    entry.rooms.delete(screenerId);
    room.attempt += 1;
    if (room.asked) enqueue(entry, () => leave(socket, screenerId));
  }
  if (entry.rooms.size === 0) {
    entry.detach();
    bySocket.delete(socket);
    return;
  }
  if (!socket.connected) return;
  for (const [screenerId, room] of entry.rooms) {
    const preview = room.previewHolders > 0;
    if (room.asked === null || (preview && !room.asked.preview)) {
      room.asked = { preview };
      enqueue(entry, () => join(socket, entry, screenerId, room));
    }
  }
}

/**
 * Changes wait for the end of the current task, so that a holder that lets go and takes the room
 * again at once (a re-rendered effect) costs no leave and join, and a page that swaps one event for
 * another leaves the old room before it joins the new one.
 */
function schedule(socket: Socket, entry: SocketRooms): void {
  if (entry.scheduled) return;
  entry.scheduled = true;
  queueMicrotask(() => reconcile(socket, entry));
}

function roomsOf(socket: Socket): SocketRooms {
  const existing = bySocket.get(socket);
  if (existing) return existing;
  const rooms = new Map<number, Room>();
  const onConnect = () => schedule(socket, entry);
  // The server forgets a connection's rooms when it drops: each is joined again on reconnection.
  const onLost = () => {
    for (const room of rooms.values()) {
      room.asked = null;
      room.attempt += 1;
      update(room, { status: 'offline' });
    }
  };
  const onEvent = (raw: unknown) => {
    const parsed = ZServerEvent.safeParse(raw);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.type === 'live.counter') {
      const room = rooms.get(event.screener_id);
      if (room) update(room, { count: event.count });
    } else if (event.type === 'stream.changed') {
      const room = rooms.get(event.screener_id);
      if (!room) return;
      room.pushedStreams = event.streams;
      update(room, { streams: event.streams });
    }
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onLost);
  socket.on('connect_error', onLost);
  socket.on(SERVER_EVENT, onEvent);
  const entry: SocketRooms = {
    rooms,
    queue: Promise.resolve(),
    scheduled: false,
    detach: () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onLost);
      socket.off('connect_error', onLost);
      socket.off(SERVER_EVENT, onEvent);
    },
  };
  bySocket.set(socket, entry);
  return entry;
}

/**
 * Holds the event's room on this connection: the first holder joins it (after the server's watch
 * rule lets the viewer in), the last one to let go leaves it, and a lost connection rejoins on its
 * return. Several parts of the watch page may hold the same room; a preview holder makes the join a
 * company administrator's preview. `onChange` hears the room's state now and at each change.
 */
export function holdScreenerRoom(
  socket: Socket,
  screenerId: number,
  options: { preview?: boolean; onChange: (room: ScreenerRoom) => void },
): () => void {
  const entry = roomsOf(socket);
  let room = entry.rooms.get(screenerId);
  if (!room) {
    room = {
      holders: new Set(),
      previewHolders: 0,
      asked: null,
      attempt: 0,
      pushedStreams: null,
      state: socket.connected ? INITIAL_SCREENER_ROOM : { ...INITIAL_SCREENER_ROOM, status: 'offline' },
    };
    entry.rooms.set(screenerId, room);
  }
  const held = room;
  const holder = (state: ScreenerRoom) => options.onChange(state);
  held.holders.add(holder);
  if (options.preview) held.previewHolders += 1;
  options.onChange(held.state);
  schedule(socket, entry);
  return () => {
    if (!held.holders.delete(holder)) return;
    if (options.preview) held.previewHolders -= 1;
    schedule(socket, entry);
  };
}
