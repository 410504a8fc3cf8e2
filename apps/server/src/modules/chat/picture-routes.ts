import * as chatCalls from '@screener/contracts/calls/chat';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { ChatDeps } from './deps.ts';
import { IMAGE_BODY_LIMIT } from './image-body-limit.ts';
import { findChatRoom, findRoomMember, requireMember } from './members.ts';
import {
  CHAT_MESSAGE_IMAGE_FOLDER,
  CHAT_MESSAGE_IMAGE_URL_PREFIX,
  storeMessageImage,
} from './message-image.ts';
import { sendToMember, sendToRoom } from './messaging.ts';
import {
  CHAT_IMAGE_CONTENT_TYPES,
  CHAT_IMAGE_STORAGE_FOLDER,
  CHAT_IMAGE_URL_PREFIX,
} from './profile-image.ts';

const ZImagePath = z.object({ file: z.string() });

/** Picture file names are hashes of their bytes: a name never changes its content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pictures sent in the room's conversations, and the stored pictures (profiles and messages) served back. */
export function registerPictureRoutes(app: FastifyInstance, deps: ChatDeps): void {
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
