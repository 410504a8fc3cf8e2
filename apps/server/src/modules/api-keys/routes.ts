import * as adminApiKeysCalls from '@screener/contracts/calls/admin-api-keys';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.ts';
import type { ApiKeysDeps } from './deps.ts';

/** The back-office's API keys (issue 35): create (shown once), list, revoke. */
export function registerApiKeyRoutes(app: FastifyInstance, deps: ApiKeysDeps): void {
  registerCall(app, deps, adminApiKeysCalls.create, async ({ body, company }) =>
    createApiKey(deps.db, company.id, body.name),
  );
  registerCall(app, deps, adminApiKeysCalls.list, async ({ company }) => ({
    keys: await listApiKeys(deps.db, company.id),
  }));
  registerCall(app, deps, adminApiKeysCalls.revoke, async ({ body, company, now }) => ({
    key: await revokeApiKey(deps.db, company.id, body.key_id, now),
  }));
}
