import { defineCall } from '../call.ts';
import { ZListScreeningsRequest, ZListScreeningsResponse } from '../dashboard.ts';
import { ZEnrollRequest, ZEnrollResponse } from '../enrollment.ts';

export const enroll = defineCall({
  path: 'enroll',
  body: ZEnrollRequest,
  response: ZEnrollResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const listScreenings = defineCall({
  path: 'listScreenings',
  body: ZListScreeningsRequest,
  response: ZListScreeningsResponse,
  auth: 'consumer',
  tenant: 'host',
});
