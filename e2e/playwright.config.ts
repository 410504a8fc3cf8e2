import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PAYPAL_STAND_IN_CREDENTIALS } from '../apps/server/src/test/payment-stand-ins/paypal-stand-in.ts';
import { freshDatabase } from './server-database.ts';

/** A port the system has free now; E2E_PORT names one instead. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// Set once in the runner's process, so the test workers it starts use the same server.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// PayPal's API answered offline by a local stand-in (paypal-stand-in.ts) the server is pointed at.
process.env.PAYPAL_STAND_IN_PORT ??= String(await freePort());
const paypalPort = Number(process.env.PAYPAL_STAND_IN_PORT);
// Set once in the runner's process, so the test workers it starts read the same outbox folder.
process.env.OUTBOX_DIR ??= path.join(tmpdir(), `screener-e2e-outbox-${process.pid}`);

/**
 * With E2E_DATABASE_URL set, the server runs on a fresh database of that PostgreSQL server (and on
 * E2E_REDIS_URL's Redis when set) instead of embedded PGlite. Made once in the runner's process.
 */
if (process.env.E2E_DATABASE_URL)
  process.env.E2E_SERVER_DATABASE_URL ??= await freshDatabase(process.env.E2E_DATABASE_URL);
const onServers: Record<string, string> = process.env.E2E_SERVER_DATABASE_URL
  ? {
      DATABASE_URL: process.env.E2E_SERVER_DATABASE_URL,
      ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
      // Rate-limit counts of an earlier run in the same Redis never reach this one.
      RATE_LIMIT_NAMESPACE: `e2e-${process.env.E2E_PORT}`,
    }
  : { PGLITE_DIR: 'memory://' };

/** Each run starts the built server on a fresh database seeded with the demo data. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://festival.localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: [
    {
      command: 'npm run paypal-stand-in -w @screener/e2e',
      cwd: path.join(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${paypalPort}/v1/oauth2/token`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PAYPAL_STAND_IN_PORT: String(paypalPort) },
    },
    {
      command: 'npm run start -w @screener/server',
      cwd: path.join(import.meta.dirname, '..'),
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        ...onServers,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // The watch tests move the server's clock past a rental window (POST /__test/clock).
        TEST_CLOCK_CONTROL: 'true',
        // The subscriptions test moves the clock past a period end and waits for the billing round.
        SUBSCRIPTION_BILLING_SECONDS: '2',
        // One browser signs the demo viewer in more often than a person would in ten minutes.
        AUTH_ATTEMPT_LIMIT_FACTOR: '20',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        OUTBOX_DIR: process.env.OUTBOX_DIR,
        // The festival offers PayPal (its demo settings enable it) through the stand-in.
        PAYPAL_CLIENT_ID: PAYPAL_STAND_IN_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL_STAND_IN_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: `http://127.0.0.1:${paypalPort}`,
      },
    },
  ],
});
