/** The pricing module's face: what other modules and the composition root may use. */

export { registerPricingAdminRoutes } from './admin-routes.ts';
export { couponTryLimiter } from './coupon-tries.ts';
export { findUsableCoupon, priceWithCoupon, releaseCouponUse, reserveCouponUse } from './coupons.ts';
export { findPlan, isPlanOnSale, planCoversScreener } from './plans.ts';
export { registerPricingRoutes } from './routes.ts';
export {
  activePlansByScreener,
  countPassesOnSale,
  couponCodes,
  couponIdsByCode,
  findCouponCodes,
  findPlans,
  type PlanWithScreenings,
  type PricingPlanRow,
  planCoverage,
  planNames,
  screenerIdsByPlan,
} from './service.ts';
