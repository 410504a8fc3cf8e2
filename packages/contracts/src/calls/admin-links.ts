import {
  ZCreateAccessLinksRequest,
  ZCreateAutoRegisterLinksRequest,
  ZCreateLinksResponse,
  ZExportLinksRequest,
  ZListLinksRequest,
  ZListLinksResponse,
  ZRevokeLinkRequest,
} from '../admin-links.ts';
import { defineCall, defineFileCall } from '../call.ts';
import { ZDoneResponse } from '../staff.ts';

export const list = defineCall({
  path: 'admin/links/list',
  body: ZListLinksRequest,
  response: ZListLinksResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const createAccessLink = defineCall({
  path: 'admin/links/access/create',
  body: ZCreateAccessLinksRequest,
  response: ZCreateLinksResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const createAutoRegisterLink = defineCall({
  path: 'admin/links/auto-register/create',
  body: ZCreateAutoRegisterLinksRequest,
  response: ZCreateLinksResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const revoke = defineCall({
  path: 'admin/links/revoke',
  body: ZRevokeLinkRequest,
  response: ZDoneResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const exportCsv = defineFileCall({
  path: 'admin/links/export',
  body: ZExportLinksRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
