import * as adminCouponsCalls from '@screener/contracts/calls/admin-coupons';
import * as adminPlansCalls from '@screener/contracts/calls/admin-plans';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
import { translationLanguages } from '../companies/index.ts';
import {
  couponsCsv,
  createCoupon,
  createCouponBatch,
  disableCoupon,
  listAdminCoupons,
} from './admin-coupons.ts';
import { getAdminPlan, listAdminPlans, savePlan, setPlanActive } from './admin-plans.ts';
import type { PricingDeps } from './deps.ts';

/** The back-office's plans and coupons (issue 20): owners and managers, through the `content` permission. */
export function registerPricingAdminRoutes(app: FastifyInstance, deps: PricingDeps): void {
  registerCall(app, deps, adminPlansCalls.list, ({ body, company }) =>
    listAdminPlans(deps.db, company.id, body),
  );
  registerCall(app, deps, adminPlansCalls.get, async ({ body, company }) => ({
    plan: await getAdminPlan(deps.db, company.id, body.id),
  }));
  registerCall(app, deps, adminPlansCalls.save, async ({ body, company, staff, now }) => ({
    plan: await savePlan(deps, {
      companyId: company.id,
      actor: staff.actor,
      now,
      plan: body,
      translationLanguages: translationLanguages(company),
    }),
  }));
  registerCall(app, deps, adminPlansCalls.setActive, async ({ body, company, staff, now }) => ({
    plan: await setPlanActive(deps, { companyId: company.id, actor: staff.actor, now, ...body }),
  }));

  registerCall(app, deps, adminCouponsCalls.list, ({ body, company }) =>
    listAdminCoupons(deps.db, company.id, body),
  );
  registerCall(app, deps, adminCouponsCalls.create, async ({ body, company, staff, now }) => ({
    coupon: await createCoupon(deps, { companyId: company.id, actor: staff.actor, now, coupon: body }),
  }));
  registerCall(app, deps, adminCouponsCalls.createBatch, async ({ body, company, staff, now }) => {
    const codes = await createCouponBatch(deps, {
      companyId: company.id,
      actor: staff.actor,
      now,
      batch: body,
    });
    return { created: codes.length, codes };
  });
  registerCall(app, deps, adminCouponsCalls.disable, async ({ body, company, staff, now }) => ({
    coupon: await disableCoupon(deps, { companyId: company.id, actor: staff.actor, now, id: body.id }),
  }));
  registerFileCall(app, deps, adminCouponsCalls.exportCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: 'coupons.csv',
    bytes: await couponsCsv(deps.db, company.id, body),
  }));
}
