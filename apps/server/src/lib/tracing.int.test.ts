import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../test/postgres-server.ts';

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string };
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

const serverUrl = process.env.DATABASE_URL;
const name = `screener_tracing_${randomBytes(6).toString('hex')}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// Traces hook the pg driver, so they are shown on PostgreSQL: the embedded database has no driver.
describe.skipIf(!serverUrl)('traces', () => {
  const spans: OtlpSpan[] = [];
  let collector: Server;
  let node: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    await onServer(serverUrl ?? '', `create database "${name}"`);
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (part: Buffer) => (body += part.toString()));
      request.on('end', () => {
        const exported = JSON.parse(body) as OtlpExport;
        for (const resource of exported.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', () => resolve()));
    const address = collector.address();
    const collectorPort = typeof address === 'object' && address ? address.port : 0;
    port = await freePort();
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const { REDIS_URL: _redis, ...withoutRedis } = process.env;
    node = spawn(process.execPath, [path.resolve(import.meta.dirname, '../main.ts')], {
      env: {
        ...withoutRedis,
        DATABASE_URL: url.toString(),
        HOST: '127.0.0.1',
        PORT: String(port),
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent-web-build',
        MEDIA_COOKIE_SECRET: randomBytes(32).toString('hex'),
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const until = Date.now() + 60_000;
    while (Date.now() < until && node.exitCode === null) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the traced server did not start');
  }, 90_000);

  afterAll(async () => {
    if (node.exitCode === null) node.kill('SIGKILL');
    collector.close();
    await onServer(serverUrl ?? '', `drop database if exists "${name}" with (force)`);
  });

  it('follow a call from its HTTP request through its database statements to the collector', {
    timeout: 60_000,
  }, async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/guest/company/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    // The stop sends the spans still buffered.
    const exited = new Promise((resolve) => node.once('exit', resolve));
    node.kill('SIGTERM');
    expect(await exited).toBe(0);

    const call = spans.find((span) => span.name === 'POST /api/guest/company/list');
    expect(call).toBeDefined();
    const statements = spans.filter(
      (span) => span.traceId === call?.traceId && span.name.startsWith('pg.query'),
    );
    expect(statements.length).toBeGreaterThan(0);
    // Probes are not traced.
    expect(spans.some((span) => span.name.includes('readyz'))).toBe(false);
  });
});
