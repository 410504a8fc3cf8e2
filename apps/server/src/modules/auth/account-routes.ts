import * as authCalls from '@screener/contracts/calls/auth';
import * as phoneFormCalls from '@screener/contracts/calls/phone-forms';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { AuthDeps } from './deps.ts';
import { changePassword, getCustomer, skipPassword, updateProfile } from './profile.ts';
import { endSession, touchSession } from './sessions.ts';

/** The signed-in viewer's own account: the session kept alive or ended, the profile and password. */
export function registerAccountRoutes(app: FastifyInstance, deps: AuthDeps): void {
  registerCall(app, deps, authCalls.alive, async ({ viewer, now }) => {
    await touchSession(deps.db, viewer.session.id, now);
    return { alive: true as const };
  });

  registerCall(app, deps, authCalls.isRegistered, async ({ viewer }) => ({ is_registered: viewer !== null }));

  registerCall(app, deps, authCalls.getCustomer, async ({ viewer }) => ({
    consumer: await getCustomer(deps.db, viewer),
  }));

  registerCall(app, deps, phoneFormCalls.updateProfile, async ({ body, viewer, now }) => ({
    consumer: await updateProfile(deps.db, viewer, body, now),
  }));

  registerCall(app, deps, authCalls.changePassword, async ({ body, viewer, now }) => ({
    consumer: await changePassword(deps.db, viewer, body.password, now),
  }));

  registerCall(app, deps, authCalls.skipPassword, async ({ viewer, now }) => ({
    consumer: await skipPassword(deps.db, viewer, now),
  }));

  registerCall(app, deps, authCalls.logout, async ({ viewer, now }) => {
    await endSession(deps.db, viewer.session.id, now);
    return { logged_out: true as const };
  });
}
