import * as authCalls from '@screener/contracts/calls/auth';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { type EnrollLinkViewer, loginWithAccessLink, loginWithAutoRegisterLink } from './access-links.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { AuthDeps } from './deps.ts';
import { googleKeys, loginWithGoogle } from './google-sign-in.ts';
import type { ViewerHoldings } from './sign-in.ts';

/** Signing in without a code: an access link, an auto-register link, or a Google account. */
export function registerLinkSignInRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  links: { holdings: ViewerHoldings; enrollLinkViewer: EnrollLinkViewer },
  limits: AuthLimits,
): void {
  const signInDeps = { ...deps, holdings: links.holdings };
  const accessLinkDeps = { ...signInDeps, enrollLinkViewer: links.enrollLinkViewer };
  const google = deps.config.GOOGLE_CLIENT_ID ? googleKeys(deps.config) : null;

  registerCall(
    app,
    deps,
    authCalls.loginWithAccessLink,
    async ({ body, request, company, viewer, language, now }) => {
      await limits.attempt('accessLink', request);
      return loginWithAccessLink(accessLinkDeps, {
        company,
        linkId: body.link_id,
        screenerId: body.screener_id,
        name: body.name,
        email: body.email,
        skipForm: body.skip_form,
        viewer,
        keepSession: body.keep_session,
        language,
        now,
      });
    },
  );

  registerCall(
    app,
    deps,
    authCalls.loginWithAutoRegisterLink,
    async ({ body, request, company, viewer, language, now }) => {
      await limits.attempt('autoRegister', request);
      return loginWithAutoRegisterLink(signInDeps, {
        company,
        token: body.token,
        viewer,
        keepSession: body.keep_session,
        language,
        now,
      });
    },
  );

  registerCall(app, deps, authCalls.loginWithFirebase, async ({ body, request, company, language, now }) => {
    await limits.attempt('google', request);
    return loginWithGoogle(signInDeps, google, { company, idToken: body.accessToken, language, now });
  });
}
