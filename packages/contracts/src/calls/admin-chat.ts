import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZChatReportsRequest,
  ZChatReportsResponse,
  ZModerationDone,
  ZModerationMember,
  ZModerationMessage,
} from '../chat-room.ts';
import { zPathId } from '../validation.ts';

const ZRoomPath = z.object({ chat_room_id: zPathId });

export const reports = defineCall({
  path: 'admin/chat-room/:chat_room_id/reports',
  body: ZChatReportsRequest,
  response: ZChatReportsResponse,
  params: ZRoomPath,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});

export const deleteMessage = defineCall({
  path: 'admin/chat-room/:chat_room_id/delete-message',
  body: ZModerationMessage,
  response: ZModerationDone,
  params: ZRoomPath,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});

export const ban = defineCall({
  path: 'admin/chat-room/:chat_room_id/ban',
  body: ZModerationMember,
  response: ZModerationDone,
  params: ZRoomPath,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});
