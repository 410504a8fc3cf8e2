import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit-routes.ts';
import type { StaffDeps } from './deps.ts';
import { registerPlatformRoutes } from './platform-routes.ts';
import { registerStaffSignInRoutes } from './sign-in-routes.ts';
import { createStaffLimits } from './staff-limits.ts';
import { registerStaffTeamRoutes } from './team-routes.ts';
import { registerTotpRoutes } from './totp-routes.ts';

/** The back-office's staff calls: signing in (both steps), the company's team, and the platform console. */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  // Created once: the sign-in and team calls count against the same limiters.
  const limits = createStaffLimits(deps);
  registerTotpRoutes(app, deps);
  registerStaffSignInRoutes(app, deps, limits);
  registerStaffTeamRoutes(app, deps, limits);
  registerAuditRoutes(app, deps);
  registerPlatformRoutes(app, deps);
}
