import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { poolOf } from './db/client.ts';
import { onRowChange } from './db/row-changes.ts';
import { createOffsetClock } from './lib/clock.ts';
import { normalizeHost } from './lib/host-name.ts';
import { refuseDeepNesting } from './lib/json-depth.ts';
import { createAppMetrics } from './lib/metrics.ts';
import { requestIdOf } from './lib/request-context.ts';
import { loadSecretBox } from './lib/secret-box.ts';
import { registerApiKeyRoutes, registerRestRoutes } from './modules/api-keys/index.ts';
import { registerAudienceRoutes } from './modules/audience/index.ts';
import {
  accountPersonalData,
  createSignedSessions,
  dormantViewers,
  registerAuthRoutes,
  registerLinkAdminRoutes,
  restViewers,
} from './modules/auth/index.ts';
import { hasPublishedResults, registerBallotRoutes } from './modules/ballots/index.ts';
import {
  chatPersonalData,
  chatRoomsByScreener,
  openChatRoom,
  registerChatRoomRealtime,
  registerChatRoomRoutes,
} from './modules/chat/index.ts';
import {
  createCompanyCache,
  openGatewayCredentials,
  openSmsCredentials,
  registerCompanyRoutes,
  registerSettingsRoutes,
} from './modules/companies/index.ts';
import { devicePersonalData, registerDeviceRoutes } from './modules/devices/index.ts';
import {
  countEnrollmentsByScreener,
  enrollLinkViewer,
  enrollmentPersonalData,
  registerEnrollmentRoutes,
} from './modules/enrollment/index.ts';
import {
  createFilmSources,
  createTranscodeQueue,
  registerFilmRoutes,
  type TranscodeQueue,
} from './modules/films/index.ts';
import { registerPageRoutes } from './modules/pages/index.ts';
import {
  createPaymentProviders,
  createSeatPaymentSuperseder,
  findPurchaseReceipts,
  listGrantingPurchases,
  listGroupPurchases,
  listViewerScreenings,
  placeHolders,
  purchasePersonalData,
  refundOrder,
  registerPaymentRoutes,
  restOrders,
  viewerLinks,
  viewerState,
} from './modules/payments/index.ts';
import {
  activePlansByScreener,
  countPassesOnSale,
  registerPricingAdminRoutes,
  registerPricingRoutes,
} from './modules/pricing/index.ts';
import { createRetentionJob, type RetentionJob, registerPrivacyRoutes } from './modules/privacy/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import {
  countActiveVodEvents,
  registerAdminEventExtrasRoutes,
  registerAdminEventRoutes,
  registerScreeningRoutes,
  restEvents,
  type ScreenerParts,
} from './modules/screenings/index.ts';
import { createStaffGate, registerStaffRoutes, writeAudit } from './modules/staff/index.ts';
import {
  hasActiveSubscription,
  registerSubscriptionAdminRoutes,
  registerSubscriptionRoutes,
  subscriptionOrders,
  subscriptionPersonalData,
  subscriptionScope,
} from './modules/subscriptions/index.ts';
import {
  createNewsletterQueue,
  type NewsletterQueue,
  registerInboxRoutes,
  registerRefundRoutes,
  registerSupportRoutes,
  supportPersonalData,
} from './modules/support/index.ts';
import {
  findScreenerVenueParts,
  registerSeatChartRealtime,
  registerVenueRoutes,
} from './modules/venues/index.ts';
import { registerWaitlistRoutes, type WaitlistRounds } from './modules/waitlist/index.ts';
import {
  loadMediaSecret,
  readEventStage,
  registerLiveEventRoute,
  registerMediaDelivery,
  registerTrailerDelivery,
  registerWatchRealtime,
  registerWatchRoutes,
  watchPersonalData,
  writeEventStage,
} from './modules/watch/index.ts';
import {
  createDeliverySender,
  createWebhookQueue,
  registerWebhookRoutes,
  type WebhookQueue,
} from './modules/webhooks/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { type Lifecycle, registerHealth } from './plugins/health.ts';
import { registerHostGuard } from './plugins/host-guard.ts';
import { requestLogSerializer } from './plugins/log-redaction.ts';
import { registerObservability } from './plugins/observability.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { realtimeGauges, registerRealtime } from './plugins/realtime.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTestClock } from './plugins/test-clock.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { type EventsPort, socketEvents } from './ports/events.ts';
import { createGeoPort, type GeoPort } from './ports/geo.ts';
import { createHttpMailingList } from './ports/mailing-list.ts';
import { createPlacesPort, type PlacesPort } from './ports/places.ts';
import { createS3Storage, s3OptionsOf } from './ports/s3-storage.ts';
import { createCompanySms, createOutboxSms, type SmsPort, type TwilioClientFactory } from './ports/sms.ts';
import { createLocalStorage, folderWritable, type StoragePort } from './ports/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime port, reachable from the app for scripts and tests. */
    events: EventsPort;
    /** Where modules say places freed, reachable for tests that run a round by hand. */
    places: PlacesPort;
    /** The waitlist's offers, reachable for tests (`sweep` runs the expiry job's round). */
    waitlist: WaitlistRounds;
    /** The films' transcoding queue, reachable for tests. */
    transcodeQueue: TranscodeQueue;
    /** The newsletter sign-ups the provider has yet to take, reachable for tests; null without a provider. */
    newsletterQueue: NewsletterQueue | null;
    /** The outgoing webhooks' deliveries, reachable for tests (`webhookQueue.runDue`). */
    webhookQueue: WebhookQueue;
    /** The personal data retention job, reachable for tests. */
    retention: RetentionJob;
    /** The node's readiness during a stop (plugins/health.ts), which main.ts drives on SIGTERM. */
    lifecycle: Lifecycle;
  }
}

/**
 * The ports a caller chooses; the realtime events port is built here, on the app's own server,
 * and the geography port from the config unless one is given.
 */
export type BuildAppOptions = Omit<
  AppDeps,
  | 'events'
  | 'places'
  | 'geo'
  | 'sms'
  | 'companies'
  | 'storage'
  | 'sessions'
  | 'staff'
  | 'secrets'
  | 'rateLimits'
  | 'webhooks'
> & {
  geo?: GeoPort;
  storage?: StoragePort;
  /** The deployment's SMS transport (the local outbox by default); a company's own account goes first. */
  sms?: SmsPort;
  /** Twilio's client, replaced in tests. */
  twilioClient?: TwilioClientFactory;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
};

/** What a stop keeps, after a running transcode's wait, to end ffmpeg and close the queue. */
const TRANSCODE_HAND_BACK_MS = 5000;

/** Uploads go to S3 (or an S3-compatible service) when a bucket is configured, else to a local folder. */
export function storageOf(config: Config): StoragePort {
  const s3 = s3OptionsOf(config);
  return s3 ? createS3Storage(s3) : createLocalStorage(config.UPLOADS_DIR);
}

/**
 * Only the configured proxies may name the client: X-Forwarded-For read from the right. A hop count
 * is given as the function Fastify makes of one, as its types omit the number.
 */
function trustedProxies(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The composition root: the same app runs in production and in tests, only the ports differ. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.LOG_LEVEL,
            // Which node wrote a line, when several write to one log store.
            base: { node: options.config.nodeName },
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.secret', '*.otp'],
            serializers: { req: requestLogSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: trustedProxies(options.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: (request) => requestIdOf(request.headers),
    // A request that reached the node before its stop is served, not refused: a balancer could
    // not tell such a refusal from a fault and pass a POST on (docs/operations.md).
    return503OnClosing: false,
  });

  // First: every later hook, even a refusal of the Host, runs with the request's id.
  const metrics = createAppMetrics();
  registerObservability(app, metrics, {
    token: options.config.METRICS_TOKEN,
    port: options.config.METRICS_PORT,
    host: options.config.METRICS_HOST,
  });
  registerErrorHandler(app);
  registerHostGuard(app);
  // Every parsed body, before a route's recursive walks of it (lib/json-depth.ts).
  app.addHook('preValidation', async (request) => refuseDeepNesting(request.body));
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
  // The app's one Redis connection (none without REDIS_URL), for everything that shares state
  // between nodes; it closes once the server has stopped, after every module's preClose step.
  const redis = options.config.REDIS_URL
    ? new Redis(options.config.REDIS_URL, { maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    // Reconnecting is ioredis's own; /readyz names Redis while it is away (a listener keeps its
    // failed attempts from being printed outside the log).
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  const rateLimits = await registerRateLimit(app, {
    clock,
    redis,
    namespace: options.config.RATE_LIMIT_NAMESPACE,
    factor: options.config.AUTH_ATTEMPT_LIMIT_FACTOR,
  });
  const geo =
    options.geo ??
    createGeoPort({
      countryHeader: options.config.GEO_COUNTRY_HEADER,
      override: options.config.GEO_COUNTRY_OVERRIDE,
    });
  // The signed-in lists' and overviews' links are read in the session's statement (decision 0024).
  // A node keeps them between a viewer's calls until the tables announce a change (decision 0037).
  const sessions = createSignedSessions(options.db, options.config.sessionLifetime, viewerLinks, clock);
  const stopHearing = await onRowChange(options.db, sessions.heard);
  app.addHook('onClose', async () => await stopHearing());
  const io = await registerRealtime(app, {
    companies,
    clock,
    sessions,
    redis,
    namespace: options.config.RATE_LIMIT_NAMESPACE,
    handlers: [(server) => registerWatchRealtime(server, { db: options.db, clock, geo })],
  });
  const secrets = loadSecretBox(options.config);
  const webhookQueue = createWebhookQueue({
    db: options.db,
    clock,
    secrets,
    send: createDeliverySender({
      timeoutMs: options.config.WEBHOOK_TIMEOUT_MS,
      allowLoopback: options.config.webhookAllowLoopback,
    }),
    log: app.log,
  });
  app.decorate('webhookQueue', webhookQueue);
  if (options.config.WEBHOOK_WORKER) app.addHook('onReady', () => webhookQueue.startWorker());
  app.addHook('onClose', () => webhookQueue.stop());
  const deps: AppDeps = {
    ...options,
    clock,
    geo,
    events: socketEvents(io, { crossNode: Boolean(options.config.REDIS_URL) }),
    places: createPlacesPort(),
    sms: createCompanySms(
      options.sms ?? createOutboxSms(path.join(options.config.OUTBOX_DIR, 'sms')),
      (companyId) => openSmsCredentials(options.db, secrets, companyId),
      options.twilioClient,
    ),
    storage: options.storage ?? storageOf(options.config),
    companies,
    sessions,
    staff: createStaffGate(options.db, clock),
    secrets,
    rateLimits,
    webhooks: webhookQueue,
  };
  app.decorate('events', deps.events);
  app.decorate('places', deps.places);
  const database = poolOf(deps.db);
  const lifecycle = registerHealth(app, [
    { name: 'database', check: async () => void (await deps.db.execute(sql`select 1`)) },
    ...(redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : []),
    { name: 'storage', check: () => deps.storage.check() },
    { name: 'media', check: () => folderWritable(deps.config.MEDIA_DIR) },
  ]);
  app.decorate('lifecycle', lifecycle);
  metrics.add(...realtimeGauges(io));
  if (database) {
    metrics.add(
      {
        name: 'screener_db_pool_connections',
        help: 'Connections of the PostgreSQL pool, by state (in_use, idle)',
        labelNames: ['state'],
        read: () => [
          { labels: { state: 'in_use' }, value: database.totalCount - database.idleCount },
          { labels: { state: 'idle' }, value: database.idleCount },
        ],
      },
      {
        name: 'screener_db_pool_waiting',
        help: 'Queries and transactions waiting for a connection of the pool',
        read: () => [{ value: database.waitingCount }],
      },
    );
  }
  registerSeatChartRealtime(io, deps);
  app.addHook('preClose', registerChatRoomRealtime(io, deps));

  // Modules that others build on are handed what they show from above, so none imports back.
  const screenerParts: ScreenerParts = {
    plansByScreener: activePlansByScreener,
    enrollmentCounts: countEnrollmentsByScreener,
    chatRooms: chatRoomsByScreener,
    viewerLinks: listViewerScreenings,
  };
  registerAuthRoutes(
    app,
    deps,
    { screenings: listViewerScreenings, groupPurchases: listGroupPurchases },
    (tx, input) => enrollLinkViewer(tx, placeHolders, input),
  );
  registerCompanyRoutes(app, deps, async (db, companyId, now) => {
    const [activeVodMovies, activePricingPlans, awardsPublished] = await Promise.all([
      countActiveVodEvents(db, companyId),
      countPassesOnSale(db, companyId, now),
      hasPublishedResults(db, companyId),
    ]);
    return { activeVodMovies, activePricingPlans, awardsPublished };
  });
  registerPageRoutes(app, deps);
  registerPricingRoutes(app, deps, screenerParts);
  const paymentProviders = createPaymentProviders(deps.config, (companyId) =>
    openGatewayCredentials(deps.db, deps.secrets, companyId),
  );
  registerPaymentRoutes(app, deps, paymentProviders, subscriptionOrders);
  registerSubscriptionRoutes(app, deps, paymentProviders);
  registerEnrollmentRoutes(app, deps, screenerParts, {
    viewerScreenings: listViewerScreenings,
    grantingPurchases: listGrantingPurchases,
    buyersHoldingPlaces: placeHolders,
    viewerState,
    hasActiveSubscription,
    subscriptionScope,
  });
  registerRefundRoutes(app, deps);
  app.decorate('waitlist', registerWaitlistRoutes(app, deps, placeHolders));
  registerInboxRoutes(app, deps, (input, log) => refundOrder(deps, paymentProviders, input, log));
  registerScreeningRoutes(
    app,
    deps,
    (companyId, screenerId, language) => findScreenerVenueParts(deps.db, companyId, screenerId, language),
    screenerParts,
  );
  registerAdminEventRoutes(
    app,
    deps,
    countEnrollmentsByScreener,
    writeAudit,
    { read: readEventStage, write: writeEventStage },
    openChatRoom,
  );
  registerAdminEventExtrasRoutes(app, deps, screenerParts, (companyId, screenerId, language) =>
    findScreenerVenueParts(deps.db, companyId, screenerId, language),
  );
  registerVenueRoutes(
    app,
    deps,
    (companyId, purchaseIds) => findPurchaseReceipts(deps.db, companyId, purchaseIds),
    createSeatPaymentSuperseder(deps, paymentProviders, app.log),
  );
  const mailingList =
    deps.config.mailingListProvider === 'mailchimp'
      ? createHttpMailingList({ apiUrl: deps.config.MAILING_LIST_API_URL })
      : null;
  const newsletterQueue = mailingList ? createNewsletterQueue({ ...deps, mailingList, log: app.log }) : null;
  app.decorate('newsletterQueue', newsletterQueue);
  if (newsletterQueue) {
    if (deps.config.NEWSLETTER_WORKER) app.addHook('onReady', () => newsletterQueue.startWorker());
    app.addHook('onClose', () => newsletterQueue.stop());
  }
  registerSupportRoutes(
    app,
    deps,
    mailingList && newsletterQueue ? { mailingList, queue: newsletterQueue } : null,
  );

  registerWatchRoutes(
    app,
    deps,
    registerMediaDelivery(app, deps, loadMediaSecret(deps.config)),
    screenerParts,
  );
  registerLiveEventRoute(app, deps);
  registerTrailerDelivery(app, deps);
  await registerDeviceRoutes(app, deps);
  registerChatRoomRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerSettingsRoutes(app, { ...deps, writeAudit });
  registerPricingAdminRoutes(app, deps);
  registerSubscriptionAdminRoutes(app, deps);
  registerLinkAdminRoutes(app, deps, writeAudit);
  registerReportRoutes(app, deps);
  registerAudienceRoutes(app, deps);
  registerWebhookRoutes(app, deps, webhookQueue);
  registerApiKeyRoutes(app, deps);
  registerRestRoutes(app, deps, { orders: restOrders, events: restEvents, viewers: restViewers });
  registerBallotRoutes(app, deps);
  // The account's holder first: its erase refuses an account erased already (decision 0055).
  const personalDataHolders = [
    accountPersonalData(deps.db),
    purchasePersonalData(deps.db),
    enrollmentPersonalData(deps.db),
    chatPersonalData(deps.db),
    watchPersonalData(deps.db),
    devicePersonalData(deps.db),
    supportPersonalData(deps.db),
    subscriptionPersonalData(deps.db),
  ];
  registerPrivacyRoutes(app, { ...deps, holders: personalDataHolders, writeAudit });
  const retention = createRetentionJob({
    ...deps,
    holders: personalDataHolders,
    dormant: (input) => dormantViewers(deps.db, input),
    log: app.log,
  });
  app.decorate('retention', retention);
  if (deps.config.RETENTION_WORKER) app.addHook('onReady', () => retention.startWorker());
  app.addHook('onClose', () => retention.stop());
  const transcodeQueue = createTranscodeQueue({
    db: deps.db,
    storage: deps.storage,
    mediaDir: deps.config.MEDIA_DIR,
    log: app.log,
    sources: createFilmSources(s3OptionsOf(deps.config)),
  });
  app.decorate('transcodeQueue', transcodeQueue);
  await registerFilmRoutes(app, { ...deps, writeAudit }, transcodeQueue);
  if (deps.config.TRANSCODE_WORKER) app.addHook('onReady', () => transcodeQueue.startWorker());
  // A stopping node lets its running transcode finish while the stop's bound allows, keeping a few
  // seconds to hand it back and close; any other close hands it back at once.
  app.addHook('onClose', () =>
    transcodeQueue.stop({ waitMs: Math.max(0, lifecycle.remainingMs() - TRANSCODE_HAND_BACK_MS) }),
  );
  metrics.add({
    name: 'screener_queue_jobs',
    help: 'Jobs of a queue, all nodes together, by state (queued, active)',
    labelNames: ['queue', 'state'],
    read: async () => {
      const depth = await transcodeQueue.depth();
      return [
        { labels: { queue: 'film-transcode', state: 'queued' }, value: depth.queued },
        { labels: { queue: 'film-transcode', state: 'active' }, value: depth.active },
      ];
    },
  });

  await registerWebApp(app, deps.config.WEB_DIST_DIR, deps.clock);
  return app;
}
