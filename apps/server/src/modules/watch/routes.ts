import type { FastifyInstance } from 'fastify';
import type { ScreenerParts } from '../screenings/index.ts';
import { registerAdminLiveRoutes } from './admin-live-routes.ts';
import { registerBeatRoutes } from './beat-routes.ts';
import type { WatchDeps } from './deps.ts';
import type { MediaDelivery } from './media-delivery.ts';
import { registerPlayerStateRoutes } from './player-state-routes.ts';
import { registerViewingRoutes } from './viewing-routes.ts';

/** The watching calls (spec part 2 §7.2, §7.4) and the company administrator's stream calls. */
export function registerWatchRoutes(
  app: FastifyInstance,
  deps: WatchDeps,
  media: MediaDelivery,
  parts: ScreenerParts,
): void {
  registerViewingRoutes(app, deps, media, parts);
  registerPlayerStateRoutes(app, deps);
  registerBeatRoutes(app, deps);
  registerAdminLiveRoutes(app, deps);
}
