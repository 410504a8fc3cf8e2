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
