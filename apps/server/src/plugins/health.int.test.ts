import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { createTestApp, useTestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test';

const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });
beforeAll(async () => {
  await createCompany(t.db, { domain: 'festival.localhost', title: 'Festival' });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: '10.0.0.5:3000', ...headers } });

describe('health and readiness', () => {
  it('answers that the process lives, and that every dependency it needs is reachable', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checked: ['database', ...(process.env.REDIS_URL ? ['redis'] : []), 'storage', 'media'],
    });
  });

  it('names the dependency it cannot reach, and says it is draining once a stop began', async () => {
    const broken = await createTestApp({ env: { UPLOADS_DIR: '/dev/null/uploads' } });
    try {
      const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      // The kind of failure only: the path, like an address, stays in the log.
      expect(ready.json()).toEqual({ status: 'unavailable', failing: { storage: 'ENOTDIR' } });
      // Liveness asks nothing of the dependencies: a database outage restarts no node.
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      broken.app.lifecycle.beginDrain(Date.now() + 30_000);
      const draining = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      expect(broken.app.lifecycle.remainingMs()).toBeGreaterThan(25_000);
    } finally {
      await broken.close();
    }
  });
});

describe('metrics and request ids', () => {
  it('serves the metrics only to the token', async () => {
    expect((await get('/metrics')).statusCode).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-of-the-same-size' })).statusCode).toBe(
      401,
    );
    await get('/healthz');
    const scraped = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(
      /screener_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} [1-9]/,
    );
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'screener_socketio_connections 0',
      'screener_socketio_rooms 0',
      'screener_queue_jobs',
      'screener_payments_total',
      'screener_job_duration_seconds',
    ]) {
      expect(text).toContain(name);
    }
    if (process.env.DATABASE_URL) expect(text).toContain('screener_db_pool_connections{state="in_use"}');
  });

  it('counts the jobs waiting in the queue at each scrape', async () => {
    // No node of this app runs the worker: the job waits.
    await t.app.transcodeQueue.send(987_654);
    const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toContain('screener_queue_jobs{queue="film-transcode",state="queued"} 1');
    expect(text).toContain('screener_queue_jobs{queue="film-transcode",state="active"} 0');
  });

  it('labels an unknown path as unmatched, so a scan adds no series', async () => {
    await get('/no-such-path-a');
    await get('/no-such-path-b');
    const text = (await get('/metrics', { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).not.toContain('no-such-path');
    expect(text).toMatch(/route="unmatched"/);
  });

  it('names each request, keeps a balancer’s plain id, and carries it into the mail the call sends', async () => {
    const own = await get('/healthz');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/healthz', { 'x-request-id': 'nginx-4f2a9c1e' })).headers['x-request-id']).toBe(
      'nginx-4f2a9c1e',
    );
    expect((await get('/healthz', { 'x-request-id': 'evil\nline' })).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );

    const call = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/checkEmail',
      headers: { host: 'festival.localhost', 'x-request-id': 'balancer-id-0001' },
      payload: { email: 'request-id@example.test' },
    });
    expect(call.json().error).toBeNull();
    const mail = t.mailer.sent.find((message) => message.to === 'request-id@example.test');
    expect(mail?.requestId).toBe('balancer-id-0001');
  });
});
