import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerCompanyRoutes } from './modules/companies/routes.ts';
import { registerPageRoutes } from './modules/pages/routes.ts';
import { registerSupportRoutes } from './modules/support/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { type EventsPort, socketEvents } from './ports/events.ts';
import { createGeoPort, type GeoPort } from './ports/geo.ts';
import { createHttpMailingList } from './ports/mailing-list.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime port, reachable from the app for scripts and tests. */
    events: EventsPort;
  }
}

/**
 * The ports a caller chooses; the realtime events port is built here, on the app's own server,
 * and the geography port from the config unless one is given.
 */
export type BuildAppOptions = Omit<AppDeps, 'events' | 'geo'> & { geo?: GeoPort; logger?: boolean };

/** The composition root: the same app runs in production and in tests, only the ports differ. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.secret', '*.otp'],
          },
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerRateLimit(app, options.config.REDIS_URL);
  const io = await registerRealtime(app, {
    db: options.db,
    clock: options.clock,
    redisUrl: options.config.REDIS_URL,
  });
  const geo =
    options.geo ??
    createGeoPort({
      countryHeader: options.config.GEO_COUNTRY_HEADER,
      override: options.config.GEO_COUNTRY_OVERRIDE,
    });
  const deps: AppDeps = { ...options, geo, events: socketEvents(io) };
  app.decorate('events', deps.events);

  registerAuthRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerSupportRoutes(
    app,
    deps,
    deps.config.mailingListProvider === 'mailchimp'
      ? createHttpMailingList({ apiUrl: deps.config.MAILING_LIST_API_URL })
      : null,
  );

  await registerWebApp(app, deps.config.WEB_DIST_DIR);
  return app;
}
