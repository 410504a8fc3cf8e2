import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, storageOf } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createFixedClock } from '../lib/clock.ts';
import { createCapturingMailer } from '../ports/mailer.ts';
import type { PlacesPort } from '../ports/places.ts';
import { createCapturingSms, type TwilioClientFactory } from '../ports/sms.ts';
import type { StoragePort } from '../ports/storage.ts';
import type { WebhookEventsPort } from '../ports/webhook-events.ts';
import { startedForFile } from './started-for-file.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  db: Db;
  clock: ReturnType<typeof createFixedClock>;
  mailer: ReturnType<typeof createCapturingMailer>;
  sms: ReturnType<typeof createCapturingSms>;
  /** The app's uploads (logos, pictures), for a service a test calls directly. */
  storage: StoragePort;
  /** Where modules say places freed (the waitlist listens), for a service a test calls directly. */
  places: PlacesPort;
  /** The app's webhook port, for a service a test calls directly. */
  webhooks: WebhookEventsPort;
  close(): Promise<void>;
};

export type TestAppOptions = { now?: Date; env?: NodeJS.ProcessEnv; twilioClient?: TwilioClientFactory };

/** The production app on a fresh database of its own, with a clock the test moves. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = createFixedClock(options.now ?? new Date('2026-06-01T12:00:00Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-build',
    // Test files share one Redis: each app counts login attempts apart.
    RATE_LIMIT_NAMESPACE: `test-${randomUUID()}`,
    // Tests run reconciliation rounds themselves, at the clock's time.
    PAYMENT_RECONCILE_SECONDS: '0',
    SUBSCRIPTION_BILLING_SECONDS: '0',
    // Only the films tests run the transcoding worker.
    TRANSCODE_WORKER: 'false',
    // Tests run the newsletter's queued sign-ups themselves (`newsletterQueue.runDue`).
    NEWSLETTER_WORKER: 'false',
    // Tests run the waitlist's expiry round themselves (`waitlist.sweep`), at the clock's time.
    WAITLIST_WORKER: 'false',
    // Tests run due webhook deliveries themselves (`webhookQueue.runDue`), at the clock's time.
    WEBHOOK_WORKER: 'false',
    // Tests run the ballot mail's rounds themselves (`mailBallotsDue`).
    BALLOT_MAIL_WORKER: 'false',
    // Tests run the retention job themselves (`retention.runOnce`).
    RETENTION_WORKER: 'false',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const mailer = createCapturingMailer();
  const sms = createCapturingSms();
  const storage = storageOf(config);
  // What the app is built with is what the test reads back.
  const parts = { config, db: database.db, clock, mailer, sms, storage };
  const app = await buildApp({
    ...parts,
    logger: false,
    ...(options.twilioClient ? { twilioClient: options.twilioClient } : {}),
  });
  return {
    app,
    ...parts,
    places: app.places,
    webhooks: app.webhookQueue,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app (see `startedForFile`). Options given as a function are read at its start, so
 * they may name what an earlier call started (a payment stand-in's address).
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  return startedForFile(async () => createTestApp(typeof options === 'function' ? await options() : options));
}
