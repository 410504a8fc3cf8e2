import {
  ZBlockViewerRequest,
  ZBlockViewerResponse,
  ZExportAudienceRequest,
  ZListAudienceRequest,
  ZListAudienceResponse,
} from '../audience.ts';
import { defineCall, defineFileCall } from '../call.ts';

export const list = defineCall({
  path: 'admin/audience/list',
  body: ZListAudienceRequest,
  response: ZListAudienceResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const exportCsv = defineFileCall({
  path: 'admin/audience/export',
  body: ZExportAudienceRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

/** Blocks a viewer (ends their sessions, refuses their sign-in on this site) or lets them in again. */
export const block = defineCall({
  path: 'admin/audience/block',
  body: ZBlockViewerRequest,
  response: ZBlockViewerResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});
