import type { CallDeclaration } from '@screener/contracts/call';
import * as adminChatCalls from '@screener/contracts/calls/admin-chat';
import * as chatCalls from '@screener/contracts/calls/chat';
import { CHAT_IMAGE } from '@screener/contracts/chat-room';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { ChatDeps } from './deps.ts';
import { type ChatRoomRow, findChatRoom, findRoomMember, requireMember } from './members.ts';
import {
  CHAT_MESSAGE_IMAGE_FOLDER,
  CHAT_MESSAGE_IMAGE_URL_PREFIX,
  storeMessageImage,
} from './message-image.ts';
import { sendToMember, sendToRoom } from './messaging.ts';
import { banMember, listReports, removeMessageAsAdmin, removePrivateMessageAsAdmin } from './moderation.ts';
import {
  CHAT_IMAGE_CONTENT_TYPES,
  CHAT_IMAGE_STORAGE_FOLDER,
  CHAT_IMAGE_URL_PREFIX,
} from './profile-image.ts';
import {
  autoRegister,
  chatRoomOverview,
  checkMemberExistence,
  membershipOfScreener,
  registerMember,
  updateProfile,
} from './registration.ts';

const ZRoomPath = z.object({ chat_room_id: zPathId });
const _ZMemberPath = z.object({ chat_room_id: zPathId, id: zPathId });
const ZImagePath = z.object({ file: z.string() });

/** A body carrying a 2 MB picture as base64 is about 2.7 MB. */
const IMAGE_BODY_LIMIT = Math.ceil((CHAT_IMAGE.maxBytes * 4) / 3) + 64 * 1024;
/** Picture file names are hashes of their bytes: a name never changes its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The chat-room calls (spec part 2 §7.2), the pictures sent in conversations, and the pictures they store. */
export function registerChatRoomRoutes(app: FastifyInstance, deps: ChatDeps): void {
  registerCall(app, deps, chatCalls.checkRoomMember, async ({ body, params, company, viewer }) => ({
    member_details: await checkMemberExistence(deps, {
      companyId: company.id,
      chatRoomId: params.chat_room_id,
      consumerId: body.consumer_id,
      viewerId: viewer.consumerId,
    }),
  }));

  registerCall(
    app,
    deps,
    { ...chatCalls.registerMember, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } },
    async ({ body, params, company, viewer, language, now }) =>
      registerMember(deps, {
        companyId: company.id,
        chatRoomId: params.chat_room_id,
        consumerId: viewer.consumerId,
        body,
        language,
        now,
      }),
  );

  registerCall(
    app,
    deps,
    { ...chatCalls.updateMemberProfile, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } },
    async ({ body, params, company, viewer, language, now }) =>
      updateProfile(deps, {
        companyId: company.id,
        chatRoomId: params.chat_room_id,
        memberId: params.id,
        consumerId: viewer.consumerId,
        body,
        language,
        now,
      }),
  );

  registerCall(
    app,
    deps,
    { ...chatCalls.checkMemberExistence, screenerIdFromHeader: true },
    async ({ body, company, viewer }) => ({
      member: await membershipOfScreener(deps, {
        companyId: company.id,
        screenerId: body.screener_id,
        consumerId: viewer.consumerId,
      }),
    }),
  );

  registerCall(
    app,
    deps,
    { ...chatCalls.autoRegister, screenerIdFromHeader: true },
    async ({ body, company, viewer, now }) => ({
      member: await autoRegister(deps, {
        companyId: company.id,
        screenerId: body.screener_id,
        consumerId: viewer.consumerId,
        now,
      }),
    }),
  );

  registerCall(app, deps, chatCalls.overview, async ({ body, company, viewer }) =>
    chatRoomOverview(deps, {
      companyId: company.id,
      screenerId: body.screener_id,
      consumerId: viewer?.consumerId ?? null,
    }),
  );

  /** The member the viewer is in the company's room, for the picture calls. */
  const memberOf = async (chatRoomId: number, companyId: number, consumerId: number) => {
    await findChatRoom(deps.db, companyId, chatRoomId);
    return requireMember(deps.db, chatRoomId, consumerId);
  };

  registerCall(
    app,
    deps,
    { ...chatCalls.sendImage, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } },
    async ({ body, params, company, viewer, now }) => {
      const me = await memberOf(params.chat_room_id, company.id, viewer.consumerId);
      return {
        message: await sendToRoom(deps, me, { text: body.text, now }, () =>
          storeMessageImage(deps.storage, body.image),
        ),
      };
    },
  );

  registerCall(
    app,
    deps,
    { ...chatCalls.sendPrivateImage, routeOptions: { bodyLimit: IMAGE_BODY_LIMIT } },
    async ({ body, params, company, viewer, now }) => {
      const me = await memberOf(params.chat_room_id, company.id, viewer.consumerId);
      const other = await findRoomMember(deps.db, me.chatRoomId, body.member_id);
      return {
        message: await sendToMember(deps, me, other, { text: body.text, now }, () =>
          storeMessageImage(deps.storage, body.image),
        ),
      };
    },
  );

  /*
   * Moderation from the back-office (decision record 0021): a staff session of the host's company
   * with the support permission; no registration in the room needed. A ban takes the member out of
   * the room on every node, a deleted message is cleared for everyone.
   */
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

  for (const [prefix, folder] of [
    [CHAT_IMAGE_URL_PREFIX, CHAT_IMAGE_STORAGE_FOLDER],
    [CHAT_MESSAGE_IMAGE_URL_PREFIX, CHAT_MESSAGE_IMAGE_FOLDER],
  ] as const) {
    app.get(`${prefix}:file`, async (request, reply) => {
      const { file } = ZImagePath.parse(request.params);
      const match = /^([0-9a-f]{32})\.(jpg|png|webp)$/.exec(file);
      const bytes = match ? await deps.storage.get(`${folder}/${file}`) : null;
      if (!match || !bytes) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', CHAT_IMAGE_CONTENT_TYPES[match[2] ?? ''])
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  }
}
