import * as authCalls from '@screener/contracts/calls/auth';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { approveAppDomain, redeemAppLoginCode, requestAppLogin } from './app-login.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { AuthDeps } from './deps.ts';

/** Signing an app in through the viewer's site: a code asked for, its domain approved, the code redeemed. */
export function registerAppLoginRoutes(app: FastifyInstance, deps: AuthDeps, limits: AuthLimits): void {
  registerCall(app, deps, authCalls.mewOAuthLogin, async ({ body, viewer, now }) =>
    requestAppLogin(deps.db, viewer, body.oauth_host, now),
  );

  registerCall(app, deps, authCalls.approveOAuthDomain, async ({ body, viewer, now }) =>
    approveAppDomain(deps.db, viewer, body.oauth_host ?? body.hostname ?? '', now),
  );

  registerCall(app, deps, authCalls.redeemOAuth, async ({ body, request, now }) => {
    await limits.attempt('oauthRedeem', request);
    return redeemAppLoginCode(deps.db, { companyId: body.client_id, code: body.code, now });
  });
}
