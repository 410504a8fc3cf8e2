import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SessionLifetime } from './ports/sessions.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting comes from the environment; a missing optional service falls back to its embedded default. */
const DAY_MS = 86_400_000;

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const ZProxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGE_NAMES)]);
const TRUST_PROXY_FORMS =
  "TRUST_PROXY takes false, a hop count (1 for one proxy in front) or the trusted proxies' addresses or CIDRs, comma-separated";

/**
 * Which proxies in front may name the client (docs/decisions/0038-trusted-proxies.md): a number of
 * hops or a list of their addresses, read from the right of X-Forwarded-For as Fastify's trustProxy
 * does. `true` (trust every hop) is refused: a client could then write its own address.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !ZProxyAddress.safeParse(entry).success);
    if (wrong.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? `${TRUST_PROXY_FORMS}; true (every hop) is no longer accepted, as it let a client choose its own address`
          : `${TRUST_PROXY_FORMS}; not one of them: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  });

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The port in the site's absolute links (lib/site-origin.ts); unset: none in production, PORT elsewhere. */
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  REDIS_URL: z.string().url().optional(),
  DEMO_DATA: booleanFlag.optional(),
  SITE_CHOOSER: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
  /**
   * Megabytes of films' media files (segments, playlists) each node keeps in memory: an event's
   * audience asks for the same few files over and over. 0 streams every request from the files.
   */
  MEDIA_MEMORY_MB: z.coerce.number().int().min(0).max(65_536).default(128),
  /** Signs the stream cookies and casting URLs; unset: a random secret kept in MEDIA_COOKIE_SECRET_FILE. */
  MEDIA_COOKIE_SECRET: z.string().min(32).optional(),
  /** Where viewers' uploads (chat profile pictures) are kept by the local storage port. */
  UPLOADS_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
  /** Set: uploads go to this S3 (or S3-compatible) bucket instead of UPLOADS_DIR. */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces...); unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Unset: the AWS SDK's usual credential chain (environment, shared files, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path (most S3-compatible services) rather than in the host name. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Put before every key, so one bucket can hold several deployments. */
  S3_PREFIX: z.string().default(''),
  /** Where the back-office's tus uploads of movies are written; unset: `uploads` in MEDIA_DIR. */
  FILM_UPLOADS_DIR: z.string().optional(),
  /** Where tus movie uploads go: `file` (FILM_UPLOADS_DIR) or `s3` (the S3 bucket); unset: `s3` when S3_BUCKET is set. */
  FILM_UPLOADS_STORE: z.enum(['file', 's3']).optional(),
  /** A company's unfinished uploads may declare this many GiB together; a creation past it is refused. */
  FILM_UPLOAD_QUOTA_GB: z.coerce.number().positive().max(1_000_000).default(200),
  /** An upload still unfinished this many hours after its creation is deleted by the hourly round. */
  FILM_UPLOAD_EXPIRY_HOURS: z.coerce.number().int().min(1).max(8760).default(48),
  /** Whether this node runs the transcoding queue's worker (the queue itself is in the database). */
  TRANSCODE_WORKER: booleanFlag.default(true),
  /** Whether this node runs the worker retrying newsletter sign-ups the mailing-list provider refused. */
  NEWSLETTER_WORKER: booleanFlag.default(true),
  /** Whether this node runs the waitlist's minute job: offers past their time pass on (pg-boss, one run a minute for all nodes). */
  WAITLIST_WORKER: booleanFlag.default(true),
  /** Whether this node runs the worker sending the organisations' outgoing webhooks. */
  WEBHOOK_WORKER: booleanFlag.default(true),
  /**
   * Whether a webhook endpoint may be on this machine (loopback, plain http): unset, outside
   * production only. Private and link-local addresses are refused whatever this says.
   */
  WEBHOOK_ALLOW_LOOPBACK: booleanFlag.optional(),
  /** How long a webhook endpoint has to answer one delivery. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Whether this node runs the ballot mail's worker (issue 38); the rounds' schedule lives in the database. */
  BALLOT_MAIL_WORKER: booleanFlag.default(true),
  /** Whether this node runs the daily job anonymising viewers past the retention limit (scheduled in pg-boss). */
  RETENTION_WORKER: booleanFlag.default(true),
  /** A viewer with no sign-in, purchase, enrolment or watching for this many years is anonymised. */
  PERSONAL_DATA_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(5),
  MEDIA_COOKIE_SECRET_FILE: z.string().default(path.join(repoRoot, 'data', 'media-cookie-secret')),
  TRUST_PROXY: ZTrustProxy.default(false),
  /** How long guests share the answer of a list or overview (ms); unset: 1000 in production, 0 elsewhere. */
  GUEST_ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Test-only: the end-to-end tests' server may move its clock (POST /__test/clock); never set in a deployment. */
  TEST_CLOCK_CONTROL: booleanFlag.default(false),
  /** The name this node gives itself in logs and metrics; unset: the machine's host name and the process id. */
  NODE_NAME: z.string().min(1).max(100).optional(),
  /** Set: `GET /metrics` on the main port answers only `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Set: the metrics are served without a token on this port of METRICS_HOST (and not on the main port). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Set: OpenTelemetry traces of each request and its database statements go to this OTLP/HTTP collector. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('screener'),
  /** A stopping node finishes its work within this many seconds, then exits anyway (docs/operations.md). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A stopping node keeps serving this long with `/readyz` at 503, so that a balancer polling it stops sending first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Screener <no-reply@screener.localhost>'),
  OUTBOX_DIR: z.string().default(path.join(repoRoot, 'data', 'outbox')),
  /**
   * Prefix of everything the deployment keeps in Redis (login attempt counters, realtime channels):
   * every node of one deployment uses the same, and two deployments sharing a Redis differ.
   */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('screener'),
  /**
   * Multiplies every rate limit (plugins/rate-limit.ts): a venue whose audience shares one address raises it. The
   * end-to-end tests raise it too, as their single browser signs the demo viewer in many times.
   */
  AUTH_ATTEMPT_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** How often each node settles card purchases stuck in processing with their gateway; 0: never. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How often each node runs a round of the sandbox's subscription billing (renewals, retries, reminders); 0: never. */
  SUBSCRIPTION_BILLING_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** A session unused for this many days ends: the viewer signs in again. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** A session ends this many days after its sign-in, however often it is used. */
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Google sign-in: the OAuth client id ID tokens must be issued for; unset turns it off. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  /** Google's signing keys: fetched from this URL, unless GOOGLE_JWKS gives them inline (JSON). */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_JWKS: z.string().optional(),
  /** A header a trusted proxy sets to the viewer's country (e.g. cf-ipcountry); unset: not read. */
  GEO_COUNTRY_HEADER: z.string().min(1).optional(),
  /** Development only: every viewer is in this country (e.g. US, to see geo blocking). */
  GEO_COUNTRY_OVERRIDE: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  /** Newsletter sign-ups go to a Mailchimp-style provider, or only to the local table ("none"). */
  MAILING_LIST_PROVIDER: z.enum(['mailchimp', 'none']).optional(),
  /** The provider's API root; `{dc}` becomes the data centre named by the company's key. */
  MAILING_LIST_API_URL: z.string().default('https://{dc}.api.mailchimp.com/3.0'),
  /* Payment gateways, per deployment; a gateway without its credentials cannot be selected. */
  /** Signs the sandbox's 3-D Secure challenge results; set it when several nodes serve one site. */
  /**
   * Seals payment gateways' credentials kept in the database (AES-256-GCM): 32 bytes as 64 hex
   * digits or base64. Unset outside production: a fixed development key; unset in production:
   * credentials cannot be saved.
   */
  SETTINGS_SECRET_KEY: z.string().min(1).optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('sandbox-test-mode-only-secret'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The browser's key for the card element; without it the card gateway is not offered. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The signing secret of the Billing webhook endpoint (/webhooks/stripe/billing: subscription and
   * invoice events) of the deployment's Stripe account; Stripe gives each endpoint its own. A
   * company with its own Stripe keys keeps its endpoint's secret in its payment settings. Unset,
   * only companies' own secrets verify this endpoint.
   */
  STRIPE_BILLING_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The Stripe API's address, e.g. a local stand-in (http://127.0.0.1:12111); unset: api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  MESHULAM_API_BASE: z.string().url().default('https://sandbox.meshulam.co.il'),
  MESHULAM_USER_ID: z.string().min(1).optional(),
  MESHULAM_API_KEY: z.string().min(1).optional(),
  MESHULAM_PAGE_CODE: z.string().min(1).optional(),
  MESHULAM_BIT_PAGE_CODE: z.string().min(1).optional(),
});

export type Config = z.infer<typeof ZConfig> & {
  demoData: boolean;
  siteChooser: boolean;
  mailingListProvider: 'mailchimp' | 'none';
  filmUploadsStore: 'file' | 's3';
  guestAnswerCacheMs: number;
  webhookAllowLoopback: boolean;
  sessionLifetime: SessionLifetime;
  nodeName: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.parse(env);
  const production = parsed.NODE_ENV === 'production';
  if (parsed.SHUTDOWN_DELAY_SECONDS >= parsed.SHUTDOWN_TIMEOUT_SECONDS) {
    throw new Error('SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS');
  }
  if (parsed.FILM_UPLOADS_STORE === 's3' && !parsed.S3_BUCKET) {
    throw new Error('FILM_UPLOADS_STORE=s3 needs S3_BUCKET');
  }
  return {
    ...parsed,
    demoData: parsed.DEMO_DATA ?? !production,
    siteChooser: parsed.SITE_CHOOSER ?? !production,
    // Development and demo data never reach a real mailing list unless asked to.
    mailingListProvider: parsed.MAILING_LIST_PROVIDER ?? (production ? 'mailchimp' : 'none'),
    filmUploadsStore: parsed.FILM_UPLOADS_STORE ?? (parsed.S3_BUCKET ? 's3' : 'file'),
    // Tests and development see every change at once; see docs/decisions/0005-guest-answer-cache.md.
    guestAnswerCacheMs: parsed.GUEST_ANSWER_CACHE_MS ?? (production ? 1000 : 0),
    webhookAllowLoopback: parsed.WEBHOOK_ALLOW_LOOPBACK ?? !production,
    nodeName: parsed.NODE_NAME ?? `${hostname()}-${process.pid}`,
    sessionLifetime: {
      idleMs: parsed.SESSION_IDLE_DAYS * DAY_MS,
      maxAgeMs: parsed.SESSION_MAX_AGE_DAYS * DAY_MS,
    },
  };
}
