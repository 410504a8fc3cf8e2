import * as pricingCalls from '@screener/contracts/calls/pricing';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { ScreenerParts } from '../screenings/index.ts';
import { checkCoupon } from './check-coupon.ts';
import { couponTryLimiter } from './coupon-tries.ts';
import type { PricingDeps } from './deps.ts';
import { findPlan, listPlansOnSale, planViews } from './plans.ts';

export function registerPricingRoutes(app: FastifyInstance, deps: PricingDeps, parts: ScreenerParts): void {
  const limitCouponTries = couponTryLimiter(deps);

  registerCall(app, deps, pricingCalls.listPricing, async ({ body, company, request, now, language }) => {
    const plans = await listPlansOnSale(deps.db, company.id, now, {
      screenerId: body.screener_id,
      type: body.type,
    });
    return {
      pricing: await planViews(deps.db, parts, company.id, plans, {
        now,
        country: deps.geo.countryOf(request),
        language,
      }),
    };
  });

  registerCall(app, deps, pricingCalls.getPricing, async ({ body, company, request, now, language }) => {
    const plan = await findPlan(deps.db, company.id, body.pricing_id);
    if (!plan) throw new AppError('NOT_FOUND');
    const [view] = await planViews(deps.db, parts, company.id, [plan], {
      now,
      country: deps.geo.countryOf(request),
      language,
    });
    if (!view) throw new AppError('NOT_FOUND');
    return { pricing: view };
  });

  registerCall(app, deps, pricingCalls.checkCoupon, async ({ body, company, viewer, request, now }) => {
    await limitCouponTries(request, viewer.consumerId);
    const coupon = await checkCoupon(deps.db, { companyId: company.id, request: body, now });
    return { ...coupon, coupon };
  });
}
