import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZGetCompanyByDomainRequest,
  ZGetCompanyByDomainResponse,
  ZListCompaniesResponse,
  ZViewerCountryResponse,
} from '../company.ts';
import { ZUpdateReferralHitsRequest, ZUpdateReferralHitsResponse } from '../support.ts';

export const list = defineCall({
  path: 'guest/company/list',
  body: z.object({}),
  response: ZListCompaniesResponse,
  auth: 'guest',
  tenant: 'none',
});

export const getByDomain = defineCall({
  path: 'guest/company/get',
  body: ZGetCompanyByDomainRequest,
  response: ZGetCompanyByDomainResponse,
  auth: 'guest',
  tenant: 'none',
});

export const getById = defineCall({
  path: 'guest/company/:companyId/get',
  body: z.object({}),
  response: ZGetCompanyByDomainResponse,
  auth: 'guest',
  tenant: 'path',
});

export const viewerCountry = defineCall({
  path: 'guest/viewer/country',
  body: z.object({}),
  response: ZViewerCountryResponse,
  auth: 'guest',
  tenant: 'none',
});

export const updateReferralHits = defineCall({
  path: 'guest/company/referral/updateHits',
  body: ZUpdateReferralHitsRequest,
  response: ZUpdateReferralHitsResponse,
  auth: 'guest',
  tenant: 'host',
});
