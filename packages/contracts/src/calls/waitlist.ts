import { defineCall } from '../call.ts';
import {
  ZWaitlistClaimRequest,
  ZWaitlistClaimResponse,
  ZWaitlistScreenerRequest,
  ZWaitlistStateResponse,
} from '../waitlist.ts';

/** Whether the event is sold out and the viewer's place in its line. */
export const getWaitlist = defineCall({
  path: 'waitlist/get',
  body: ZWaitlistScreenerRequest,
  response: ZWaitlistStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

/** Refused while places are left to buy. */
export const joinWaitlist = defineCall({
  path: 'waitlist/join',
  body: ZWaitlistScreenerRequest,
  response: ZWaitlistStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

/** Leaving with an open offer frees its place for the next in line. */
export const leaveWaitlist = defineCall({
  path: 'waitlist/leave',
  body: ZWaitlistScreenerRequest,
  response: ZWaitlistStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

/** The mailed link's token: grants once, within the offer's time, to the viewer it was offered to. */
export const claimWaitlistOffer = defineCall({
  path: 'waitlist/claim',
  body: ZWaitlistClaimRequest,
  response: ZWaitlistClaimResponse,
  auth: 'consumer',
  tenant: 'host',
});
