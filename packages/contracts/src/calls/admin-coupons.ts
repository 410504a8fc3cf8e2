import {
  ZCreateCouponBatchRequest,
  ZCreateCouponBatchResponse,
  ZCreateCouponRequest,
  ZCreateCouponResponse,
  ZDisableCouponRequest,
  ZExportCouponsRequest,
  ZListCouponsRequest,
  ZListCouponsResponse,
} from '../admin-coupons.ts';
import { defineCall, defineFileCall } from '../call.ts';

export const list = defineCall({
  path: 'admin/coupons/list',
  body: ZListCouponsRequest,
  response: ZListCouponsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const create = defineCall({
  path: 'admin/coupons/create',
  body: ZCreateCouponRequest,
  response: ZCreateCouponResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const createBatch = defineCall({
  path: 'admin/coupons/createBatch',
  body: ZCreateCouponBatchRequest,
  response: ZCreateCouponBatchResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const disable = defineCall({
  path: 'admin/coupons/disable',
  body: ZDisableCouponRequest,
  response: ZCreateCouponResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const exportCsv = defineFileCall({
  path: 'admin/coupons/export',
  body: ZExportCouponsRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
