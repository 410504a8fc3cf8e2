import { defineCall } from '../call.ts';
import { ZGetPageRequest, ZGetPageResponse, ZListPagesRequest, ZListPagesResponse } from '../page.ts';

export const get = defineCall({
  path: 'page/get',
  body: ZGetPageRequest,
  response: ZGetPageResponse,
  auth: 'guest',
  tenant: 'host',
});

export const list = defineCall({
  path: 'page/list',
  body: ZListPagesRequest,
  response: ZListPagesResponse,
  auth: 'guest',
  tenant: 'host',
});
