import * as chatCalls from '@screener/contracts/calls/chat';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { ChatDeps } from './deps.ts';
import { IMAGE_BODY_LIMIT } from './image-body-limit.ts';
import {
  autoRegister,
  chatRoomOverview,
  checkMemberExistence,
  membershipOfScreener,
  registerMember,
  updateProfile,
} from './registration.ts';

/** Joining a room and being in it: the overview, registration, the member's profile and the checks. */
export function registerMembershipRoutes(app: FastifyInstance, deps: ChatDeps): void {
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
}
