import { rooms, SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import type { Server } from 'socket.io';

/** The one way a service pushes a message to browsers. */
export type EventsPort = {
  toConsumer(consumerId: number, event: ServerEvent): void;
  toScreener(screenerId: number, event: ServerEvent): void;
  /** Everyone with the event's seat chart open, guests included. */
  toSeatChart(screenerId: number, event: ServerEvent): void;
  /** Tells one session's connections it ended, and closes them (a removed TV). */
  endSessionConnections(sessionId: number): void;
  /** The registered members of a community chat room who have it open. */
  toChatRoom(chatRoomId: number, event: ServerEvent): void;
  /** Takes every connection of the consumer, on every node, out of the chat room at once. */
  removeFromChatRoom(chatRoomId: number, consumerId: number): void;
};

export function socketEvents(io: Server): EventsPort {
  return {
    toConsumer: (consumerId, event) => void io.to(rooms.consumer(consumerId)).emit(SERVER_EVENT, event),
    toScreener: (screenerId, event) => void io.to(rooms.screener(screenerId)).emit(SERVER_EVENT, event),
    toSeatChart: (screenerId, event) => void io.to(rooms.seatChart(screenerId)).emit(SERVER_EVENT, event),
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
