import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createFixedClock } from '../lib/clock.ts';
import { createCapturingMailer } from '../ports/mailer.ts';
import { createCompany } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: DatabaseHandle;
let logged = '';
const capture = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk);
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  await createCompany(database.db, { domain: 'festival.localhost' });
});
afterAll(() => database.close());

it('logs a stream-cookie request without the signed header it carries', async () => {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent-web-build' }),
    db: database.db,
    clock: createFixedClock(new Date('2026-06-01T12:00:00Z')),
    mailer: createCapturingMailer(),
    logStream: capture,
  });
  try {
    const key = 'a'.repeat(64);
    const header = encodeURIComponent(
      JSON.stringify({ key, hash: 'b'.repeat(64), timestamp: '11780000000' }),
    );
    await app.inject({
      method: 'GET',
      url: `/stream/setCookie/${header}`,
      headers: { host: 'festival.localhost' },
    });
  } finally {
    await app.close();
  }
  expect(logged).toContain('/stream/setCookie/[redacted]');
  expect(logged).not.toContain('a'.repeat(64));
  expect(logged).not.toContain('b'.repeat(64));
});
