import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { createOffsetClock } from './lib/clock.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerChatRoomRealtime } from './modules/chat/chat-room-realtime.ts';
import { registerChatRoomRoutes } from './modules/chat/routes.ts';
import { createCompanyCache } from './modules/companies/company-cache.ts';
import { registerCompanyRoutes } from './modules/companies/routes.ts';
import { normalizeHost } from './modules/companies/service.ts';
import { registerDeviceRoutes } from './modules/devices/routes.ts';
import { registerEnrollmentRoutes } from './modules/enrollment/routes.ts';
import { registerPageRoutes } from './modules/pages/routes.ts';
import { createPaymentProviders } from './modules/payments/gateways/registry.ts';
import { findReceiptUrls } from './modules/payments/receipt-urls.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerPricingRoutes } from './modules/pricing/routes.ts';
import { registerScreeningRoutes } from './modules/screenings/routes.ts';
import { registerStaffRoutes } from './modules/staff/routes.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { registerRefundRoutes } from './modules/support/refund-routes.ts';
import { registerSupportRoutes } from './modules/support/routes.ts';
import { registerVenueRoutes } from './modules/venues/routes.ts';
import { findScreenerVenueParts } from './modules/venues/screener-venue-parts.ts';
import { registerSeatChartRealtime } from './modules/venues/seat-chart-realtime.ts';
import { registerMediaDelivery } from './modules/watch/media-delivery.ts';
import { registerWatchRoutes } from './modules/watch/routes.ts';
import { loadMediaSecret } from './modules/watch/stream-token.ts';
import { registerTrailerDelivery } from './modules/watch/trailer-delivery.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHostGuard } from './plugins/host-guard.ts';
import { requestLogSerializer } from './plugins/log-redaction.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTestClock } from './plugins/test-clock.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { type EventsPort, socketEvents } from './ports/events.ts';
import { createGeoPort, type GeoPort } from './ports/geo.ts';
import { createHttpMailingList } from './ports/mailing-list.ts';
import { createConsoleSms, type SmsPort } from './ports/sms.ts';
import { createLocalStorage, type StoragePort } from './ports/storage.ts';

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
export type BuildAppOptions = Omit<AppDeps, 'events' | 'geo' | 'sms' | 'companies' | 'storage'> & {
  geo?: GeoPort;
  storage?: StoragePort;
  sms?: SmsPort;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
};

/** The composition root: the same app runs in production and in tests, only the ports differ. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.secret', '*.otp'],
            serializers: { req: requestLogSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: options.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandler(app);
  registerHostGuard(app);
  await registerCompression(app);
  // The media delivery's stream cookie: request.cookies and reply.setCookie.
  await app.register(fastifyCookie);
  const testClock = options.config.TEST_CLOCK_CONTROL ? createOffsetClock(options.clock) : null;
  const clock = testClock ?? options.clock;
  if (testClock) registerTestClock(app, testClock);
  const companies = createCompanyCache(options.db, clock);
  await registerSecurityHeaders(app, {
    embedOriginsFor: async (hostname) =>
      (await companies.byDomain(normalizeHost(hostname)))?.embedOrigins ?? [],
  });
  await registerRateLimit(app, options.config.REDIS_URL);
  const geo =
    options.geo ??
    createGeoPort({
      countryHeader: options.config.GEO_COUNTRY_HEADER,
      override: options.config.GEO_COUNTRY_OVERRIDE,
    });
  const io = await registerRealtime(app, {
    db: options.db,
    companies,
    clock,
    geo,
    redisUrl: options.config.REDIS_URL,
    namespace: options.config.RATE_LIMIT_NAMESPACE,
    sessionLifetime: options.config.sessionLifetime,
  });
  const deps: AppDeps = {
    ...options,
    clock,
    geo,
    events: socketEvents(io),
    sms: options.sms ?? createConsoleSms(),
    storage: options.storage ?? createLocalStorage(options.config.UPLOADS_DIR),
    companies,
  };
  app.decorate('events', deps.events);
  registerSeatChartRealtime(io, deps);
  app.addHook('preClose', registerChatRoomRealtime(io, deps));

  registerAuthRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerPageRoutes(app, deps);
  registerPricingRoutes(app, deps);
  const paymentProviders = createPaymentProviders(deps.config);
  registerPaymentRoutes(app, deps, paymentProviders);
  registerSubscriptionRoutes(app, deps, paymentProviders);
  registerEnrollmentRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerScreeningRoutes(app, deps, (companyId, screenerId) =>
    findScreenerVenueParts(deps.db, companyId, screenerId),
  );
  registerVenueRoutes(app, deps, (companyId, purchaseIds) =>
    findReceiptUrls(deps.db, companyId, purchaseIds),
  );
  registerSupportRoutes(
    app,
    deps,
    deps.config.mailingListProvider === 'mailchimp'
      ? createHttpMailingList({ apiUrl: deps.config.MAILING_LIST_API_URL })
      : null,
  );

  registerWatchRoutes(app, deps, registerMediaDelivery(app, deps, loadMediaSecret(deps.config)));
  registerTrailerDelivery(app, deps);
  await registerDeviceRoutes(app, deps);
  registerChatRoomRoutes(app, deps);
  registerStaffRoutes(app, deps);

  await registerWebApp(app, deps.config.WEB_DIST_DIR);
  return app;
}
