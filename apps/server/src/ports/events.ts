import { rooms, SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import type { Server } from 'socket.io';

/** The one way a service pushes a message to browsers. */
export type EventsPort = {
  toConsumer(consumerId: number, event: ServerEvent): void;
  toScreener(screenerId: number, event: ServerEvent): void;
  /**
   * Everyone with the event's seat chart open, guests included, once a change of its seats is
   * committed; every node's `onSeatsChanged` listeners hear it too.
   */
  toSeatChart(screenerId: number, event: ServerEvent): void;
  /** Called on this node whenever any node tells an event's seat charts that its seats changed. */
  onSeatsChanged(listener: (screenerId: number) => void): void;
  /** Tells one session's connections it ended, and closes them (a removed TV). */
  endSessionConnections(sessionId: number): void;
  /** The registered members of a community chat room who have it open. */
  toChatRoom(chatRoomId: number, event: ServerEvent): void;
  /** Takes every connection of the consumer, on every node, out of the chat room at once. */
  removeFromChatRoom(chatRoomId: number, consumerId: number): void;
};

/** What nodes tell each other (socket.io's server-side emit, through the Redis adapter). */
const NODE_SEATS_CHANGED = 'node:seats.changed';

/**
 * The port on the app's socket.io server. With `crossNode` (Redis set) a seat change is also sent
 * to the other nodes' listeners; Redis hands it to each node before the browsers' message that
 * follows it, so a chart reading again after that message never reads a node's dropped copy.
 */
export function socketEvents(io: Server, { crossNode }: { crossNode: boolean }): EventsPort {
  const seatListeners: ((screenerId: number) => void)[] = [];
  const tellListeners = (screenerId: number) => {
    for (const listener of seatListeners) listener(screenerId);
  };
  if (crossNode) {
    io.on(NODE_SEATS_CHANGED, (screenerId: unknown) => {
      if (typeof screenerId === 'number') tellListeners(screenerId);
    });
  }
  return {
    toConsumer: (consumerId, event) => void io.to(rooms.consumer(consumerId)).emit(SERVER_EVENT, event),
    toScreener: (screenerId, event) => void io.to(rooms.screener(screenerId)).emit(SERVER_EVENT, event),
    toSeatChart: (screenerId, event) => {
      tellListeners(screenerId);
      if (crossNode) io.serverSideEmit(NODE_SEATS_CHANGED, screenerId);
      io.to(rooms.seatChart(screenerId)).emit(SERVER_EVENT, event);
    },
    onSeatsChanged: (listener) => void seatListeners.push(listener),
    endSessionConnections: (sessionId) => {
      const ended: ServerEvent = { type: 'session.ended' };
      io.to(rooms.session(sessionId)).emit(SERVER_EVENT, ended);
      io.in(rooms.session(sessionId)).disconnectSockets(true);
    },
    toChatRoom: (chatRoomId, event) => void io.to(rooms.chatRoom(chatRoomId)).emit(SERVER_EVENT, event),
    removeFromChatRoom: (chatRoomId, consumerId) =>
      io.in(rooms.consumer(consumerId)).socketsLeave(rooms.chatRoom(chatRoomId)),
  };
}
