import { toApiDateTime } from '@screener/contracts/dates';
import type {
  AdminFilm,
  AdminFilmRow,
  FilmFields,
  FilmMedia,
  FilmMediaKind,
  FilmTexts,
} from '@screener/contracts/films';
import type { LanguageCode } from '@screener/contracts/language';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import { acceptedTranslations } from '../../lib/translations.ts';
import type { FilmsDeps } from './deps.ts';
import {
  type FilmEdit,
  type FilmRow,
  findCompanyFilm,
  findLatestMedia,
  insertFilm,
  updateFilm,
} from './film-rows.ts';
import { deleteFilmMedia, insertProcessingMedia, type MediaRow, restartMedia } from './media-rows.ts';
import { type FilmSubtitleRow, listFilmSubtitles } from './subtitle-rows.ts';
import { newLadderPath } from './transcode-job.ts';
import type { TranscodeQueue } from './transcode-queue.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };
/** Where a change is written: the database and the audit log beside it. */
type Store = Pick<FilmsDeps, 'db' | 'writeAudit'>;
/** A change that saves the film's texts: the languages the company offers besides its default. */
type TextChange = Change & { translationLanguages: readonly LanguageCode[] };

/** Retry of a file that did not fail: a conflict, said in the back-office's words. */
const NOT_FAILED = {
  en: 'Only a file whose transcoding failed can be tried again.',
  es: 'Solo se puede reintentar un archivo cuya conversión falló.',
  he: 'אפשר לנסות שוב רק קובץ שההמרה שלו נכשלה.',
  it: 'Si può riprovare solo un file la cui conversione non è riuscita.',
};

type LatestMedia = Awaited<ReturnType<typeof findLatestMedia>>;

export function movieView(movie: MediaRow | null): FilmMedia {
  if (!movie) return { state: 'none', media_id: null, progress: 0, duration_seconds: null, error: null };
  return {
    state: movie.status,
    media_id: movie.id,
    progress: movie.status === 'ready' ? 100 : movie.progress,
    duration_seconds: movie.durationSeconds,
    error: movie.status === 'failed' ? (movie.error ?? '') : null,
  };
}

export function filmView(
  film: FilmRow,
  latest: LatestMedia | null,
  subtitles: readonly FilmSubtitleRow[],
): AdminFilm {
  return {
    id: film.id,
    title: film.title,
    subtitle: film.subtitle,
    director: film.directorName,
    producer: film.producerName,
    synopsis: film.description,
    thumbnail_url: film.thumburls[0] ?? null,
    trailer_url: film.trailerUrl,
    thumbnails: latest?.movie?.thumbnails ?? [],
    movie: movieView(latest?.movie ?? null),
    trailer: movieView(latest?.trailer ?? null),
    pre_roll: movieView(latest?.pre_roll ?? null),
    subtitles: subtitles.map((row) => ({ lang: row.lang, uploaded_at: toApiDateTime(row.createdAt) })),
    updated_at: toApiDateTime(film.updatedAt),
    translations: film.translations,
  };
}

/** The back-office's view of a film read fresh: its fields, its newest media of each kind, its subtitles. */
export async function readFilmView(db: Db, film: FilmRow): Promise<AdminFilm> {
  const [latest, subtitles] = await Promise.all([
    findLatestMedia(db, film.id),
    listFilmSubtitles(db, film.id),
  ]);
  return filmView(film, latest, subtitles);
}

export function filmRowView(film: FilmRow, movie: MediaRow | null): AdminFilmRow {
  return {
    id: film.id,
    title: film.title,
    director: film.directorName,
    thumbnail_url: film.thumburls[0] ?? movie?.thumbnails[0] ?? null,
    movie_state: movie?.status ?? 'none',
    duration_seconds: movie?.durationSeconds ?? null,
    updated_at: toApiDateTime(film.updatedAt),
  };
}

/**
 * The editor's fields as stored. A translation names only a language the company offers, and is
 * plain text trimmed like the default's; left out, the saved translations stay.
 */
const toEdit = (fields: FilmFields, languages: readonly LanguageCode[]): FilmEdit => ({
  ...(fields.translations && {
    translations: acceptedTranslations<FilmTexts>(
      fields.translations,
      languages,
      'translations',
      (texts) => texts,
    ),
  }),
  title: fields.title,
  subtitle: fields.subtitle,
  directorName: fields.director,
  producerName: fields.producer,
  description: fields.synopsis,
  thumburls: fields.thumbnail_url ? [fields.thumbnail_url] : [],
  trailerUrl: fields.trailer_url,
});

/** What the audit log keeps of a film: the fields the back-office edits. */
const audited = (film: FilmRow) => ({
  title: film.title,
  subtitle: film.subtitle,
  director: film.directorName,
  producer: film.producerName,
  synopsis: film.description,
  thumbnail_url: film.thumburls[0] ?? null,
  trailer_url: film.trailerUrl,
  translations: film.translations,
});

export async function getFilm(db: Db, companyId: number, filmId: number): Promise<AdminFilm> {
  const film = await findCompanyFilm(db, companyId, filmId);
  if (!film) throw new AppError('NOT_FOUND');
  return readFilmView(db, film);
}

export async function createFilm(
  { db, writeAudit }: Store,
  change: TextChange,
  fields: FilmFields,
): Promise<AdminFilm> {
  const film = await db.transaction(async (tx) => {
    const row = await insertFilm(tx, change.companyId, toEdit(fields, change.translationLanguages));
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.create',
      targetType: 'film',
      targetId: row.id,
      before: null,
      after: audited(row),
      now: change.now,
    });
    return row;
  });
  return filmView(film, null, []);
}

export async function editFilm(
  { db, writeAudit }: Store,
  change: TextChange,
  filmId: number,
  fields: FilmFields,
): Promise<AdminFilm> {
  const film = await db.transaction(async (tx) => {
    const before = await findCompanyFilm(tx, change.companyId, filmId);
    if (!before) throw new AppError('NOT_FOUND');
    const edit = toEdit(fields, change.translationLanguages);
    const after = await updateFilm(tx, change.companyId, filmId, edit, change.now);
    if (!after) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.update',
      targetType: 'film',
      targetId: filmId,
      before: audited(before),
      after: audited(after),
      now: change.now,
    });
    return after;
  });
  return readFilmView(db, film);
}

/** The audit log's name of a change to one kind of the film's media. */
const mediaAction = (kind: FilmMediaKind, verb: 'upload' | 'retry' | 'remove') => `film.${kind}.${verb}`;

/** A finished upload becomes the film's newest media of its kind, processing, and a job on the queue. */
export async function acceptUploadedMedia(
  { db, writeAudit }: Store,
  queue: TranscodeQueue,
  change: Change,
  upload: { filmId: number; kind: FilmMediaKind; sourcePath: string; bytes: number },
): Promise<MediaRow> {
  const media = await db.transaction(async (tx) => {
    const film = await findCompanyFilm(tx, change.companyId, upload.filmId);
    if (!film) throw new AppError('NOT_FOUND');
    const row = await insertProcessingMedia(tx, {
      filmId: film.id,
      kind: upload.kind,
      hlsPath: newLadderPath(film.id).hlsPath,
      sourcePath: upload.sourcePath,
    });
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: mediaAction(upload.kind, 'upload'),
      targetType: 'film',
      targetId: film.id,
      before: null,
      after: { media_id: row.id, bytes: upload.bytes },
      now: change.now,
    });
    return row;
  });
  await queue.send(media.id);
  return media;
}

/** Runs a failed transcode of the film's newest media of a kind again; anything else is a conflict. */
export async function retryMedia(
  { db, writeAudit }: Store,
  queue: TranscodeQueue,
  change: Change,
  filmId: number,
  kind: FilmMediaKind,
): Promise<AdminFilm> {
  const film = await findCompanyFilm(db, change.companyId, filmId);
  if (!film) throw new AppError('NOT_FOUND');
  const failed = (await findLatestMedia(db, film.id))[kind];
  if (failed?.status !== 'failed') throw new AppError('CONFLICT', { message: NOT_FAILED });
  await db.transaction(async (tx) => {
    await restartMedia(tx, failed.id);
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: mediaAction(kind, 'retry'),
      targetType: 'film',
      targetId: film.id,
      before: { media_id: failed.id, error: failed.error },
      after: { media_id: failed.id },
      now: change.now,
    });
  });
  await queue.send(failed.id);
  return readFilmView(db, film);
}

/**
 * Removes the film's trailer or pre-roll: every row of that kind, so no earlier upload comes back
 * in its place. The ladders stay on disk, as a replaced movie's do, for a viewer still playing one;
 * a transcode still running finds its row gone and stops there.
 */
export async function removeMedia(
  { db, writeAudit }: Store,
  change: Change,
  filmId: number,
  kind: 'trailer' | 'pre_roll',
): Promise<AdminFilm> {
  const film = await findCompanyFilm(db, change.companyId, filmId);
  if (!film) throw new AppError('NOT_FOUND');
  await db.transaction(async (tx) => {
    const removed = await deleteFilmMedia(tx, film.id, kind);
    if (removed.length === 0) return;
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: mediaAction(kind, 'remove'),
      targetType: 'film',
      targetId: film.id,
      before: { media_ids: removed.map((row) => row.id) },
      after: null,
      now: change.now,
    });
  });
  return readFilmView(db, film);
}
