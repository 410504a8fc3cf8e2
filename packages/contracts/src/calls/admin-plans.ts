import {
  ZArchivePlanRequest,
  ZGetPlanRequest,
  ZListPlansRequest,
  ZListPlansResponse,
  ZSavePlanRequest,
  ZSavePlanResponse,
} from '../admin-plans.ts';
import { defineCall } from '../call.ts';

export const list = defineCall({
  path: 'admin/plans/list',
  body: ZListPlansRequest,
  response: ZListPlansResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const get = defineCall({
  path: 'admin/plans/get',
  body: ZGetPlanRequest,
  response: ZSavePlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const save = defineCall({
  path: 'admin/plans/save',
  body: ZSavePlanRequest,
  response: ZSavePlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const setActive = defineCall({
  path: 'admin/plans/setActive',
  body: ZArchivePlanRequest,
  response: ZSavePlanResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
