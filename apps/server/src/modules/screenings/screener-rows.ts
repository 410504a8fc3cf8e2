import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

export async function findScreenerRows(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
): Promise<ScreenerRow[]> {
  if (screenerIds.length === 0) return [];
  return db
    .select()
    .from(screeners)
    .where(and(eq(screeners.companyId, companyId), inArray(screeners.id, screenerIds)));
}
