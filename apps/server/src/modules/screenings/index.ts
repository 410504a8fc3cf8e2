/** The screenings module's face: what other modules and the composition root may use. */
export { findPublishedScreener, listScreenerFilmIds } from './find-screener.ts';
export { isGeoBlocked } from './geo-blocking.ts';
export { registerScreeningRoutes } from './routes.ts';
export { findPublishedScreenerRow, findScreenerRows, type ScreenerRecord } from './screener-rows.ts';
export {
  type ScreenerParts,
  type ScreenerPlan,
  type ScreenerRow,
  screenerViews,
  TRAILER_URL_PREFIX,
  type ViewContext,
} from './screener-view.ts';
export { countActiveVodEvents } from './service.ts';
