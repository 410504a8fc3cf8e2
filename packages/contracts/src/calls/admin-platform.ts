import { defineCall } from '../call.ts';
import {
  ZCreateCompanyRequest,
  ZCreateCompanyResponse,
  ZDoneResponse,
  ZInviteOwnerRequest,
  ZListCompaniesRequest,
  ZListCompaniesResponse,
  ZSetCompanyDomainRequest,
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
