/** The watch module's face: what the composition root and the reading modules may use. */

export { readEventStage, writeEventStage } from './event-stage-store.ts';
export { registerLiveEventRoute } from './live-event-route.ts';
export { countLiveViewers } from './live-viewers.ts';
export { registerMediaDelivery } from './media-delivery.ts';
export { watchPersonalData } from './personal-data.ts';
export { registerWatchRealtime } from './realtime-handlers.ts';
export { registerWatchRoutes } from './routes.ts';
export { loadMediaSecret } from './stream-token.ts';
export { registerTrailerDelivery } from './trailer-delivery.ts';
export {
  sumViewerFilmSeconds,
  sumViewerWatchSeconds,
  sumWatchTime,
  type WatchFigure,
} from './watch-figures.ts';
