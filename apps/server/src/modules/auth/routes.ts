import { ZAliveRequest, ZAliveResponse } from '@screener/contracts/session';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCall } from '../../lib/call.ts';
import { touchSession } from './sessions.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(
    app,
    deps,
    'alive',
    { body: ZAliveRequest, response: ZAliveResponse, auth: 'consumer', tenant: 'host' },
    async ({ viewer, now }) => {
      await touchSession(deps.db, viewer.session.id, now);
      return { alive: true as const };
    },
  );
}
