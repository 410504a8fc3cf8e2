/**
 * The films module's face: the film library (its films, their media and subtitles: decision 0063),
 * the back-office's films, their uploads and the transcoding queue, and what the events, watch,
 * ballots and reports modules read of the films.
 */

export {
  type FilmCard,
  findFilmTitles,
  listFilmCards,
  searchFilmTitles,
} from './film-rows.ts';
export { createFilmSources } from './film-sources.ts';
export { findViewerFilms, TRAILER_URL_PREFIX } from './film-views.ts';
export { findReadyTrailerPath, listReadyMedia, listTranscodingFilms } from './media-rows.ts';
export { registerFilmRoutes } from './routes.ts';
export { listSubtitleFiles } from './subtitle-rows.ts';
export { createTranscodeQueue, type TranscodeQueue } from './transcode-queue.ts';
