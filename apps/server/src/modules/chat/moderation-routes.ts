import type { CallDeclaration } from '@screener/contracts/call';
import * as adminChatCalls from '@screener/contracts/calls/admin-chat';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCall } from '../../lib/call.ts';
import type { ChatDeps } from './deps.ts';
import { type ChatRoomRow, findChatRoom } from './members.ts';
import { banMember, listReports, removeMessageAsAdmin, removePrivateMessageAsAdmin } from './moderation.ts';

const ZRoomPath = z.object({ chat_room_id: zPathId });

/**
 * Moderation from the back-office (decision record 0021): a staff session of the host's company
 * with the support permission; no registration in the room needed. A ban takes the member out of
 * the room on every node, a deleted message is cleared for everyone.
 */
export function registerModerationRoutes(app: FastifyInstance, deps: ChatDeps): void {
  const registerModerationCall = <Path extends string, B extends z.ZodType, R extends z.ZodType>(
    call: CallDeclaration<Path, B, R, 'staff', 'host', typeof ZRoomPath>,
    act: (room: ChatRoomRow, body: z.output<B>, now: Date) => Promise<z.input<R>>,
  ) =>
    registerCall(app, deps, call, async ({ body, params, company, now }) =>
      act(await findChatRoom(deps.db, company.id, params.chat_room_id), body, now),
    );

  registerModerationCall(adminChatCalls.reports, async (room) => ({
    reports: await listReports(deps.db, room.id),
  }));
  registerModerationCall(adminChatCalls.deleteMessage, async (room, body, now) => {
    const remove = body.message_kind === 'private' ? removePrivateMessageAsAdmin : removeMessageAsAdmin;
    await remove(deps, { chatRoomId: room.id, messageId: body.message_id, now });
    return {};
  });
  registerModerationCall(adminChatCalls.ban, async (room, body, now) => {
    await banMember(deps, { chatRoomId: room.id, memberId: body.member_id, now });
    return {};
  });
}
