import {
  CHAT_SUCCESS_MESSAGES,
  type ChatMember,
  type ChatRoomOverview,
  type RegisterChatMemberRequest,
} from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import type { LanguageCode } from '@screener/contracts/language';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StoragePort } from '../../ports/storage.ts';
import { findConsumer } from '../auth/index.ts';
import type { ChatDeps } from './deps.ts';
import {
  type ChatMemberRow,
  countRoomMembers,
  findChatRoom,
  findChatRoomOfScreener,
  findMemberOfConsumer,
  memberView,
  requireMember,
} from './members.ts';
import { storeProfileImage } from './profile-image.ts';
import { chatMembers } from './schema.ts';

type Deps = Pick<ChatDeps, 'db' | 'events'> & { storage: StoragePort };

/** A member as the room sees it, told to everyone in the room. */
function announce(deps: Pick<ChatDeps, 'events'>, row: ChatMemberRow): ChatMember {
  const member = memberView(row);
  deps.events.toChatRoom(row.chatRoomId, { type: 'chat-room.member', chat_room_id: row.chatRoomId, member });
  return member;
}

async function insertMember(deps: Deps, values: typeof chatMembers.$inferInsert): Promise<ChatMemberRow> {
  const existing = await findMemberOfConsumer(deps.db, values.chatRoomId, values.consumerId);
  if (existing?.bannedAt) throw new AppError('CHAT_BANNED');
  if (existing) throw new AppError('CHAT_ALREADY_MEMBER');
  try {
    const [row] = await deps.db.insert(chatMembers).values(values).returning();
    if (!row) throw new Error('chat member insert returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CHAT_ALREADY_MEMBER');
    throw error;
  }
}

/** `chat-room/{chat_room_id}/members/check-member-existence`: the viewer's own membership only. */
export async function checkMemberExistence(
  deps: Pick<ChatDeps, 'db'>,
  input: { companyId: number; chatRoomId: number; consumerId: number; viewerId: number },
): Promise<ChatMember | null> {
  if (input.consumerId !== input.viewerId) throw new AppError('FORBIDDEN');
  await findChatRoom(deps.db, input.companyId, input.chatRoomId);
  const member = await findMemberOfConsumer(deps.db, input.chatRoomId, input.consumerId);
  return member && !member.bannedAt ? memberView(member) : null;
}

/** `chat-room/{chat_room_id}/members/register` (spec part 2 §4.8): name, bio and a checked picture. */
export async function registerMember(
  deps: Deps,
  input: {
    companyId: number;
    chatRoomId: number;
    consumerId: number;
    body: RegisterChatMemberRequest;
    language: LanguageCode;
    now: Date;
  },
): Promise<{ message: string; member: ChatMember }> {
  if (input.body.chat_room_id !== input.chatRoomId) throw new AppError('NOT_FOUND');
  await findChatRoom(deps.db, input.companyId, input.chatRoomId);
  const existing = await findMemberOfConsumer(deps.db, input.chatRoomId, input.consumerId);
  if (existing?.bannedAt) throw new AppError('CHAT_BANNED');
  if (existing) throw new AppError('CHAT_ALREADY_MEMBER');
  const profileImage = await storeProfileImage(deps.storage, input.body.profile_image);
  const row = await insertMember(deps, {
    chatRoomId: input.chatRoomId,
    consumerId: input.consumerId,
    name: input.body.name,
    email: input.body.email,
    bio: input.body.bio,
    profileImage,
    lastActive: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { message: CHAT_SUCCESS_MESSAGES.registered[input.language], member: announce(deps, row) };
}

/** `.../members/update-profile/{id}`: a member changes only their own name, bio and picture. */
export async function updateProfile(
  deps: Deps,
  input: {
    companyId: number;
    chatRoomId: number;
    memberId: number;
    consumerId: number;
    body: { name: string; bio: string; profile_image?: string | undefined };
    language: LanguageCode;
    now: Date;
  },
): Promise<{ message: string; member: ChatMember }> {
  await findChatRoom(deps.db, input.companyId, input.chatRoomId);
  const member = await requireMember(deps.db, input.chatRoomId, input.consumerId);
  if (member.id !== input.memberId) throw new AppError('FORBIDDEN');
  const profileImage = input.body.profile_image
    ? await storeProfileImage(deps.storage, input.body.profile_image)
    : member.profileImage;
  const [row] = await deps.db
    .update(chatMembers)
    .set({ name: input.body.name, bio: input.body.bio, profileImage, updatedAt: input.now })
    .where(eq(chatMembers.id, member.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return { message: CHAT_SUCCESS_MESSAGES.profileUpdated[input.language], member: announce(deps, row) };
}

type Membership = {
  redirect_screener: boolean;
  screener_id: number;
  status: 'registered' | 'not_registered' | 'no_chat_room';
};

/** `chat-room/check-member-existence`: whether the viewer is registered in the event's room. */
export async function membershipOfScreener(
  deps: Pick<ChatDeps, 'db'>,
  input: { companyId: number; screenerId: number; consumerId: number },
): Promise<Membership> {
  const room = await findChatRoomOfScreener(deps.db, input.companyId, input.screenerId);
  if (!room) return { redirect_screener: false, screener_id: input.screenerId, status: 'no_chat_room' };
  const member = await findMemberOfConsumer(deps.db, room.id, input.consumerId);
  if (member?.bannedAt) throw new AppError('CHAT_BANNED');
  return member
    ? { redirect_screener: true, screener_id: input.screenerId, status: 'registered' }
    : { redirect_screener: false, screener_id: input.screenerId, status: 'not_registered' };
}

/** Fits the account's name into the chat name's 5 to 30 characters. */
function chatNameOf(name: string | null, email: string): string {
  const base = (name?.trim() || email.split('@')[0] || email).slice(0, 30);
  return base.length >= 5 ? base : base.padEnd(5, '.');
}

/**
 * `chat-room/auto-register`: the invited viewer (signed in by the link) joins the event's room under
 * the account's name; the picture and bio are added later from the profile.
 */
export async function autoRegister(
  deps: Deps,
  input: { companyId: number; screenerId: number; consumerId: number; now: Date },
): Promise<Membership> {
  const room = await findChatRoomOfScreener(deps.db, input.companyId, input.screenerId);
  if (!room) throw new AppError('NOT_FOUND');
  const existing = await findMemberOfConsumer(deps.db, room.id, input.consumerId);
  if (existing?.bannedAt) throw new AppError('CHAT_BANNED');
  if (!existing) {
    const consumer = await findConsumer(deps.db, input.companyId, input.consumerId);
    if (!consumer) throw new AppError('SESSION_EXPIRED');
    const email = consumer.contactEmail ?? consumer.email;
    try {
      announce(
        deps,
        await insertMember(deps, {
          chatRoomId: room.id,
          consumerId: input.consumerId,
          name: chatNameOf(consumer.name, email),
          email,
          lastActive: input.now,
          createdAt: input.now,
          updatedAt: input.now,
        }),
      );
    } catch (error) {
      // Two tabs continuing at once: the other one registered the viewer.
      if (!(error instanceof AppError && error.errorName === 'CHAT_ALREADY_MEMBER')) throw error;
    }
  }
  return { redirect_screener: true, screener_id: input.screenerId, status: 'registered' };
}

/** The overview's hero and stat cards (spec part 2 §2.6), with the viewer's membership. */
export async function chatRoomOverview(
  deps: Pick<ChatDeps, 'db'>,
  input: { companyId: number; screenerId: number; consumerId: number | null },
): Promise<ChatRoomOverview> {
  const room = await findChatRoomOfScreener(deps.db, input.companyId, input.screenerId);
  if (!room) throw new AppError('NOT_FOUND');
  const [counts, me] = await Promise.all([
    countRoomMembers(deps.db, room.id),
    input.consumerId === null ? null : findMemberOfConsumer(deps.db, room.id, input.consumerId),
  ]);
  return {
    chat_room_id: room.id,
    screener_id: room.screenerId,
    title: room.title,
    premiere_at: room.premiereAt ? toApiDateTime(room.premiereAt) : null,
    total: counts.total,
    online: counts.online,
    offline: counts.total - counts.online,
    me: me && !me.bannedAt ? memberView(me) : null,
  };
}
