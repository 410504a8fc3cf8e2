import type { FastifyInstance } from 'fastify';
import type { ChatDeps } from './deps.ts';
import { registerMembershipRoutes } from './membership-routes.ts';
import { registerModerationRoutes } from './moderation-routes.ts';
import { registerPictureRoutes } from './picture-routes.ts';

/** The chat-room calls (spec part 2 §7.2), the pictures sent in conversations, and the pictures they store. */
export function registerChatRoomRoutes(app: FastifyInstance, deps: ChatDeps): void {
  registerMembershipRoutes(app, deps);
  registerPictureRoutes(app, deps);
  registerModerationRoutes(app, deps);
}
