import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZGeoCatalogueRequest,
  ZGeoCatalogueResponse,
  ZGetScreenerRequest,
  ZGetScreenerResponse,
  ZListCompanyMediaResponse,
  ZListScreenersRequest,
  ZListScreenersResponse,
} from '../screener.ts';

/** The event lists of spec part 2 §3, one call each. */
export const lists = {
  today: defineCall({
    path: 'guest/company/:companyId/screenings/today',
    body: ZListScreenersRequest,
    response: ZListScreenersResponse,
    auth: 'optional',
    tenant: 'path',
  }),
  upcoming: defineCall({
    path: 'guest/company/:companyId/screenings/upcoming',
    body: ZListScreenersRequest,
    response: ZListScreenersResponse,
    auth: 'optional',
    tenant: 'path',
  }),
  ongoing: defineCall({
    path: 'guest/company/:companyId/screenings/ongoing',
    body: ZListScreenersRequest,
    response: ZListScreenersResponse,
    auth: 'optional',
    tenant: 'path',
  }),
  vod: defineCall({
    path: 'guest/company/:companyId/screenings/vod',
    body: ZListScreenersRequest,
    response: ZListScreenersResponse,
    auth: 'optional',
    tenant: 'path',
  }),
  archive: defineCall({
    path: 'guest/company/:companyId/screenings/archive',
    body: ZListScreenersRequest,
    response: ZListScreenersResponse,
    auth: 'optional',
    tenant: 'path',
  }),
};

export const get = defineCall({
  path: 'guest/company/:companyId/screenings/get',
  body: ZGetScreenerRequest,
  response: ZGetScreenerResponse,
  auth: 'optional',
  tenant: 'path',
});

export const getWithoutEnforce = defineCall({
  path: 'guest/company/:companyId/screenings/getWithoutEnforce',
  body: ZGetScreenerRequest,
  response: ZGetScreenerResponse,
  auth: 'optional',
  tenant: 'path',
});

export const geoCatalogue = defineCall({
  path: 'guest/company/:companyId/screenings/get-geo-graphical-catalogue',
  body: ZGeoCatalogueRequest,
  response: ZGeoCatalogueResponse,
  auth: 'optional',
  tenant: 'path',
});

export const media = defineCall({
  path: 'guest/screenings/:companyId/media',
  body: z.object({}),
  response: ZListCompanyMediaResponse,
  auth: 'guest',
  tenant: 'path',
});
