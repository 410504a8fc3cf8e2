import type { AdminListTotal } from '@screener/contracts/admin-list';
import type { FilmTranslations } from '@screener/contracts/films';
import type { LanguageCode } from '@screener/contracts/language';
import { translatedTexts } from '@screener/contracts/translations';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, searchCondition } from '../../lib/admin-list.ts';
import { films, type MediaKind, media } from './schema.ts';

export type FilmRow = typeof films.$inferSelect;
type MediaRow = typeof media.$inferSelect;

/** The fields the back-office edits; the programme's other details stay as they are. */
export type FilmEdit = {
  title: string;
  subtitle: string | null;
  directorName: string | null;
  producerName: string | null;
  description: string;
  thumburls: string[];
  trailerUrl: string | null;
  /** Left out: the saved translations stay. */
  translations?: FilmTranslations;
};

/** The columns the back-office's film list sorts by; newest changes first when unsorted. */
export const FILM_LIST_FALLBACK_ORDER = [desc(films.updatedAt), desc(films.id)];
export const FILM_ID_COLUMN = films.id;
export const FILM_SORT_COLUMNS = {
  title: films.title,
  director: films.directorName,
  created_at: films.createdAt,
  updated_at: films.updatedAt,
} as const;

/** A company's film by id, or null for another company's or a missing one. */
export async function findCompanyFilm(
  db: DbExecutor,
  companyId: number,
  filmId: number,
): Promise<FilmRow | null> {
  const [row] = await db
    .select()
    .from(films)
    .where(and(eq(films.id, filmId), ofCompany(films, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * The film's newest media row of each kind, whatever its state: what the back-office shows (a
 * movie, trailer or pre-roll uploaded again replaces the earlier one).
 */
export async function findLatestMedia(
  db: DbExecutor,
  filmId: number,
): Promise<Record<MediaKind, MediaRow | null>> {
  const rows = await db.select().from(media).where(eq(media.filmId, filmId)).orderBy(desc(media.id));
  const newest = (kind: MediaKind) => rows.find((row) => row.kind === kind) ?? null;
  return { movie: newest('movie'), trailer: newest('trailer'), pre_roll: newest('pre_roll') };
}

export async function insertFilm(db: DbExecutor, companyId: number, edit: FilmEdit): Promise<FilmRow> {
  const [row] = await db
    .insert(films)
    .values({ companyId, ...edit })
    .returning();
  if (!row) throw new Error('film insert returned no row');
  return row;
}

/** Changes a company's film; null when it is not the company's. */
export async function updateFilm(
  db: DbExecutor,
  companyId: number,
  filmId: number,
  edit: Partial<FilmEdit>,
  now: Date,
): Promise<FilmRow | null> {
  const [row] = await db
    .update(films)
    .set({ ...edit, updatedAt: now })
    .where(and(eq(films.id, filmId), ofCompany(films, companyId)))
    .returning();
  return row ?? null;
}

/** A page of a company's films with each one's newest movie, and how many match in all. */
export async function listCompanyFilms(
  db: DbExecutor,
  companyId: number,
  query: { search: string; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: { film: FilmRow; movie: MediaRow | null }[] } & AdminListTotal> {
  const where = and(
    ofCompany(films, companyId),
    searchCondition(query.search, [films.title, films.directorName]),
  );
  const [page, total] = await Promise.all([
    db
      .select()
      .from(films)
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    boundedTotal(db, films, where, query),
  ]);
  const ids = page.map((film) => film.id);
  const movies =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(media)
          .where(and(inArray(media.filmId, ids), eq(media.kind, 'movie')))
          .orderBy(desc(media.id));
  return {
    rows: page.map((film) => ({ film, movie: movies.find((row) => row.filmId === film.id) ?? null })),
    ...total,
  };
}

/**
 * The titles of the company's films among `filmIds`, by id; in `language` where one is written,
 * else the default's (the back-office asks without one).
 */
export async function findFilmTitles(
  db: DbExecutor,
  companyId: number,
  filmIds: number[],
  language?: LanguageCode,
): Promise<Map<number, string>> {
  if (filmIds.length === 0) return new Map();
  const rows = await db
    .select({ id: films.id, title: films.title, translations: films.translations })
    .from(films)
    .where(and(ofCompany(films, companyId), inArray(films.id, filmIds)));
  return new Map(
    rows.map((row) => [
      row.id,
      language ? translatedTexts({ title: row.title }, row.translations, language).title : row.title,
    ]),
  );
}

/** The company's films whose title holds `search`, by title: the event editor's playlist picker. */
export function searchFilmTitles(
  db: DbExecutor,
  companyId: number,
  search: string,
  limit: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: films.id, title: films.title })
    .from(films)
    .where(and(ofCompany(films, companyId), searchCondition(search, [films.title])))
    .orderBy(asc(films.title), asc(films.id))
    .limit(limit);
}

/** A film as a ballot shows it, with its length when known. */
export type FilmCard = { id: number; title: string; thumbnail: string | null; lengthSeconds: number | null };

/**
 * The company's films among `filmIds`, in that order. A film's length is its ready movie's, else
 * the running time the programme gives.
 */
export async function listFilmCards(
  db: DbExecutor,
  companyId: number,
  filmIds: number[],
): Promise<FilmCard[]> {
  if (filmIds.length === 0) return [];
  const [rows, movies] = await Promise.all([
    db
      .select({
        id: films.id,
        title: films.title,
        thumburls: films.thumburls,
        runningTimeMinutes: films.runningTimeMinutes,
      })
      .from(films)
      .where(and(ofCompany(films, companyId), inArray(films.id, filmIds))),
    db
      .select({ filmId: media.filmId, durationSeconds: media.durationSeconds })
      .from(media)
      .where(and(inArray(media.filmId, filmIds), eq(media.kind, 'movie'), eq(media.status, 'ready')))
      .orderBy(desc(media.id)),
  ]);
  const lengths = new Map<number, number>();
  // Newest first: a movie uploaded again replaces the earlier one.
  for (const movie of movies)
    if (movie.durationSeconds !== null && !lengths.has(movie.filmId))
      lengths.set(movie.filmId, movie.durationSeconds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return filmIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        title: row.title,
        thumbnail: row.thumburls[0] ?? null,
        lengthSeconds:
          lengths.get(id) ?? (row.runningTimeMinutes === null ? null : row.runningTimeMinutes * 60),
      },
    ];
  });
}
