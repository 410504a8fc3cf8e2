import {
  ZGetPageRequest,
  ZGetPageResponse,
  ZListPagesRequest,
  ZListPagesResponse,
} from '@screener/contracts/page';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { PagesDeps } from './deps.ts';
import { findPage, listPages } from './service.ts';

export function registerPageRoutes(app: FastifyInstance, deps: PagesDeps): void {
  registerCall(
    app,
    deps,
    'page/get',
    { body: ZGetPageRequest, response: ZGetPageResponse, auth: 'guest', tenant: 'host' },
    async ({ body, company }) => {
      const page = await findPage(deps.db, company.id, body.slug);
      // The spec answers an array: an address that names no page is an empty one, which the site
      // shows as not found, rather than an error for what any mistyped address asks.
      return { page: page ? [page] : [] };
    },
  );

  registerCall(
    app,
    deps,
    'page/list',
    { body: ZListPagesRequest, response: ZListPagesResponse, auth: 'guest', tenant: 'host' },
    async ({ company }) => ({ pages: await listPages(deps.db, company.id) }),
  );
}
