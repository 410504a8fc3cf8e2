import { ZCheckCouponRequest, ZCheckCouponResponse } from '@screener/contracts/coupons';
import { formatAmount } from '@screener/contracts/money';
import {
  ZGetPricingRequest,
  ZGetPricingResponse,
  ZListPricingRequest,
  ZListPricingResponse,
} from '@screener/contracts/pricing-plans';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { findPublishedScreenerRow, type ScreenerParts } from '../screenings/index.ts';
import { findUsableCoupon, priceWithCoupon } from './coupons.ts';
import { findPlan, isPlanOnSale, listPlansOnSale, planViews } from './plans.ts';

export function registerPricingRoutes(app: FastifyInstance, deps: AppDeps, parts: ScreenerParts): void {
  registerCall(
    app,
    deps,
    'monetization/listPricing',
    { body: ZListPricingRequest, response: ZListPricingResponse, auth: 'optional', tenant: 'host' },
    async ({ body, company, request, now }) => {
      const plans = await listPlansOnSale(deps.db, company.id, now, {
        screenerId: body.screener_id,
        type: body.type,
      });
      return {
        pricing: await planViews(deps.db, parts, company.id, plans, {
          now,
          country: deps.geo.countryOf(request),
        }),
      };
    },
  );

  registerCall(
    app,
    deps,
    'getPricing',
    { body: ZGetPricingRequest, response: ZGetPricingResponse, auth: 'optional', tenant: 'host' },
    async ({ body, company, request, now }) => {
      const plan = await findPlan(deps.db, company.id, body.pricing_id);
      if (!plan) throw new AppError('NOT_FOUND');
      const [view] = await planViews(deps.db, parts, company.id, [plan], {
        now,
        country: deps.geo.countryOf(request),
      });
      if (!view) throw new AppError('NOT_FOUND');
      return { pricing: view };
    },
  );

  /**
   * Coupon redeem for a plan (amounts computed here from the plan's price) or for seats of an event
   * (the percent only: the seats' total is the venue's). A coupon that cannot be used answers
   * `applicable: false` rather than an error, so the form can say so beside the field.
   */
  registerCall(
    app,
    deps,
    'coupon/check_coupon',
    { body: ZCheckCouponRequest, response: ZCheckCouponResponse, auth: 'optional', tenant: 'host' },
    async ({ body, company, now }) => {
      if ('pricing_id' in body) {
        const plan = await findPlan(deps.db, company.id, body.pricing_id);
        if (!plan || !isPlanOnSale(plan, now)) throw new AppError('NOT_FOUND');
        const coupon = await findUsableCoupon(
          deps.db,
          company.id,
          body.coupon_code,
          { planId: plan.id },
          now,
        );
        const priced = priceWithCoupon(plan.priceMinor, coupon);
        return {
          coupon: {
            applicable: coupon !== null,
            available_discount: formatAmount(priced.discountMinor),
            discount_percentage: priced.percent,
            total: formatAmount(priced.totalMinor),
            currency: plan.currency,
          },
        };
      }
      const screener = await findPublishedScreenerRow(deps.db, company.id, body.screener_id);
      if (!screener) throw new AppError('NOT_FOUND');
      const coupon = await findUsableCoupon(
        deps.db,
        company.id,
        body.coupon_code,
        { screenerId: screener.id },
        now,
      );
      return {
        coupon: {
          applicable: coupon !== null,
          available_discount: null,
          discount_percentage: coupon?.percentOff ?? 0,
          total: null,
          currency: null,
        },
      };
    },
  );
}
