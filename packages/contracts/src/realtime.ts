import { z } from 'zod';
import { chatRoomServerEvents } from './chat-room.ts';
import { ZApiDateTime } from './dates.ts';
import { zId } from './validation.ts';
import { SUPPORT_NOTICE_LIMITS, ZLiveChatMessage, ZStreams } from './watch.ts';

/**
 * Every message the server pushes over Socket.IO, as one discriminated union: the client and the
 * server agree on names and payloads here. Each is persisted before it is sent, so a client that
 * reconnects reloads what it missed.
 */
export const ZServerEvent = z.discriminatedUnion('type', [
  /** A newer login of the same consumer ended this session (spec part 1 §4: one live session). */
  z.object({ type: z.literal('session.replaced') }),
  /** The viewer removed this paired TV: its session is over. */
  z.object({ type: z.literal('session.ended') }),
  /** The company changed a stream of the event: the watch page re-resolves its stage (spec part 2 §7.5). */
  z.object({ type: z.literal('stream.changed'), screener_id: zId, streams: ZStreams }),
  /** A support notice, shown as a 10 s toast on the open watch page when newer than now. */
  z.object({
    type: z.literal('support.notice'),
    screener_id: zId,
    title: z.string().max(SUPPORT_NOTICE_LIMITS.title),
    body: z.string().max(SUPPORT_NOTICE_LIMITS.body),
    sent_at: ZApiDateTime,
  }),
  z.object({
    type: z.literal('live-chat.message'),
    screener_id: zId,
    message: ZLiveChatMessage,
  }),
  /** How many viewers watch the event now. */
  z.object({ type: z.literal('live.counter'), screener_id: zId, count: z.number().int() }),
  /**
   * Seats of the event were held, booked or freed: an open seat chart reads the statuses again
   * (each viewer's answer differs: the viewer's own held seats read available).
   */
  z.object({ type: z.literal('seats.changed'), screener_id: zId }),
  ...chatRoomServerEvents,
]);
export type ServerEvent = z.infer<typeof ZServerEvent>;

/** The Socket.IO event name every server message travels under. */
export const SERVER_EVENT = 'screener:event';

/** Rooms, as the architecture names them. */
export const rooms = {
  consumer: (consumerId: number) => `consumer:${consumerId}`,
  /** One session's connections: a paired TV, which the viewer can sign out. */
  session: (sessionId: number) => `session:${sessionId}`,
  screener: (screenerId: number) => `screener:${screenerId}`,
  chatRoom: (chatRoomId: number) => `chatroom:${chatRoomId}`,
  /** Everyone with the event's seat chart open. */
  seatChart: (screenerId: number) => `seats:${screenerId}`,
};

/** What a client sends to follow an event's seat chart, and to stop. */
export const SEAT_CHART_SOCKET = { join: 'seats.join', leave: 'seats.leave' } as const;
export const ZSeatChartJoin = z.object({ screener_id: zId });
