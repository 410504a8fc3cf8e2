import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * A host name with an optional port, or a bracketed IPv6 address: nothing else may stand in a Host
 * header. Anything more (`site:@evil.example`, `site:1/evil`, `site:443#@x`) would leak into the
 * absolute links the server builds, so it is refused before any route runs.
 */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isWellFormedHost(host: string): boolean {
  return host.length <= 260 && HOST_PATTERN.test(host);
}

export function registerHostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(isWellFormedHost(request.host) ? undefined : new AppError('BAD_HOST'));
  });
}
