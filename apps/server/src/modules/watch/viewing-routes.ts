import * as watchCalls from '@screener/contracts/calls/watch';
import type { FastifyInstance } from 'fastify';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { isFullSession } from '../auth/index.ts';
import type { ScreenerParts } from '../screenings/index.ts';
import type { WatchDeps } from './deps.ts';
import { getExternalSrcUrl } from './external-src-url.ts';
import { getAndEnforce } from './get-and-enforce.ts';
import { markFirstWatch } from './mark-first-watch.ts';
import type { MediaDelivery } from './media-delivery.ts';

/** Opening an event to watch: the enforced event, its first watch marked, a film's external source. */
export function registerViewingRoutes(
  app: FastifyInstance,
  deps: WatchDeps,
  media: MediaDelivery,
  parts: ScreenerParts,
): void {
  registerCall(
    app,
    deps,
    watchCalls.getAndEnforce,
    async ({ body, company, viewer, now, request, language }) => ({
      screener: await getAndEnforce(
        deps.db,
        parts,
        {
          language,
          companyId: company.id,
          screenerId: body.id,
          consumerId: viewer.consumerId,
          now,
          country: deps.geo.countryOf(request),
          // Preview is a staff view: a link session never asks for it, whoever the link names.
          preview: (body.preview ?? false) && isFullSession(viewer.session),
        },
        company,
      ),
    }),
  );

  registerCall(app, deps, watchCalls.markFirstWatch, async ({ company, viewer, now, request, params }) => {
    const enrollment = await markFirstWatch(deps.db, {
      companyId: company.id,
      screenerId: params.screener_id,
      consumerId: viewer.consumerId,
      now,
      country: deps.geo.countryOf(request),
    });
    return {
      event_starts_at: toApiDateTimeOrNull(enrollment.eventStartsAt),
      event_ends_at: toApiDateTimeOrNull(enrollment.eventEndsAt),
    };
  });

  registerCall(app, deps, watchCalls.getExternalSrcUrl, async ({ company, viewer, now, request, params }) =>
    getExternalSrcUrl(deps.db, media, {
      companyId: company.id,
      screenerId: params.screener_id,
      filmId: params.film_id,
      viewer,
      now,
      country: deps.geo.countryOf(request),
      siteOrigin: siteOrigin(deps.config, company.domain),
    }),
  );
}
