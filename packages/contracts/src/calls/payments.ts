import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZListPaymentGatewaysResponse } from '../company.ts';
import { ZListGroupPurchasesRequest, ZListGroupPurchasesResponse } from '../enrollment.ts';
import {
  ZCreatePurchaseRequest,
  ZCreatePurchaseResponse,
  ZMarkPaidRequest,
  ZMarkProcessingRequest,
  ZPurchaseStateResponse,
} from '../purchase.ts';
import { ZBookSeatsRequest, ZBookSeatsResponse } from '../seat-booking.ts';
import { zPathId } from '../validation.ts';

export const listPaymentGateways = defineCall({
  path: 'guest/company/:companyId/listPaymentGateways',
  body: z.object({}),
  response: ZListPaymentGatewaysResponse,
  auth: 'guest',
  tenant: 'path',
});

export const purchaseScreeningOrGroupTicket = defineCall({
  path: 'purchase/screeningOrGroupTicket',
  body: ZCreatePurchaseRequest,
  response: ZCreatePurchaseResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const markProcessing = defineCall({
  path: 'purchase/markProcessing',
  body: ZMarkProcessingRequest,
  response: ZPurchaseStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const markPaid = defineCall({
  path: 'screenings/payment/markPaid',
  body: ZMarkPaidRequest,
  response: ZPurchaseStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const listGroupPurchases = defineCall({
  path: 'listGroupPurchases',
  body: ZListGroupPurchasesRequest,
  response: ZListGroupPurchasesResponse,
  auth: 'consumer',
  tenant: 'host',
});

/** Part 2 §7.2: books held seats that cost nothing, or answers the booking once they are paid. */
export const bookSeats = defineCall({
  path: 'screenings/:screener_id/bookings/bookSeats',
  body: ZBookSeatsRequest,
  params: z.object({ screener_id: zPathId }),
  response: ZBookSeatsResponse,
  auth: 'consumer',
  tenant: 'host',
});
