import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { films, media, screenerFilms, screeners } from './schema.ts';

/** A film of an event as a ballot shows it, with its length when known. */
export type EventFilm = { id: number; title: string; thumbnail: string | null; lengthSeconds: number | null };

/**
 * The films of an event of the company in playlist order, or null when the company has no such
 * event. A film's length is its ready movie's, else the running time the programme gives.
 */
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
  const rows = await db
    .select({
      id: films.id,
      title: films.title,
      thumburls: films.thumburls,
      runningTimeMinutes: films.runningTimeMinutes,
    })
    .from(screenerFilms)
    .innerJoin(films, and(eq(films.id, screenerFilms.filmId), ofCompany(films, companyId)))
    .where(eq(screenerFilms.screenerId, screenerId))
    .orderBy(asc(screenerFilms.position), asc(screenerFilms.id));
  const lengths = new Map<number, number>();
  if (rows.length > 0) {
    const movies = await db
      .select({ filmId: media.filmId, durationSeconds: media.durationSeconds })
      .from(media)
      .where(
        and(
          inArray(
            media.filmId,
            rows.map((row) => row.id),
          ),
          eq(media.kind, 'movie'),
          eq(media.status, 'ready'),
        ),
      )
      .orderBy(desc(media.id));
    // Newest first: a movie uploaded again replaces the earlier one.
    for (const movie of movies)
      if (movie.durationSeconds !== null && !lengths.has(movie.filmId))
        lengths.set(movie.filmId, movie.durationSeconds);
  }
  return {
    title: event.title,
    films: rows.map((row) => ({
      id: row.id,
      title: row.title,
      thumbnail: row.thumburls[0] ?? null,
      lengthSeconds:
        lengths.get(row.id) ?? (row.runningTimeMinutes === null ? null : row.runningTimeMinutes * 60),
    })),
  };
}
