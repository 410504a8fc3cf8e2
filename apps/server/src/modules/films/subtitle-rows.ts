import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { subtitles } from './schema.ts';

export type FilmSubtitleRow = typeof subtitles.$inferSelect;

/** A film's subtitle languages, by language code. */
export function listFilmSubtitles(db: DbExecutor, filmId: number): Promise<FilmSubtitleRow[]> {
  return db.select().from(subtitles).where(eq(subtitles.filmId, filmId)).orderBy(asc(subtitles.lang));
}

/** The subtitle files of some films (media-relative paths), by language. */
export function listSubtitleFiles(
  db: DbExecutor,
  filmIds: number[],
): Promise<{ filmId: number; lang: string; srcPath: string }[]> {
  return db
    .select({ filmId: subtitles.filmId, lang: subtitles.lang, srcPath: subtitles.srcPath })
    .from(subtitles)
    .where(inArray(subtitles.filmId, filmIds))
    .orderBy(asc(subtitles.lang));
}

/**
 * Where a new subtitle file of the film goes, relative to the media folder. Each upload has its
 * own name, so a browser that kept the earlier file of the language asks for the new one.
 */
export function newSubtitlePath(filmId: number): string {
  return `films/${filmId}/subtitles/${randomUUID()}.vtt`;
}

/** Whether a subtitle file was written by the back-office (the demo's files ship with the server). */
export function isUploadedSubtitlePath(srcPath: string): boolean {
  return srcPath.startsWith('films/');
}

/** Sets the film's file for a language; answers the row it replaced, or null for a new language. */
export async function putFilmSubtitle(
  db: DbExecutor,
  input: { filmId: number; lang: string; srcPath: string; now: Date },
): Promise<FilmSubtitleRow | null> {
  const [before] = await db
    .select()
    .from(subtitles)
    .where(and(eq(subtitles.filmId, input.filmId), eq(subtitles.lang, input.lang)))
    .limit(1);
  await db
    .insert(subtitles)
    .values({ filmId: input.filmId, lang: input.lang, srcPath: input.srcPath, createdAt: input.now })
    .onConflictDoUpdate({
      target: [subtitles.filmId, subtitles.lang],
      set: { srcPath: input.srcPath, createdAt: input.now },
    });
  return before ?? null;
}

/** Removes the film's subtitles of a language; answers the removed row, or null when there was none. */
export async function deleteFilmSubtitle(
  db: DbExecutor,
  filmId: number,
  lang: string,
): Promise<FilmSubtitleRow | null> {
  const [row] = await db
    .delete(subtitles)
    .where(and(eq(subtitles.filmId, filmId), eq(subtitles.lang, lang)))
    .returning();
  return row ?? null;
}
