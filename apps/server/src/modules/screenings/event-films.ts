import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { type FilmCard, listFilmCards } from '../films/index.ts';
import { listScreenerFilmIds } from './find-screener.ts';
import { screeners } from './schema.ts';

/** A film of an event as a ballot shows it, with its length when known. */
export type EventFilm = FilmCard;

/** The films of an event of the company in playlist order, or null when the company has no such event. */
export async function findEventFilms(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<{ title: string; films: EventFilm[] } | null> {
  const [event] = await db
    .select({ title: screeners.title })
    .from(screeners)
    .where(and(eq(screeners.id, screenerId), ofCompany(screeners, companyId)))
    .limit(1);
  if (!event) return null;
  const filmIds = await listScreenerFilmIds(db, screenerId);
  return { title: event.title, films: await listFilmCards(db, companyId, filmIds) };
}
