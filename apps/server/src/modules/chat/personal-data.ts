import { toApiDateTime } from '@screener/contracts/dates';
import { ERASED_TEXT, erasedEmail } from '@screener/contracts/privacy';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { chatMembers, chatRoomMessages, chatRooms, liveChatMessages, privateMessages } from './schema.ts';

/** The viewer's room profiles of the company (a consumer id belongs to one company). */
const membersOf = (db: DbExecutor, companyId: number, consumerId: number) =>
  db
    .select({ id: chatMembers.id })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.chatRoomId))
    .where(and(ofCompany(chatRooms, companyId), eq(chatMembers.consumerId, consumerId)));

/**
 * The viewer's chat: room profiles, messages in rooms, private messages sent and the live chat
 * beside the player. Erasing keeps each message's place in the conversation (others answered it)
 * with its text replaced by a neutral mark, and the profile without name, email, bio or picture.
 */
export function chatPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'chat',
    async export(companyId, consumerId) {
      const profiles = await db
        .select({
          id: chatMembers.id,
          roomId: chatMembers.chatRoomId,
          name: chatMembers.name,
          email: chatMembers.email,
          bio: chatMembers.bio,
          createdAt: chatMembers.createdAt,
        })
        .from(chatMembers)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMembers.chatRoomId))
        .where(and(ofCompany(chatRooms, companyId), eq(chatMembers.consumerId, consumerId)))
        .orderBy(chatMembers.id);
      const memberIds = profiles.map((profile) => profile.id);
      const roomMessages = memberIds.length
        ? await db
            .select()
            .from(chatRoomMessages)
            .where(inArray(chatRoomMessages.senderMemberId, memberIds))
            .orderBy(chatRoomMessages.id)
        : [];
      const sentPrivately = memberIds.length
        ? await db
            .select()
            .from(privateMessages)
            .where(inArray(privateMessages.senderMemberId, memberIds))
            .orderBy(privateMessages.id)
        : [];
      const live = await db
        .select()
        .from(liveChatMessages)
        .where(eq(liveChatMessages.consumerId, consumerId))
        .orderBy(liveChatMessages.id);
      const message = (row: { text: string; mediaUrl: string | null; createdAt: Date }) => ({
        text: row.text,
        media_url: row.mediaUrl,
        sent_at: toApiDateTime(row.createdAt),
      });
      return {
        profiles: profiles.map((profile) => ({
          room_id: profile.roomId,
          name: profile.name,
          email: profile.email,
          bio: profile.bio,
          joined_at: toApiDateTime(profile.createdAt),
        })),
        room_messages: roomMessages.map(message),
        private_messages: sentPrivately.map(message),
        live_chat_messages: live.map((row) => ({
          event_id: row.screenerId,
          text: row.content,
          sent_at: toApiDateTime(row.createdAt),
        })),
      };
    },
    async erase(companyId, consumerId, tx, now) {
      const memberIds = (await membersOf(tx, companyId, consumerId)).map((member) => member.id);
      if (memberIds.length) {
        await tx
          .update(chatMembers)
          .set({
            name: ERASED_TEXT,
            email: erasedEmail(consumerId),
            bio: '',
            profileImage: null,
            updatedAt: now,
          })
          .where(inArray(chatMembers.id, memberIds));
        await tx
          .update(chatRoomMessages)
          .set({ text: ERASED_TEXT, mediaUrl: null, updatedAt: now })
          .where(inArray(chatRoomMessages.senderMemberId, memberIds));
        await tx
          .update(privateMessages)
          .set({ text: ERASED_TEXT, mediaUrl: null, updatedAt: now })
          .where(inArray(privateMessages.senderMemberId, memberIds));
      }
      await tx
        .update(liveChatMessages)
        .set({ email: erasedEmail(consumerId), authorName: null, content: ERASED_TEXT })
        .where(eq(liveChatMessages.consumerId, consumerId));
    },
  };
}
