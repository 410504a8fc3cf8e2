import * as adminSubscriptionPlansCalls from '@screener/contracts/calls/admin-subscription-plans';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import {
  getSubscriptionPlan,
  listSubscriptionPlans,
  saveSubscriptionPlan,
  setSubscriptionPlanActive,
} from './admin-plans.ts';
import type { SubscriptionsDeps } from './deps.ts';

/** The back-office's subscription plans (issue 20): owners and managers, through `content`. */
export function registerSubscriptionAdminRoutes(app: FastifyInstance, deps: SubscriptionsDeps): void {
  registerCall(app, deps, adminSubscriptionPlansCalls.list, ({ body, company }) =>
    listSubscriptionPlans(deps.db, company.id, body),
  );
  registerCall(app, deps, adminSubscriptionPlansCalls.get, async ({ body, company }) => ({
    plan: await getSubscriptionPlan(deps.db, company.id, body.id),
  }));
  registerCall(app, deps, adminSubscriptionPlansCalls.save, ({ body, company, staff, now }) =>
    saveSubscriptionPlan(deps, { companyId: company.id, actor: staff.actor, now, plan: body }),
  );
  registerCall(app, deps, adminSubscriptionPlansCalls.setActive, async ({ body, company, staff, now }) => ({
    plan: await setSubscriptionPlanActive(deps, {
      companyId: company.id,
      actor: staff.actor,
      now,
      ...body,
    }),
  }));
}
