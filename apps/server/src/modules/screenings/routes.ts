import * as screeningsCalls from '@screener/contracts/calls/screenings';
import { hasPhysicalPart } from '@screener/contracts/event';
import type { LanguageCode } from '@screener/contracts/language';
import { SCREENER_LISTS } from '@screener/contracts/screener';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { ScreeningsDeps } from './deps.ts';
import { findScreener, geoCatalogue, listCompanyMedia, listScreeners } from './listing.ts';
import { type ScreenerParts, viewsWithLinks, withMeetingFor, withoutMeeting } from './screener-view.ts';
import { registerSharePages } from './share-page.ts';

/** The venue fields of an event's overview, from the venues module (handed in by the app). */
export type ScreenerVenuePartsOf = (
  companyId: number,
  screenerId: number,
  language: LanguageCode,
) => Promise<ScreenerVenueParts | null>;

export function registerScreeningRoutes(
  app: FastifyInstance,
  deps: ScreeningsDeps,
  venuePartsOf: ScreenerVenuePartsOf,
  parts: ScreenerParts,
): void {
  registerSharePages(app, deps, parts);
  // The events as everyone sees them; a signed-in viewer's own fields are added by `personalise`.
  const contextOf = (company: CompanyRow, request: FastifyRequest, now: Date, language: LanguageCode) => ({
    companyId: company.id,
    timezone: company.timezone,
    now,
    country: deps.geo.countryOf(request),
    language,
    consumerId: null,
  });

  for (const list of SCREENER_LISTS) {
    registerCall(
      app,
      deps,
      {
        ...screeningsCalls.lists[list],
        sharedAnswer: {
          viewsOf: (page) => page.data,
          personalise: (page, links) => {
            const data = viewsWithLinks(page.data, links);
            return { ...page, data, screeners: { ...page.screeners, data } };
          },
        },
      },
      async ({ body, company, request, now, language }) =>
        listScreeners(deps.db, parts, contextOf(company, request, now, language), list, body),
    );
  }

  // Both read the event with the viewer's geo flag; refusing a geo-blocked viewer is getAndEnforce's job (watching).
  // The Q&A meeting is computed with the event and kept out of the shared bytes: only a viewer
  // enrolled in the event or who bought it is sent it, in its own copy.
  for (const call of [screeningsCalls.get, screeningsCalls.getWithoutEnforce]) {
    registerCall(
      app,
      deps,
      {
        ...call,
        sharedAnswer: {
          viewsOf: ({ screener }) => [screener],
          publicOf: ({ screener }) => ({ screener: withoutMeeting(screener) }),
          personalise: ({ screener }, links, whole) => {
            const own = viewsWithLinks([screener], links)[0] ?? screener;
            const link = links.find((each) => each.screener_id === screener.id);
            return { screener: withMeetingFor(own, whole.screener, link) };
          },
        },
      },
      async ({ body, company, request, now, language }) => {
        const context = { ...contextOf(company, request, now, language), meetings: 'all' as const };
        const screener = await findScreener(deps.db, parts, context, body.id);
        if (!screener) throw new AppError('NOT_FOUND');
        if (!hasPhysicalPart(screener.event_type)) return { screener };
        return { screener: { ...screener, ...(await venuePartsOf(company.id, screener.id, language)) } };
      },
    );
  }

  registerCall(
    app,
    deps,
    {
      ...screeningsCalls.geoCatalogue,
      sharedAnswer: {
        viewsOf: (catalogue) => catalogue.screeners.data,
        personalise: (catalogue, links) => ({
          ...catalogue,
          screeners: { ...catalogue.screeners, data: viewsWithLinks(catalogue.screeners.data, links) },
        }),
      },
    },
    async ({ body, company, request, now, language }) =>
      geoCatalogue(deps.db, parts, contextOf(company, request, now, language), body.geoAvailability, body),
  );

  registerCall(app, deps, screeningsCalls.media, async ({ company, language }) => ({
    media: await listCompanyMedia(deps.db, company.id, language),
  }));
}
