import { defineCall } from '../call.ts';
import {
  ZCheckInTicketRequest,
  ZCheckInTicketResponse,
  ZGetTicketPublicKeyRequest,
  ZGetTicketPublicKeyResponse,
} from '../ticket-check-in.ts';
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
} from '../venue-admin.ts';

export const list = defineCall({
  path: 'admin/venues/list',
  body: ZListVenuesRequest,
  response: ZListVenuesResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const get = defineCall({
  path: 'admin/venues/get',
  body: ZGetVenueRequest,
  response: ZGetVenueResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const create = defineCall({
  path: 'admin/venues/create',
  body: ZCreateVenueRequest,
  response: ZSaveVenueResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const update = defineCall({
  path: 'admin/venues/update',
  body: ZUpdateVenueRequest,
  response: ZSaveVenueResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const eventsList = defineCall({
  path: 'admin/venues/events/list',
  body: ZListVenueEventsRequest,
  response: ZListVenueEventsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const eventsPricingGet = defineCall({
  path: 'admin/venues/events/pricing/get',
  body: ZGetEventSeatPricingRequest,
  response: ZEventSeatPricingResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const eventsPricingUpdate = defineCall({
  path: 'admin/venues/events/pricing/update',
  body: ZUpdateEventSeatPricingRequest,
  response: ZEventSeatPricingResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const checkInTicket = defineCall({
  path: 'admin/checkInTicket',
  body: ZCheckInTicketRequest,
  response: ZCheckInTicketResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'check_in',
});

export const getTicketPublicKey = defineCall({
  path: 'admin/getTicketPublicKey',
  body: ZGetTicketPublicKeyRequest,
  response: ZGetTicketPublicKeyResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'check_in',
});
