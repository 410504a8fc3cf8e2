import { and, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { screeners } from './schema.ts';

/** Published on-demand events: the On Demand menu shows only when there is one. */
export async function countActiveVodEvents(db: DbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(screeners)
    .where(
      and(
        eq(screeners.companyId, companyId),
        eq(screeners.isVodEvent, true),
        eq(screeners.status, 'published'),
      ),
    );
  return row?.value ?? 0;
}
