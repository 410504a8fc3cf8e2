import {
  ZGetSubscriptionPlanRequest,
  ZListSubscriptionPlansRequest,
  ZListSubscriptionPlansResponse,
  ZSaveSubscriptionPlanRequest,
  ZSaveSubscriptionPlanResponse,
  ZSetSubscriptionPlanActiveRequest,
  ZSubscriptionPlanResponse,
} from '../admin-subscription-plans.ts';
import { defineCall } from '../call.ts';

export const list = defineCall({
  path: 'admin/subscription-plans/list',
  body: ZListSubscriptionPlansRequest,
  response: ZListSubscriptionPlansResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const get = defineCall({
  path: 'admin/subscription-plans/get',
  body: ZGetSubscriptionPlanRequest,
  response: ZSubscriptionPlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const save = defineCall({
  path: 'admin/subscription-plans/save',
  body: ZSaveSubscriptionPlanRequest,
  response: ZSaveSubscriptionPlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const setActive = defineCall({
  path: 'admin/subscription-plans/setActive',
  body: ZSetSubscriptionPlanActiveRequest,
  response: ZSubscriptionPlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
