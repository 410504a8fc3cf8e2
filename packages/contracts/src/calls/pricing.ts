import { defineCall } from '../call.ts';
import { ZCheckCouponRequest, ZCheckCouponResponse } from '../coupons.ts';
import {
  ZGetPricingRequest,
  ZGetPricingResponse,
  ZListPricingRequest,
  ZListPricingResponse,
} from '../pricing-plans.ts';

export const listPricing = defineCall({
  path: 'monetization/listPricing',
  body: ZListPricingRequest,
  response: ZListPricingResponse,
  auth: 'optional',
  tenant: 'host',
});

export const getPricing = defineCall({
  path: 'getPricing',
  body: ZGetPricingRequest,
  response: ZGetPricingResponse,
  auth: 'optional',
  tenant: 'host',
});

export const checkCoupon = defineCall({
  path: 'coupon/check_coupon',
  body: ZCheckCouponRequest,
  response: ZCheckCouponResponse,
  auth: 'consumer',
  tenant: 'host',
});
