import type { Reactions } from '@screener/contracts/chat-room';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { consumers } from '../auth/schema.ts';
import { tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'video', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The community chat room (BE-IN) of an event; one per event. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    title: text('title').notNull(),
    premiereAt: timestamptz('premiere_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('chat_rooms_screener_unique').on(table.screenerId)],
);

/** A registered participant of a room: name 5-30, bio 10-300, a 300x300 image. */
export const chatMembers = pgTable(
  'chat_members',
  {
    id: serial('id').primaryKey(),
    chatRoomId: ownedBy('chat_room_id', () => chatRooms.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    bio: text('bio').notNull().default(''),
    profileImage: text('profile_image'),
    online: boolean('online').notNull().default(false),
    lastSeen: timestamptz('last_seen'),
    lastActive: timestamptz('last_active'),
    /** Sending is refused until then: the member sent too many messages too fast. */
    mutedUntil: timestamptz('muted_until'),
    /** Banned by the company: disconnected, and never registered again in this room. */
    bannedAt: timestamptz('banned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('chat_members_room_consumer_unique').on(table.chatRoomId, table.consumerId),
    index('chat_members_consumer_idx').on(table.consumerId),
    /** The member list's pages: online first, then by name (see listMembersPage). */
    index('chat_members_room_list_idx').on(
      table.chatRoomId,
      table.online.desc().nullsFirst(),
      table.name,
      table.id,
    ),
  ],
);

export const chatRoomMessages = pgTable(
  'chat_room_messages',
  {
    id: serial('id').primaryKey(),
    chatRoomId: ownedBy('chat_room_id', () => chatRooms.id),
    senderMemberId: ownedBy('sender_member_id', () => chatMembers.id),
    text: text('text').notNull().default(''),
    messageType: text('message_type').$type<ChatMessageType>().notNull().default('text'),
    mediaUrl: text('media_url'),
    reactions: jsonb('reactions').$type<Reactions>().notNull().default({}),
    edited: boolean('edited').notNull().default(false),
    /**
     * Deleted: the content is cleared and the row stays as a mark, so that a client that was away
     * learns of the deletion when it catches up (decision record 0012).
     */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    /** Set by every edit, reaction and deletion: what a catch-up asks for. */
    updatedAt: updatedAt(),
  },
  (table) => [
    index('chat_room_messages_room_idx').on(table.chatRoomId, table.id),
    index('chat_room_messages_room_updated_idx').on(table.chatRoomId, table.updatedAt),
  ],
);

/**
 * A conversation between two members of a room. `key` is the two consumer ids sorted and joined
 * with '_' (the spec's key); `first_member_id` belongs to the smaller consumer id. The requester's
 * first message waits for approval; approving or rejecting sets the flags.
 */
export const privateChats = pgTable(
  'private_chats',
  {
    id: serial('id').primaryKey(),
    chatRoomId: ownedBy('chat_room_id', () => chatRooms.id),
    key: text('key').notNull(),
    firstMemberId: ownedBy('first_member_id', () => chatMembers.id),
    secondMemberId: ownedBy('second_member_id', () => chatMembers.id),
    requestedByMemberId: ownedBy('requested_by_member_id', () => chatMembers.id),
    isApproved: boolean('is_approved').notNull().default(false),
    isRejected: boolean('is_rejected').notNull().default(false),
    lastMessage: text('last_message'),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('private_chats_room_key_unique').on(table.chatRoomId, table.key),
    index('private_chats_first_member_idx').on(table.firstMemberId),
    index('private_chats_second_member_idx').on(table.secondMemberId),
  ],
);

export const privateMessages = pgTable(
  'private_messages',
  {
    id: serial('id').primaryKey(),
    privateChatId: ownedBy('private_chat_id', () => privateChats.id),
    senderMemberId: ownedBy('sender_member_id', () => chatMembers.id),
    receiverMemberId: ownedBy('receiver_member_id', () => chatMembers.id),
    text: text('text').notNull().default(''),
    messageType: text('message_type').$type<ChatMessageType>().notNull().default('text'),
    mediaUrl: text('media_url'),
    isRead: boolean('is_read').notNull().default(false),
    approved: boolean('approved').notNull().default(false),
    reactions: jsonb('reactions').$type<Reactions>().notNull().default({}),
    edited: boolean('edited').notNull().default(false),
    /** Deleted: cleared, kept as a mark for a catch-up, like a room message. */
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('private_messages_chat_idx').on(table.privateChatId, table.id),
    index('private_messages_unread_idx').on(table.receiverMemberId).where(sql`not ${table.isRead}`),
  ],
);

export const MEMBER_RELATION_KINDS = ['accepted', 'rejected', 'friend', 'blocked'] as const;
export type MemberRelationKind = (typeof MEMBER_RELATION_KINDS)[number];

/** A member's accepted profiles, rejected profiles and friends (one row per direction). */
export const memberRelations = pgTable(
  'member_relations',
  {
    id: serial('id').primaryKey(),
    memberId: ownedBy('member_id', () => chatMembers.id),
    otherMemberId: ownedBy('other_member_id', () => chatMembers.id),
    kind: text('kind').$type<MemberRelationKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_relations_unique').on(table.memberId, table.otherMemberId, table.kind),
    index('member_relations_other_idx').on(table.otherMemberId),
  ],
);

/**
 * A member's report of another member, for the company's moderators; it names the member's message
 * it is about (a room message or a private one, never both), or none when it is about the profile.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    chatRoomId: ownedBy('chat_room_id', () => chatRooms.id),
    reporterMemberId: ownedBy('reporter_member_id', () => chatMembers.id),
    reportedMemberId: ownedBy('reported_member_id', () => chatMembers.id),
    reason: text('reason').notNull().default(''),
    roomMessageId: integer('room_message_id').references(() => chatRoomMessages.id, { onDelete: 'cascade' }),
    privateMessageId: integer('private_message_id').references(() => privateMessages.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_reports_room_idx').on(table.chatRoomId),
    check(
      'chat_reports_one_message',
      sql`${table.roomMessageId} is null or ${table.privateMessageId} is null`,
    ),
  ],
);

/** The live chat beside an event's player; loaded newest first, 20 at a time. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    /** Kept for the company's moderation; never sent to the room. */
    email: text('email').notNull(),
    /** The author as the room sees it, as it was when the message was sent. */
    authorUuid: text('author_uuid'),
    authorName: text('author_name'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('live_chat_messages_screener_idx').on(table.screenerId, table.id.desc())],
);
