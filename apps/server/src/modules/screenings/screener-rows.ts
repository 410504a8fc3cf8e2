import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { screeners } from './schema.ts';

export type ScreenerRecord = typeof screeners.$inferSelect;

/** A published event of the company as stored, for the rules of enrolling and buying. */
export async function findPublishedScreenerRow(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<ScreenerRecord | null> {
  const [row] = await db
    .select()
    .from(screeners)
    .where(
      and(
        eq(screeners.companyId, companyId),
        eq(screeners.id, screenerId),
        eq(screeners.status, 'published'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findScreenerRows(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
): Promise<ScreenerRecord[]> {
  if (screenerIds.length === 0) return [];
  return db
    .select()
    .from(screeners)
    .where(and(eq(screeners.companyId, companyId), inArray(screeners.id, screenerIds)));
}
