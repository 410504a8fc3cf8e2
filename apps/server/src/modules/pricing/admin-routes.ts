import {
  ZCreateCouponBatchRequest,
  ZCreateCouponBatchResponse,
  ZCreateCouponRequest,
  ZCreateCouponResponse,
  ZDisableCouponRequest,
  ZExportCouponsRequest,
  ZListCouponsRequest,
  ZListCouponsResponse,
} from '@screener/contracts/admin-coupons';
import {
  ZArchivePlanRequest,
  ZGetPlanRequest,
  ZListPlansRequest,
  ZListPlansResponse,
  ZSavePlanRequest,
  ZSavePlanResponse,
} from '@screener/contracts/admin-plans';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
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
  const staffCall = { auth: 'staff', tenant: 'host', permission: 'content' } as const;

  registerCall(
    app,
    deps,
    'admin/plans/list',
    { body: ZListPlansRequest, response: ZListPlansResponse, ...staffCall },
    ({ body, company }) => listAdminPlans(deps.db, company.id, body),
  );
  registerCall(
    app,
    deps,
    'admin/plans/get',
    { body: ZGetPlanRequest, response: ZSavePlanResponse, ...staffCall },
    async ({ body, company }) => ({ plan: await getAdminPlan(deps.db, company.id, body.id) }),
  );
  registerCall(
    app,
    deps,
    'admin/plans/save',
    { body: ZSavePlanRequest, response: ZSavePlanResponse, ...staffCall },
    async ({ body, company, staff, now }) => ({
      plan: await savePlan(deps, { companyId: company.id, actor: staff.actor, now, plan: body }),
    }),
  );
  registerCall(
    app,
    deps,
    'admin/plans/setActive',
    { body: ZArchivePlanRequest, response: ZSavePlanResponse, ...staffCall },
    async ({ body, company, staff, now }) => ({
      plan: await setPlanActive(deps, { companyId: company.id, actor: staff.actor, now, ...body }),
    }),
  );

  registerCall(
    app,
    deps,
    'admin/coupons/list',
    { body: ZListCouponsRequest, response: ZListCouponsResponse, ...staffCall },
    ({ body, company }) => listAdminCoupons(deps.db, company.id, body),
  );
  registerCall(
    app,
    deps,
    'admin/coupons/create',
    { body: ZCreateCouponRequest, response: ZCreateCouponResponse, ...staffCall },
    async ({ body, company, staff, now }) => ({
      coupon: await createCoupon(deps, { companyId: company.id, actor: staff.actor, now, coupon: body }),
    }),
  );
  registerCall(
    app,
    deps,
    'admin/coupons/createBatch',
    { body: ZCreateCouponBatchRequest, response: ZCreateCouponBatchResponse, ...staffCall },
    async ({ body, company, staff, now }) => {
      const codes = await createCouponBatch(deps, {
        companyId: company.id,
        actor: staff.actor,
        now,
        batch: body,
      });
      return { created: codes.length, codes };
    },
  );
  registerCall(
    app,
    deps,
    'admin/coupons/disable',
    { body: ZDisableCouponRequest, response: ZCreateCouponResponse, ...staffCall },
    async ({ body, company, staff, now }) => ({
      coupon: await disableCoupon(deps, { companyId: company.id, actor: staff.actor, now, id: body.id }),
    }),
  );
  registerFileCall(
    app,
    deps,
    'admin/coupons/export',
    { body: ZExportCouponsRequest, ...staffCall },
    async ({ body, company }) => ({
      contentType: CSV_CONTENT_TYPE,
      fileName: 'coupons.csv',
      bytes: await couponsCsv(deps.db, company.id, body),
    }),
  );
}
