import type { DbExecutor } from '../../db/client.ts';
import { screenerNotices } from './schema.ts';

export type ScreenerNoticeRow = typeof screenerNotices.$inferSelect;

/** Stores a support notice for the viewers of one event; it is emitted only after this. */
export async function createScreenerNotice(
  db: DbExecutor,
  notice: { companyId: number; screenerId: number; title: string; body: string; createdAt: Date },
): Promise<ScreenerNoticeRow> {
  const [row] = await db.insert(screenerNotices).values(notice).returning();
  if (!row) throw new Error('screener notice insert returned no row');
  return row;
}
