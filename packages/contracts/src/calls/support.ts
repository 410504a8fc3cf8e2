import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZCreateCancellationRequest,
  ZRefundRequestResponse,
  ZSubmitRefundModificationRequest,
} from '../refunds.ts';
import {
  ZCreateSupportRequestRequest,
  ZCreateSupportRequestResponse,
  ZSubmitBookingQueryRequest,
  ZSubmitBookingQueryResponse,
  ZSubscribeNewsletterRequest,
  ZSubscribeNewsletterResponse,
} from '../support.ts';
import { zPathId } from '../validation.ts';

const ZBookingPath = z.object({ screener_id: zPathId, booking_id: zPathId });

export const submitRefundModificationRequest = defineCall({
  path: 'purchase/submitRefundModificationRequest',
  body: ZSubmitRefundModificationRequest,
  response: ZRefundRequestResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const createCancellationRequest = defineCall({
  path: 'createCancellationRequest',
  body: ZCreateCancellationRequest,
  response: ZRefundRequestResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const support = defineCall({
  path: 'consumer/support',
  body: ZCreateSupportRequestRequest,
  response: ZCreateSupportRequestResponse,
  auth: 'optional',
  tenant: 'host',
});

export const subscribeNewsletter = defineCall({
  path: 'consumer/subscribeNewsletter',
  body: ZSubscribeNewsletterRequest,
  response: ZSubscribeNewsletterResponse,
  auth: 'guest',
  tenant: 'host',
});

export const submitBookingQuery = defineCall({
  path: 'screenings/:screener_id/bookings/:booking_id/submitBookingQuery',
  body: ZSubmitBookingQueryRequest,
  response: ZSubmitBookingQueryResponse,
  params: ZBookingPath,
  auth: 'consumer',
  tenant: 'host',
});
