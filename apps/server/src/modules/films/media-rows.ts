import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { films, type MediaKind, media } from './schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type { MediaKind };

/** A film's new media row while its upload transcodes into `hlsPath`. */
export async function insertProcessingMedia(
  db: DbExecutor,
  input: { filmId: number; kind: MediaKind; hlsPath: string; sourcePath?: string },
): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({ ...input, status: 'processing' })
    .returning();
  if (!row) throw new Error('media insert returned no row');
  return row;
}

/** The end of a transcode: the row is ready with its duration, or failed; null when it is gone. */
export async function settleMedia(
  db: DbExecutor,
  mediaId: number,
  outcome:
    | { status: 'ready'; durationSeconds: number | null; thumbnails?: string[] }
    | { status: 'failed'; error?: string },
): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set(outcome.status === 'ready' ? { ...outcome, progress: 100, error: null } : outcome)
    .where(eq(media.id, mediaId))
    .returning();
  return row ?? null;
}

/** A running transcode's percent; only a row still processing moves. */
export async function setMediaProgress(db: DbExecutor, mediaId: number, progress: number): Promise<void> {
  await db
    .update(media)
    .set({ progress })
    .where(and(eq(media.id, mediaId), eq(media.status, 'processing')));
}

/** A media row by id, or null. */
export async function findMediaById(db: DbExecutor, mediaId: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId)).limit(1);
  return row ?? null;
}

/** Puts a row back to processing from the start, for a transcode that runs again. */
export async function restartMedia(db: DbExecutor, mediaId: number): Promise<MediaRow | null> {
  const [row] = await db
    .update(media)
    .set({ status: 'processing', progress: 0, error: null })
    .where(eq(media.id, mediaId))
    .returning();
  return row ?? null;
}

/** The ready media of some films (media-relative paths), newest first: a movie uploaded again replaces the earlier one. */
export function listReadyMedia(
  db: DbExecutor,
  filmIds: number[],
): Promise<
  { id: number; filmId: number; kind: MediaKind; hlsPath: string; durationSeconds: number | null }[]
> {
  return db
    .select({
      id: media.id,
      filmId: media.filmId,
      kind: media.kind,
      hlsPath: media.hlsPath,
      durationSeconds: media.durationSeconds,
    })
    .from(media)
    .where(and(inArray(media.filmId, filmIds), eq(media.status, 'ready')))
    .orderBy(desc(media.id));
}

/** The media-relative path of a company's ready trailer by its media id, or null for any other media. */
export async function findReadyTrailerPath(
  db: DbExecutor,
  companyId: number,
  mediaId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ hlsPath: media.hlsPath })
    .from(media)
    .innerJoin(films, eq(films.id, media.filmId))
    .where(
      and(
        eq(media.id, mediaId),
        eq(media.kind, 'trailer'),
        eq(media.status, 'ready'),
        ofCompany(films, companyId),
      ),
    )
    .limit(1);
  return row?.hlsPath ?? null;
}

/** Removes every media row of a kind from a film (its trailer or pre-roll); answers the removed rows. */
export function deleteFilmMedia(db: DbExecutor, filmId: number, kind: MediaKind): Promise<MediaRow[]> {
  return db
    .delete(media)
    .where(and(eq(media.filmId, filmId), eq(media.kind, kind)))
    .returning();
}

/** The company's films with an upload still transcoding, and how far each is. */
export async function listTranscodingFilms(
  db: DbExecutor,
  companyId: number,
  limit: number,
): Promise<{ id: number; title: string; progress: number }[]> {
  return db
    .select({ id: films.id, title: films.title, progress: media.progress })
    .from(media)
    .innerJoin(films, eq(films.id, media.filmId))
    .where(and(ofCompany(films, companyId), eq(media.status, 'processing')))
    .orderBy(asc(media.id))
    .limit(limit);
}
