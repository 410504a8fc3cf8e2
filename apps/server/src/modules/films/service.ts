import { toApiDateTime } from '@screener/contracts/dates';
import type { AdminFilm, AdminFilmRow, FilmFields, FilmMovie } from '@screener/contracts/films';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type FilmEdit,
  type FilmRow,
  findCompanyFilm,
  findLatestMovie,
  insertFilm,
  insertProcessingMedia,
  type MediaRow,
  restartMedia,
  updateFilm,
} from '../screenings/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import { newLadderPath } from '../watch/index.ts';
import type { TranscodeQueue } from './transcode-queue.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };

/** Retry of a movie that did not fail: a conflict, said in the back-office's words. */
const NOT_FAILED = {
  en: 'Only a movie whose transcoding failed can be tried again.',
  es: 'Solo se puede reintentar una película cuya conversión falló.',
  he: 'אפשר לנסות שוב רק סרט שההמרה שלו נכשלה.',
  it: 'Si può riprovare solo un filmato la cui conversione non è riuscita.',
};

export function movieView(movie: MediaRow | null): FilmMovie {
  if (!movie) return { state: 'none', media_id: null, progress: 0, duration_seconds: null, error: null };
  return {
    state: movie.status,
    media_id: movie.id,
    progress: movie.status === 'ready' ? 100 : movie.progress,
    duration_seconds: movie.durationSeconds,
    error: movie.status === 'failed' ? (movie.error ?? '') : null,
  };
}

export function filmView(film: FilmRow, movie: MediaRow | null): AdminFilm {
  return {
    id: film.id,
    title: film.title,
    subtitle: film.subtitle,
    director: film.directorName,
    producer: film.producerName,
    synopsis: film.description,
    thumbnail_url: film.thumburls[0] ?? null,
    trailer_url: film.trailerUrl,
    thumbnails: movie?.thumbnails ?? [],
    movie: movieView(movie),
    updated_at: toApiDateTime(film.updatedAt),
  };
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

const toEdit = (fields: FilmFields): FilmEdit => ({
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
});

export async function getFilm(db: Db, companyId: number, filmId: number): Promise<AdminFilm> {
  const film = await findCompanyFilm(db, companyId, filmId);
  if (!film) throw new AppError('NOT_FOUND');
  return filmView(film, await findLatestMovie(db, film.id));
}

export async function createFilm(db: Db, change: Change, fields: FilmFields): Promise<AdminFilm> {
  const film = await db.transaction(async (tx) => {
    const row = await insertFilm(tx, change.companyId, toEdit(fields));
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
  return filmView(film, null);
}

export async function editFilm(
  db: Db,
  change: Change,
  filmId: number,
  fields: FilmFields,
): Promise<AdminFilm> {
  const film = await db.transaction(async (tx) => {
    const before = await findCompanyFilm(tx, change.companyId, filmId);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await updateFilm(tx, change.companyId, filmId, toEdit(fields), change.now);
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
  return filmView(film, await findLatestMovie(db, film.id));
}

/** A finished upload becomes the film's newest movie, processing, and a job on the queue. */
export async function acceptUploadedMovie(
  db: Db,
  queue: TranscodeQueue,
  change: Change,
  upload: { filmId: number; sourcePath: string; bytes: number },
): Promise<MediaRow> {
  const media = await db.transaction(async (tx) => {
    const film = await findCompanyFilm(tx, change.companyId, upload.filmId);
    if (!film) throw new AppError('NOT_FOUND');
    const row = await insertProcessingMedia(tx, {
      filmId: film.id,
      kind: 'movie',
      hlsPath: newLadderPath(film.id).hlsPath,
      sourcePath: upload.sourcePath,
    });
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.movie.upload',
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

/** Runs a failed transcode of the film's newest movie again; anything else is a conflict. */
export async function retryMovie(
  db: Db,
  queue: TranscodeQueue,
  change: Change,
  filmId: number,
): Promise<AdminFilm> {
  const film = await findCompanyFilm(db, change.companyId, filmId);
  if (!film) throw new AppError('NOT_FOUND');
  const movie = await findLatestMovie(db, film.id);
  if (movie?.status !== 'failed') throw new AppError('CONFLICT', { message: NOT_FAILED });
  const restarted = await db.transaction(async (tx) => {
    const row = await restartMedia(tx, movie.id);
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.movie.retry',
      targetType: 'film',
      targetId: film.id,
      before: { media_id: movie.id, error: movie.error },
      after: { media_id: movie.id },
      now: change.now,
    });
    return row;
  });
  await queue.send(movie.id);
  return filmView(film, restarted);
}
