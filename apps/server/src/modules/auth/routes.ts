import type { FastifyInstance } from 'fastify';
import type { EnrollLinkViewer } from './access-links.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerAppLoginRoutes } from './app-login-routes.ts';
import { createAuthLimits } from './auth-limits.ts';
import { registerCodeSignInRoutes } from './code-sign-in-routes.ts';
import type { AuthDeps } from './deps.ts';
import { registerLinkSignInRoutes } from './link-sign-in-routes.ts';
import type { ViewerHoldings } from './sign-in.ts';

/** The viewers' calls: signing in (by code, password, link or Google), apps signed in, the own account. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  holdings: ViewerHoldings,
  enrollLinkViewer: EnrollLinkViewer,
): void {
  const limits = createAuthLimits(deps);
  registerAccountRoutes(app, deps);
  registerCodeSignInRoutes(app, deps, holdings, limits);
  registerLinkSignInRoutes(app, deps, { holdings, enrollLinkViewer }, limits);
  registerAppLoginRoutes(app, deps, limits);
}
