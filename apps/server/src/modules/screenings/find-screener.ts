import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { screenerFilms, screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

/** A published event of the company, or null (drafts and cancelled events cannot be watched). */
export async function findPublishedScreener(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<ScreenerRow | null> {
  const [row] = await db
    .select()
    .from(screeners)
    .where(
      and(
        eq(screeners.id, screenerId),
        eq(screeners.companyId, companyId),
        eq(screeners.status, 'published'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The film ids of an event in playlist order. */
export async function listScreenerFilmIds(db: DbExecutor, screenerId: number): Promise<number[]> {
  const rows = await db
    .select({ filmId: screenerFilms.filmId })
    .from(screenerFilms)
    .where(eq(screenerFilms.screenerId, screenerId))
    .orderBy(asc(screenerFilms.position), asc(screenerFilms.id));
  return rows.map((row) => row.filmId);
}
