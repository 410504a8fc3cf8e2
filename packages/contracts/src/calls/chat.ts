import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZChatMembershipRequest,
  ZChatMembershipResponse,
  ZChatRoomImageRequest,
  ZChatRoomImageResponse,
  ZChatRoomOverview,
  ZChatRoomOverviewRequest,
  ZCheckChatMemberRequest,
  ZCheckChatMemberResponse,
  ZPrivateImageRequest,
  ZPrivateImageResponse,
  ZRegisterChatMemberRequest,
  ZRegisterChatMemberResponse,
  ZUpdateChatProfileRequest,
  ZUpdateChatProfileResponse,
} from '../chat-room.ts';
import { zPathId } from '../validation.ts';

const ZRoomPath = z.object({ chat_room_id: zPathId });
const ZMemberPath = z.object({ chat_room_id: zPathId, id: zPathId });

export const checkRoomMember = defineCall({
  path: 'chat-room/:chat_room_id/members/check-member-existence',
  body: ZCheckChatMemberRequest,
  response: ZCheckChatMemberResponse,
  params: ZRoomPath,
  auth: 'consumer',
  tenant: 'host',
});

export const registerMember = defineCall({
  path: 'chat-room/:chat_room_id/members/register',
  body: ZRegisterChatMemberRequest,
  response: ZRegisterChatMemberResponse,
  params: ZRoomPath,
  auth: 'consumer',
  tenant: 'host',
});

export const updateMemberProfile = defineCall({
  path: 'chat-room/:chat_room_id/members/update-profile/:id',
  body: ZUpdateChatProfileRequest,
  response: ZUpdateChatProfileResponse,
  params: ZMemberPath,
  auth: 'consumer',
  tenant: 'host',
});

export const checkMemberExistence = defineCall({
  path: 'chat-room/check-member-existence',
  body: ZChatMembershipRequest,
  response: ZChatMembershipResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const autoRegister = defineCall({
  path: 'chat-room/auto-register',
  body: ZChatMembershipRequest,
  response: ZChatMembershipResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const overview = defineCall({
  path: 'chat-room/overview',
  body: ZChatRoomOverviewRequest,
  response: ZChatRoomOverview,
  auth: 'optional',
  tenant: 'host',
});

export const sendImage = defineCall({
  path: 'chat-room/:chat_room_id/messages/send-image',
  body: ZChatRoomImageRequest,
  response: ZChatRoomImageResponse,
  params: ZRoomPath,
  auth: 'consumer',
  tenant: 'host',
});

export const sendPrivateImage = defineCall({
  path: 'chat-room/:chat_room_id/private/send-image',
  body: ZPrivateImageRequest,
  response: ZPrivateImageResponse,
  params: ZRoomPath,
  auth: 'consumer',
  tenant: 'host',
});
