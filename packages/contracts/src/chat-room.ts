import { z } from 'zod';
import { ZApiDateTime } from './dates.ts';
import { validationMessage, zChatBio, zChatName, zEmail, zId } from './validation.ts';

/**
 * The community chat room, BE-IN (spec part 2 §2.6, §3, §4.8, §7.2, §7.5, §9): members and their
 * profiles, the room's messages, private chats between two members with approval, reactions, and
 * every realtime request and its acknowledgement.
 */

/** Reactions (spec part 2 §9); the same emoji again removes the member's reaction. */
export const CHAT_REACTIONS = ['thumbs_up', 'heart', 'laugh', 'surprise', 'sad', 'pray'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];
export const CHAT_REACTION_EMOJI: Record<ChatReaction, string> = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😂',
  surprise: '😮',
  sad: '😢',
  pray: '🙏',
};
export const ZChatReaction = z.enum(CHAT_REACTIONS);
/** Who reacted with what: reaction -> member ids. */
export const ZReactions = z.partialRecord(ZChatReaction, z.array(z.number().int()));
export type Reactions = z.infer<typeof ZReactions>;

/** Adds the member's reaction, or removes it when the member already reacted with the same one. */
export function toggleReaction(reactions: Reactions, reaction: ChatReaction, memberId: number): Reactions {
  const current = reactions[reaction] ?? [];
  const next = current.includes(memberId) ? current.filter((id) => id !== memberId) : [...current, memberId];
  const copy: Reactions = { ...reactions };
  if (next.length === 0) delete copy[reaction];
  else copy[reaction] = next;
  return copy;
}

/** A private chat's key: the two consumer ids sorted and joined with `_` (spec part 2 §3). */
export function privateChatKey(firstConsumerId: number, secondConsumerId: number): string {
  return [firstConsumerId, secondConsumerId].sort((a, b) => a - b).join('_');
}

export const CHAT_MESSAGE_TYPES = ['text', 'image'] as const;
/** Text is plain text; the longest message a member may send. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 500;
/** A member may send 3 messages in 2 seconds; the next one blocks sending for 10 seconds. */
export const CHAT_RATE_LIMIT = { messages: 3, windowMs: 2000, blockMs: 10_000 } as const;
/** How long a node gathers members coming and going before telling the room (`chat-room.presence`). */
export const CHAT_PRESENCE_FLUSH_MS = 500;
/** How many room messages a join returns when the client has none yet, and at most when catching up. */
export const CHAT_ROOM_HISTORY = 50;
export const CHAT_CATCH_UP_MAX = 500;

/** The profile image (spec part 2 §9): under 2 MB, a 300x300 square, a real picture. */
export const CHAT_IMAGE = {
  maxBytes: 2 * 1024 * 1024,
  side: 300,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;
/** The image travels as a data URL of the cropped square; the server checks its bytes again. */
export const zChatImageDataUrl = z
  .string()
  .max(Math.ceil((CHAT_IMAGE.maxBytes * 4) / 3) + 64, {
    error: validationMessage('validation.max_length', { length: CHAT_IMAGE.maxBytes }),
  })
  .regex(/^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, {
    error: validationMessage('validation.invalid_character'),
  });

/**
 * A picture sent in the room or a private chat (spec part 2 §3 messageType and mediaUrl): a real
 * JPEG, PNG or WebP under 2 MB, at most 4096 pixels a side, sent as a data URL over an HTTP call
 * (a socket message that size would pass Socket.IO's 1 MB frame limit) and checked by its bytes.
 */
export const CHAT_MESSAGE_IMAGE = {
  maxBytes: CHAT_IMAGE.maxBytes,
  maxSide: 4096,
  types: CHAT_IMAGE.types,
} as const;
/** A picture's caption: plain text like a message, and may be empty. */
export const zChatCaption = z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).default('');
export const ZChatRoomImageRequest = z.object({ image: zChatImageDataUrl, text: zChatCaption });
export const ZPrivateImageRequest = ZChatRoomImageRequest.extend({ member_id: zId });

/** The profile form (spec part 2 §5); the image is checked apart from the form. */
export const ZChatProfileForm = z.object({ name: zChatName, bio: zChatBio });
export type ChatProfileForm = z.infer<typeof ZChatProfileForm>;

export const ZChatMember = z.object({
  id: zId,
  consumer_id: zId,
  chat_room_id: zId,
  name: z.string(),
  bio: z.string(),
  /** Served with long caching: the file name changes with the picture. */
  profile_image: z.string().nullable(),
  online: z.boolean(),
  last_seen: ZApiDateTime.nullable(),
  last_active: ZApiDateTime.nullable(),
});
export type ChatMember = z.infer<typeof ZChatMember>;

// ---- Calls (spec part 2 §7.2) ----

export const ZCheckChatMemberRequest = z.object({ consumer_id: zId });
export const ZCheckChatMemberResponse = z.object({ member_details: ZChatMember.nullable() });

export const ZRegisterChatMemberRequest = ZChatProfileForm.extend({
  email: zEmail,
  profile_image: zChatImageDataUrl,
  chat_room_id: zId,
});
export type RegisterChatMemberRequest = z.infer<typeof ZRegisterChatMemberRequest>;
export const ZRegisterChatMemberResponse = z.object({ message: z.string(), member: ZChatMember });

/** The member's own fields; the accepted and rejected lists are never sent this way. */
export const ZUpdateChatProfileRequest = ZChatProfileForm.extend({
  profile_image: zChatImageDataUrl.optional(),
});
export const ZUpdateChatProfileResponse = z.object({ message: z.string(), member: ZChatMember });

export const CHAT_MEMBERSHIP_STATUS = ['registered', 'not_registered', 'no_chat_room'] as const;
export const ZChatMembership = z.object({
  /** True when the viewer is already a member: the auto-register page goes straight to the overview. */
  redirect_screener: z.boolean(),
  screener_id: zId,
  status: z.enum(CHAT_MEMBERSHIP_STATUS),
});
export const ZChatMembershipRequest = z.object({ screener_id: zId });
export const ZChatMembershipResponse = z.object({ member: ZChatMembership });

/** The overview's hero and stat cards. */
export const ZChatRoomOverviewRequest = z.object({ screener_id: zId });
export const ZChatRoomOverview = z.object({
  chat_room_id: zId,
  screener_id: zId,
  title: z.string(),
  premiere_at: ZApiDateTime.nullable(),
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  /** The viewer's own membership, null for a guest or a viewer not registered yet. */
  me: ZChatMember.nullable(),
});
export type ChatRoomOverview = z.infer<typeof ZChatRoomOverview>;

// ---- Moderation by the company's administrators, registered in the room or not ----

/** A report names a message of the room or of a private chat (their ids are counted apart). */
export const CHAT_MESSAGE_KINDS = ['room', 'private'] as const;
export const ZChatMessageKind = z.enum(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = z.infer<typeof ZChatMessageKind>;
/** A room message unless `message_kind` says private (a reported private message). */
export const ZModerationMessage = z.object({
  message_id: zId,
  message_kind: ZChatMessageKind.default('room'),
});
export const ZModerationMember = z.object({ member_id: zId });
export const ZModerationDone = z.object({});
/** The reported message as the moderators see it; a deleted one keeps only its kind, id and time. */
export const ZReportedMessage = z.object({
  kind: ZChatMessageKind,
  id: zId,
  text: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  media_url: z.string().nullable(),
  deleted: z.boolean(),
  timestamp: ZApiDateTime,
});
export type ReportedMessage = z.infer<typeof ZReportedMessage>;
export const ZChatReport = z.object({
  id: zId,
  reporter: ZChatMember,
  reported: ZChatMember,
  /** The reported member was banned since. */
  reported_banned: z.boolean(),
  reason: z.string(),
  /** Null for a report of the member's profile. */
  message: ZReportedMessage.nullable(),
  created_at: ZApiDateTime,
});
export type ChatReport = z.infer<typeof ZChatReport>;
export const ZChatReportsRequest = z.object({});
/** The room's reports, newest first. */
export const ZChatReportsResponse = z.object({ reports: z.array(ZChatReport) });

// ---- Realtime data (spec part 2 §3 chat data) ----

export const ZChatRoomMessage = z.object({
  id: zId,
  chat_room_id: zId,
  sender_id: zId,
  text: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  media_url: z.string().nullable(),
  reactions: ZReactions,
  edited: z.boolean(),
  timestamp: ZApiDateTime,
});
export type ChatRoomMessage = z.infer<typeof ZChatRoomMessage>;
export const ZChatRoomImageResponse = z.object({ message: ZChatRoomMessage });

export const ZPrivateMessage = z.object({
  id: zId,
  chat_key: z.string(),
  sender_id: zId,
  receiver_id: zId,
  text: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  media_url: z.string().nullable(),
  is_read: z.boolean(),
  approved: z.boolean(),
  reactions: ZReactions,
  edited: z.boolean(),
  timestamp: ZApiDateTime,
});
export type PrivateMessage = z.infer<typeof ZPrivateMessage>;
export const ZPrivateImageResponse = z.object({ message: ZPrivateMessage });

/** A private chat as one participant sees it: the other member, the flags, the unread count. */
export const ZPrivateChat = z.object({
  key: z.string(),
  other_member_id: zId,
  requested_by: zId,
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
  last_message: z.string().nullable(),
  last_message_timestamp: ZApiDateTime.nullable(),
  unread: z.number().int(),
});
export type PrivateChat = z.infer<typeof ZPrivateChat>;

// ---- Realtime requests (spec part 2 §7.5) ----

/**
 * A member's requests over the room's socket. None moderates: deleting another's message and
 * banning are the back-office's staff calls (`admin/chat-room/{id}/...`, decision 0021), whatever
 * role the viewer's row carries.
 */
export const CHAT_ROOM_SOCKET = {
  join: 'chat-room:join',
  leave: 'chat-room:leave',
  members: 'chat-room:members',
  send: 'chat-room:send',
  edit: 'chat-room:edit',
  remove: 'chat-room:delete',
  react: 'chat-room:react',
  profile: 'chat-room:profile',
  privateOpen: 'private:open',
  privateSend: 'private:send',
  privateEdit: 'private:edit',
  privateRemove: 'private:delete',
  privateReact: 'private:react',
  approve: 'private:approve',
  reject: 'private:reject',
  block: 'member:block',
  report: 'member:report',
} as const;

const zText = z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH);
const room = { chat_room_id: zId };

/**
 * The server's time of a join or an opened chat (ms since the epoch), kept by the client and sent
 * back as `since` when it catches up: the reply then also carries the held messages changed
 * (edited, reacted to) since then, and the ids of those deleted since then, in `removed`.
 */
export const zSyncMark = z.number().int().nonnegative();
/** Changes this long before `since` are sent again (nodes' clocks, commits just after the mark). */
export const CHAT_SYNC_MARGIN_MS = 5000;
/** `after`: the last room message id the client holds; the reply then carries only newer ones. */
export const ZChatRoomJoin = z.object({ ...room, after: zId.optional(), since: zSyncMark.optional() });
export const ZChatRoomLeave = z.object(room);
/**
 * The member list travels in pages in the drawer's order, online first and then by name: a join
 * carries the first page, and the list asks for the next as it scrolls (2,000 members in the join
 * reply were 0.4 MB and made joining slow, see BENCHMARKS.md).
 */
export const CHAT_MEMBERS_PAGE = 50;
/** Where a page ends: the next page starts after this member in the list's order. */
export const ZChatMembersCursor = z.object({ online: z.boolean(), name: z.string(), id: zId });
export type ChatMembersCursor = z.infer<typeof ZChatMembersCursor>;
/**
 * A page of members (`after` the last one held, names containing `search`), or, with `ids`, those
 * members (a message's sender or a chat's other member the client has not met yet).
 */
export const ZChatRoomMembers = z.object({
  ...room,
  after: ZChatMembersCursor.optional(),
  search: z.string().trim().max(30).optional(),
  ids: z.array(zId).min(1).max(CHAT_MEMBERS_PAGE).optional(),
});
export const ZChatRoomSend = z.object({ ...room, text: zText });
export const ZChatRoomEdit = z.object({ ...room, message_id: zId, text: zText });
export const ZChatRoomRemove = z.object({ ...room, message_id: zId });
export const ZChatRoomReact = z.object({ ...room, message_id: zId, reaction: ZChatReaction });
export const ZMemberTarget = z.object({ ...room, member_id: zId });
export const ZPrivateOpen = z.object({
  ...room,
  member_id: zId,
  after: zId.optional(),
  since: zSyncMark.optional(),
});
export const ZPrivateSend = z.object({ ...room, member_id: zId, text: zText });
export const ZPrivateEdit = ZChatRoomEdit;
export const ZPrivateRemove = ZChatRoomRemove;
export const ZPrivateReact = ZChatRoomReact;
/**
 * A report of a member, or of one of the member's messages (`message_id`, in the room unless
 * `message_kind` says private): the message must be one the reporter sees, sent by that member.
 */
export const ZMemberReport = z.object({
  ...room,
  member_id: zId,
  reason: z.string().trim().max(REPORT_REASON_MAX_LENGTH).default(''),
  message_id: zId.optional(),
  message_kind: ZChatMessageKind.default('room'),
});

const ZRefusal = z.object({
  ok: z.literal(false),
  error: z.object({ code: z.number().int(), message: z.string() }),
});
const okWith = <S extends z.ZodRawShape>(shape: S) =>
  z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), ...shape }), ZRefusal]);

export const ZChatRoomJoinReply = okWith({
  me: ZChatMember,
  /** The list's first page, plus the senders of `messages` and the other members of `chats`. */
  members: z.array(ZChatMember),
  /** Where the first page ends; null when it holds every member. */
  members_next: ZChatMembersCursor.nullable(),
  messages: z.array(ZChatRoomMessage),
  chats: z.array(ZPrivateChat),
  /** Members who accepted each other: the friends list. */
  friends: z.array(zId),
  /** Members this member rejected or blocked, or who rejected this member. */
  rejected: z.array(zId),
  /** Held messages deleted since `since`. */
  removed: z.array(zId),
  synced_at: zSyncMark,
});
export type ChatRoomJoinReply = z.infer<typeof ZChatRoomJoinReply>;
export const ZChatRoomMessageReply = okWith({ message: ZChatRoomMessage });
export const ZChatRoomMembersReply = okWith({
  members: z.array(ZChatMember),
  next: ZChatMembersCursor.nullable(),
});
export const ZPrivateOpenReply = okWith({
  chat: ZPrivateChat.nullable(),
  messages: z.array(ZPrivateMessage),
  removed: z.array(zId),
  synced_at: zSyncMark,
});
export const ZPrivateMessageReply = okWith({ message: ZPrivateMessage });
export const ZPrivateChatReply = okWith({ chat: ZPrivateChat });
export const ZProfileReply = okWith({ member: ZChatMember });
export const ZDoneReply = okWith({});
export type Refusal = z.infer<typeof ZRefusal>;

// ---- Server events (members of the realtime union) ----

export const chatRoomServerEvents = [
  z.object({ type: z.literal('chat-room.message'), chat_room_id: zId, message: ZChatRoomMessage }),
  z.object({ type: z.literal('chat-room.message-removed'), chat_room_id: zId, message_id: zId }),
  /** A member registered or changed the profile. */
  z.object({ type: z.literal('chat-room.member'), chat_room_id: zId, member: ZChatMember }),
  /**
   * Members who came online or went offline on one node in the last moment, told together: a
   * room of thousands filling up at a premiere would otherwise tell every arrival to everyone.
   */
  z.object({ type: z.literal('chat-room.presence'), chat_room_id: zId, members: z.array(ZChatMember) }),
  /** A member was banned: the room forgets the member. */
  z.object({ type: z.literal('chat-room.member-removed'), chat_room_id: zId, member_id: zId }),
  /** To the banned member only, just before the connection closes. */
  z.object({ type: z.literal('chat-room.banned'), chat_room_id: zId }),
  /** To each participant: the chat as that participant sees it. */
  z.object({ type: z.literal('private.chat'), chat_room_id: zId, chat: ZPrivateChat }),
  z.object({ type: z.literal('private.message'), chat_room_id: zId, message: ZPrivateMessage }),
  z.object({
    type: z.literal('private.message-removed'),
    chat_room_id: zId,
    chat_key: z.string(),
    message_id: zId,
  }),
] as const;

/** The server's success messages of registration and profile update, shown to the member. */
export const CHAT_SUCCESS_MESSAGES = {
  registered: {
    en: 'You are registered in the chat room.',
    es: 'Te has registrado en la sala de chat.',
    he: 'נרשמת לחדר הצ׳אט.',
    it: 'Ti sei registrato nella chat room.',
  },
  profileUpdated: {
    en: 'Your profile was updated.',
    es: 'Tu perfil se ha actualizado.',
    he: 'הפרופיל שלך עודכן.',
    it: 'Il tuo profilo è stato aggiornato.',
  },
} as const;
