import * as pagesCalls from '@screener/contracts/calls/pages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { PagesDeps } from './deps.ts';
import { findPage, listPages } from './service.ts';

export function registerPageRoutes(app: FastifyInstance, deps: PagesDeps): void {
  registerCall(app, deps, pagesCalls.get, async ({ body, company, language }) => {
    const page = await findPage(deps.db, company.id, body.slug, language);
    // The spec answers an array: an address that names no page is an empty one, which the site
    // shows as not found, rather than an error for what any mistyped address asks.
    return { page: page ? [page] : [] };
  });

  registerCall(app, deps, pagesCalls.list, async ({ company, language }) => ({
    pages: await listPages(deps.db, company.id, language),
  }));
}
