import { defineCall } from '../call.ts';
import {
  ZCreateCompanyRequest,
  ZCreateCompanyResponse,
  ZDoneResponse,
  ZInviteOwnerRequest,
  ZListCompaniesRequest,
  ZListCompaniesResponse,
  ZSetCompanyDomainRequest,
  ZSuspendCompanyRequest,
} from '../staff.ts';

export const listCompanies = defineCall({
  path: 'admin/platform/companies/list',
  body: ZListCompaniesRequest,
  response: ZListCompaniesResponse,
  auth: 'operator',
  tenant: 'none',
});

export const createCompany = defineCall({
  path: 'admin/platform/companies/create',
  body: ZCreateCompanyRequest,
  response: ZCreateCompanyResponse,
  auth: 'operator',
  tenant: 'none',
});

export const setCompanyDomain = defineCall({
  path: 'admin/platform/companies/setDomain',
  body: ZSetCompanyDomainRequest,
  response: ZCreateCompanyResponse,
  auth: 'operator',
  tenant: 'none',
});

export const inviteOwner = defineCall({
  path: 'admin/platform/companies/inviteOwner',
  body: ZInviteOwnerRequest,
  response: ZDoneResponse,
  auth: 'operator',
  tenant: 'none',
});

/** Suspends or reinstates a company's site, audited; the serving node drops its cached copy at once. */
export const suspendCompany = defineCall({
  path: 'admin/platform/companies/suspend',
  body: ZSuspendCompanyRequest,
  response: ZCreateCompanyResponse,
  auth: 'operator',
  tenant: 'none',
});
