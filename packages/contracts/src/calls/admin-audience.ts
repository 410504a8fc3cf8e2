import {
  ZBlockViewerRequest,
  ZBlockViewerResponse,
  ZExportAudienceRequest,
  ZListAudienceRequest,
  ZListAudienceResponse,
} from '../audience.ts';
import { defineCall, defineFileCall } from '../call.ts';
import { ZEraseViewerRequest, ZEraseViewerResponse } from '../privacy.ts';

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

/**
 * Erases a viewer's personal data on their request (issue 36): owners and managers only (the
 * `settings` permission), in the audit log with the reason; purchases stay without the name.
 */
export const erase = defineCall({
  path: 'admin/audience/erase',
  body: ZEraseViewerRequest,
  response: ZEraseViewerResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'settings',
});
