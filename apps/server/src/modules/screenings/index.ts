/** The screenings module's face: what other modules and the composition root may use. */
export { registerAdminEventExtrasRoutes } from './admin-event-extras-routes.ts';
export { registerAdminEventRoutes } from './admin-event-routes.ts';
export { type EventFilm, findEventFilms } from './event-films.ts';
export {
  FILM_ID_COLUMN,
  FILM_LIST_FALLBACK_ORDER,
  FILM_SORT_COLUMNS,
  type FilmEdit,
  type FilmRow,
  findCompanyFilm,
  findLatestMedia,
  insertFilm,
  listCompanyFilms,
  updateFilm,
} from './film-rows.ts';
export {
  findPublishedScreener,
  findPublishedScreenerFilmIds,
  listScreenerFilmIds,
} from './find-screener.ts';
export { isGeoBlocked } from './geo-blocking.ts';
export {
  deleteFilmMedia,
  findMediaById,
  findReadyTrailerPath,
  insertProcessingMedia,
  listReadyMedia,
  type MediaKind,
  type MediaRow,
  restartMedia,
  setMediaProgress,
  settleMedia,
} from './media-rows.ts';
export {
  findEventTitles,
  findFilmTitles,
  listEventsOnNow,
  listNextEvents,
  listTranscodingFilms,
  type OverviewEvent,
} from './overview-rows.ts';
export { listPhysicalScreenersEnding, listPhysicalScreenersToCome } from './physical-screeners.ts';
export { restEvents } from './rest-events.ts';
export { registerScreeningRoutes } from './routes.ts';
export { findScreenerRows, screenerTitles } from './screener-rows.ts';
export {
  type ScreenerParts,
  type ScreenerPlan,
  type ScreenerRow,
  screenerViews,
  TRAILER_URL_PREFIX,
  type ViewContext,
} from './screener-view.ts';
export { countActiveVodEvents, listSubscriptionScreeners } from './service.ts';
