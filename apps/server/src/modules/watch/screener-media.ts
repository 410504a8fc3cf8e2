import type { DbExecutor } from '../../db/client.ts';
import { listReadyMedia, listSubtitleFiles } from '../films/index.ts';
import { listScreenerFilmIds } from '../screenings/index.ts';
import { mediaFolderOf } from './media-paths.ts';

export type FilmMedia = {
  filmId: number;
  /** The id of the film's ready movie, or null while it transcodes or when missing. */
  movieMediaId: number | null;
  /** The ready movie of the film (media-relative), or null while it transcodes or when missing. */
  moviePath: string | null;
  /** How long the ready movie runs, when the transcode measured it. */
  movieDurationSeconds: number | null;
  preRollPath: string | null;
  subtitles: { lang: string; path: string }[];
};

/** The playable media of an event's films, in playlist order. */
export async function listScreenerMedia(db: DbExecutor, screenerId: number): Promise<FilmMedia[]> {
  const filmIds = await listScreenerFilmIds(db, screenerId);
  if (filmIds.length === 0) return [];
  const [mediaRows, subtitleRows] = await Promise.all([
    listReadyMedia(db, filmIds),
    listSubtitleFiles(db, filmIds),
  ]);
  return filmIds.map((filmId) => {
    const own = mediaRows.filter((row) => row.filmId === filmId);
    const movie = own.find((row) => row.kind === 'movie');
    return {
      filmId,
      movieMediaId: movie?.id ?? null,
      moviePath: movie?.hlsPath ?? null,
      movieDurationSeconds: movie?.durationSeconds ?? null,
      preRollPath: own.find((row) => row.kind === 'pre_roll')?.hlsPath ?? null,
      subtitles: subtitleRows
        .filter((row) => row.filmId === filmId)
        .map((row) => ({ lang: row.lang, path: row.srcPath })),
    };
  });
}

/** The folders an event's viewers may read from: those of its films' movies, pre-rolls and subtitles. */
export function mediaFoldersOf(films: FilmMedia[]): string[] {
  const paths = films.flatMap((film) => [
    ...(film.moviePath ? [film.moviePath] : []),
    ...(film.preRollPath ? [film.preRollPath] : []),
    ...film.subtitles.map((subtitle) => subtitle.path),
  ]);
  return [...new Set(paths.map(mediaFolderOf))];
}

/** The URL path of a media file of an event: `/media/<screener_id>/<path>`, below the cookie's scope. */
export function mediaUrlPath(screenerId: number, relativePath: string): string {
  return `/media/${screenerId}/${relativePath}`;
}
