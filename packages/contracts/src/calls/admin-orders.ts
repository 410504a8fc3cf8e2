import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZCancelSubscriptionOrderRequest,
  ZGetOrderRequest,
  ZGetSubscriptionOrderRequest,
  ZListOrdersRequest,
  ZListOrdersResponse,
  ZOrderResponse,
  ZRefundOrderRequest,
  ZSubscriptionOrderResponse,
} from '../orders.ts';
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

export const listOrders = defineCall({
  path: 'admin/orders/list',
  body: ZListOrdersRequest,
  response: ZListOrdersResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const getOrder = defineCall({
  path: 'admin/orders/get',
  body: ZGetOrderRequest,
  response: ZOrderResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

/** The receipt mailed to the viewer again. */
export const resendReceipt = defineCall({
  path: 'admin/orders/resend_receipt',
  body: ZGetOrderRequest,
  response: ZOrderResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

/** Money given back through the provider that took it: owners and managers only. */
export const refundOrder = defineCall({
  path: 'admin/orders/refund',
  body: ZRefundOrderRequest,
  response: ZOrderResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'refunds',
});

/** A subscription of the grid, with its invoices. */
export const getSubscriptionOrder = defineCall({
  path: 'admin/orders/subscription',
  body: ZGetSubscriptionOrderRequest,
  response: ZSubscriptionOrderResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

/** Ends a viewer's subscription now or at period end: those who refund, owners and managers. */
export const cancelSubscriptionOrder = defineCall({
  path: 'admin/orders/subscription/cancel',
  body: ZCancelSubscriptionOrderRequest,
  response: ZSubscriptionOrderResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'refunds',
});
