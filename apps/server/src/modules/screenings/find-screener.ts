import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screenerFilms, screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

/** The event of the company, when it is published. */
const isPublishedOf = (companyId: number, screenerId: number) =>
  and(eq(screeners.id, screenerId), ofCompany(screeners, companyId), eq(screeners.status, 'published'));

/**
 * A published event of the company as stored, or null: drafts and cancelled events cannot be
 * watched, enrolled in or bought.
 */
export async function findPublishedScreener(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<ScreenerRow | null> {
  const [row] = await db.select().from(screeners).where(isPublishedOf(companyId, screenerId)).limit(1);
  return row ?? null;
}

/**
 * The film ids of a published event of the company, or null when the event is not one (a
 * viewer's beat names an event and a film; both must be real).
 */
export async function findPublishedScreenerFilmIds(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<number[] | null> {
  const rows = await db
    .select({ filmId: screenerFilms.filmId })
    .from(screeners)
    .leftJoin(screenerFilms, eq(screenerFilms.screenerId, screeners.id))
    .where(isPublishedOf(companyId, screenerId));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.filmId === null ? [] : [row.filmId]));
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
