import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { films, type MediaKind, media } from './schema.ts';

export type MediaRow = typeof media.$inferSelect;
export type { MediaKind };

/** A film's new media row while its upload transcodes into `hlsPath`. */
export async function insertProcessingMedia(
  db: DbExecutor,
  input: { filmId: number; kind: MediaKind; hlsPath: string },
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
  outcome: { status: 'ready'; durationSeconds: number | null } | { status: 'failed' },
): Promise<MediaRow | null> {
  const [row] = await db.update(media).set(outcome).where(eq(media.id, mediaId)).returning();
  return row ?? null;
}

/** The ready media of some films (media-relative paths), oldest first. */
export function listReadyMedia(
  db: DbExecutor,
  filmIds: number[],
): Promise<{ filmId: number; kind: MediaKind; hlsPath: string }[]> {
  return db
    .select({ filmId: media.filmId, kind: media.kind, hlsPath: media.hlsPath })
    .from(media)
    .where(and(inArray(media.filmId, filmIds), eq(media.status, 'ready')))
    .orderBy(asc(media.id));
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
        eq(films.companyId, companyId),
      ),
    )
    .limit(1);
  return row?.hlsPath ?? null;
}
