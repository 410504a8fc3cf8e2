import { z } from 'zod';
import { defineCall, defineFileCall } from '../call.ts';
import {
  ZGetLockedBookingRequest,
  ZGetLockedBookingResponse,
  ZListBookingsRequest,
  ZListBookingsResponse,
  ZMarkSeatsLockedRequest,
  ZMarkSeatsLockedResponse,
  ZSeatsStatusRequest,
  ZSeatsStatusResponse,
} from '../seat-booking.ts';
import { ZGetTicketPdfRequest } from '../ticket-pdf.ts';
import { zPathId } from '../validation.ts';

const ZScreenerPath = z.object({ screener_id: zPathId });

export const getSeatsStatus = defineCall({
  path: 'guest/company/:companyId/screenings/:screener_id/getSeatsStatus',
  body: ZSeatsStatusRequest,
  response: ZSeatsStatusResponse,
  params: ZScreenerPath,
  auth: 'optional',
  tenant: 'path',
});

export const markSeatsLocked = defineCall({
  path: 'screenings/:screener_id/bookings/markSeatsLocked',
  body: ZMarkSeatsLockedRequest,
  response: ZMarkSeatsLockedResponse,
  params: ZScreenerPath,
  auth: 'consumer',
  tenant: 'host',
});

export const getLockedBooking = defineCall({
  path: 'getLockedBooking',
  body: ZGetLockedBookingRequest,
  response: ZGetLockedBookingResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const listPhysicalEventBookings = defineCall({
  path: 'listPhysicalEventBookings',
  body: ZListBookingsRequest,
  response: ZListBookingsResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const ticketPdf = defineFileCall({
  path: 'getTicketPdf',
  body: ZGetTicketPdfRequest,
  auth: 'consumer',
  tenant: 'host',
});
