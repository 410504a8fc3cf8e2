import {
  ZCreateVenueRequest,
  ZEventSeatPricingResponse,
  ZGetEventSeatPricingRequest,
  ZGetVenueRequest,
  ZGetVenueResponse,
  ZListVenueEventsRequest,
  ZListVenueEventsResponse,
  ZListVenuesRequest,
  ZListVenuesResponse,
  ZSaveVenueResponse,
  ZUpdateEventSeatPricingRequest,
  ZUpdateVenueRequest,
} from '@screener/contracts/venue-admin';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
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

const staffCall = { auth: 'staff', tenant: 'host', permission: 'content' } as const;

/** The back-office's venues (issue 20): seat maps, and each venue event's seat sale. */
export function registerVenueAdminRoutes(app: FastifyInstance, deps: VenuesDeps): void {
  registerCall(
    app,
    deps,
    'admin/venues/list',
    { body: ZListVenuesRequest, response: ZListVenuesResponse, ...staffCall },
    ({ body, company }) => listVenues(deps.db, company.id, body),
  );

  registerCall(
    app,
    deps,
    'admin/venues/get',
    { body: ZGetVenueRequest, response: ZGetVenueResponse, ...staffCall },
    ({ body, company, now }) => getVenue(deps.db, company.id, body.venue_id, now),
  );

  registerCall(
    app,
    deps,
    'admin/venues/create',
    { body: ZCreateVenueRequest, response: ZSaveVenueResponse, ...staffCall },
    ({ body, company, staff, now }) =>
      createVenue(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
  );

  registerCall(
    app,
    deps,
    'admin/venues/update',
    { body: ZUpdateVenueRequest, response: ZSaveVenueResponse, ...staffCall },
    ({ body, company, staff, now }) =>
      updateVenue(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
  );

  registerCall(
    app,
    deps,
    'admin/venues/events/list',
    { body: ZListVenueEventsRequest, response: ZListVenueEventsResponse, ...staffCall },
    async ({ company, now }) => ({ events: await listVenueEvents(deps.db, company.id, now) }),
  );

  registerCall(
    app,
    deps,
    'admin/venues/events/pricing/get',
    { body: ZGetEventSeatPricingRequest, response: ZEventSeatPricingResponse, ...staffCall },
    ({ body, company }) => getEventSeatPricing(deps.db, company.id, body.screener_id),
  );

  registerCall(
    app,
    deps,
    'admin/venues/events/pricing/update',
    { body: ZUpdateEventSeatPricingRequest, response: ZEventSeatPricingResponse, ...staffCall },
    ({ body, company, staff, now }) =>
      saveEventSeatPricing(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
  );
}
