import { z } from 'zod';

/**
 * Every message the server pushes over Socket.IO, as one discriminated union: the client and the
 * server agree on names and payloads here. Each is persisted before it is sent, so a client that
 * reconnects reloads what it missed.
 */
export const ZServerEvent = z.discriminatedUnion('type', [
  /** A newer login of the same consumer ended this session (spec part 1 §4: one live session). */
  z.object({ type: z.literal('session.replaced') }),
]);
export type ServerEvent = z.infer<typeof ZServerEvent>;

/** The Socket.IO event name every server message travels under. */
export const SERVER_EVENT = 'screener:event';

/** Rooms, as the architecture names them. */
export const rooms = {
  consumer: (consumerId: number) => `consumer:${consumerId}`,
  screener: (screenerId: number) => `screener:${screenerId}`,
  chatRoom: (chatRoomId: number) => `chatroom:${chatRoomId}`,
};
