import * as adminVenuesCalls from '@screener/contracts/calls/admin-venues';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { translationLanguages } from '../companies/index.ts';
import type { VenuesDeps } from './deps.ts';
import {
  createVenue,
  getEventSeatPricing,
  getVenue,
  listVenueEvents,
  listVenues,
  saveEventSeatPricing,
  updateVenue,
} from './venue-admin.ts';

/** The back-office's venues (issue 20): seat maps, and each venue event's seat sale. */
export function registerVenueAdminRoutes(app: FastifyInstance, deps: VenuesDeps): void {
  registerCall(app, deps, adminVenuesCalls.list, ({ body, company }) =>
    listVenues(deps.db, company.id, body),
  );

  registerCall(app, deps, adminVenuesCalls.get, ({ body, company, now }) =>
    getVenue(deps.db, company.id, body.venue_id, now),
  );

  registerCall(app, deps, adminVenuesCalls.create, ({ body, company, staff, now }) =>
    createVenue(
      deps.db,
      { companyId: company.id, actor: staff.actor, now, translationLanguages: translationLanguages(company) },
      body,
    ),
  );

  registerCall(app, deps, adminVenuesCalls.update, ({ body, company, staff, now }) =>
    updateVenue(
      deps.db,
      { companyId: company.id, actor: staff.actor, now, translationLanguages: translationLanguages(company) },
      body,
    ),
  );

  registerCall(app, deps, adminVenuesCalls.eventsList, async ({ company, now }) => ({
    events: await listVenueEvents(deps.db, company.id, now),
  }));

  registerCall(app, deps, adminVenuesCalls.eventsPricingGet, ({ body, company }) =>
    getEventSeatPricing(deps.db, company.id, body.screener_id),
  );

  registerCall(app, deps, adminVenuesCalls.eventsPricingUpdate, ({ body, company, staff, now }) =>
    saveEventSeatPricing(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
  );
}
