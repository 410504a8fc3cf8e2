import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZListCashPurchasesRequest,
  ZListCashPurchasesResponse,
  ZPurchaseStateResponse,
} from '../purchase.ts';
import { ZCancelBookingRequest, ZCancelBookingResponse } from '../seat-booking.ts';
import { zPathId } from '../validation.ts';

const ZPurchasePath = z.object({ purchaseId: zPathId });

export const listCashPurchases = defineCall({
  path: 'admin/purchases/cash/list',
  body: ZListCashPurchasesRequest,
  response: ZListCashPurchasesResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const confirmPurchase = defineCall({
  path: 'admin/purchases/:purchaseId/confirm',
  body: z.object({}),
  response: ZPurchaseStateResponse,
  params: ZPurchasePath,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const cancelBooking = defineCall({
  path: 'admin/bookings/cancel',
  body: ZCancelBookingRequest,
  response: ZCancelBookingResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});
