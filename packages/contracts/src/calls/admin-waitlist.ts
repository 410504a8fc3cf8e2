import { defineCall } from '../call.ts';
import { ZAdminWaitlistResponse, ZWaitlistScreenerRequest } from '../waitlist.ts';

/** An event's waitlist in order, with each offer: for the roles that see orders. */
export const listWaitlist = defineCall({
  path: 'admin/waitlist/list',
  body: ZWaitlistScreenerRequest,
  response: ZAdminWaitlistResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});
