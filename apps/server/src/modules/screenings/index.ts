/** The screenings module's face: what other modules and the composition root may use. */
export { registerAdminEventExtrasRoutes } from './admin-event-extras-routes.ts';
export { registerAdminEventRoutes } from './admin-event-routes.ts';
export { type EventFilm, findEventFilms } from './event-films.ts';
export {
  findPublishedScreener,
  findPublishedScreenerFilmIds,
  listScreenerFilmIds,
} from './find-screener.ts';
export { isGeoBlocked } from './geo-blocking.ts';
export {
  findEventTitles,
  listEventsOnNow,
  listNextEvents,
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
  type ViewContext,
} from './screener-view.ts';
export { countActiveVodEvents, listSubscriptionScreeners } from './service.ts';
