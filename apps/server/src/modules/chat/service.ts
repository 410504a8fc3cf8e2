import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { chatRooms } from './schema.ts';

/** The chat room of each event that has one, by event id. */
export async function chatRoomsByScreener(
  db: DbExecutor,
  screenerIds: number[],
): Promise<Map<number, { id: number }>> {
  if (screenerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: chatRooms.id, screenerId: chatRooms.screenerId })
    .from(chatRooms)
    .where(inArray(chatRooms.screenerId, screenerIds));
  return new Map(rows.map((row) => [row.screenerId, { id: row.id }]));
}

/**
 * Gives the event its chat room, or brings the room's title and premiere in line with the event:
 * the event editor's Chat room switch calls it on every save with the switch on, inside the save's
 * transaction. Turning the switch off keeps the room (its members and messages) for a later on.
 */
export async function openChatRoom(
  db: DbExecutor,
  room: { companyId: number; screenerId: number; title: string; premiereAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(chatRooms)
    .values({
      companyId: room.companyId,
      screenerId: room.screenerId,
      title: room.title,
      premiereAt: room.premiereAt,
      createdAt: room.now,
      updatedAt: room.now,
    })
    .onConflictDoUpdate({
      target: chatRooms.screenerId,
      set: { title: room.title, premiereAt: room.premiereAt, updatedAt: room.now },
    });
}
