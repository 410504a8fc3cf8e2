import { createServer, type Server } from 'node:http';
import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { type AppMetrics, bearerMatches, httpRequestDuration } from '../lib/metrics.ts';
import { runInRequest } from '../lib/request-context.ts';

/** Where the metrics are served: behind a token on the main port, or on a port of their own. */
export type MetricsExposure = { token?: string; port?: number; host: string };

/**
 * Each request's work runs with its id (lib/request-context.ts), which the reply names in
 * `X-Request-Id` and every log line of the request carries as `reqId`; each request is timed by
 * its route. `/metrics` answers the Prometheus text on the main port with the token, or on a port of
 * its own; neither set, the metrics are not served.
 */
export function registerObservability(
  app: FastifyInstance,
  metrics: AppMetrics,
  exposure: MetricsExposure,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // With tracing on (lib/tracing.ts) the request's span is named by its route and carries its id.
    const span = trace.getActiveSpan();
    if (span) {
      const route = request.routeOptions.url;
      if (route) span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      span.setAttribute('screener.request_id', request.id);
    }
    runInRequest(request.id, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        // A path no route matched is one label, so a scan of random paths adds no series.
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  if (exposure.port !== undefined) {
    let server: Server | null = null;
    app.addHook('onListen', async () => {
      const listening = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        metrics.scrape().then(
          ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
          (error: Error) => {
            app.log.error({ err: error }, 'metrics scrape failed');
            response.writeHead(500).end();
          },
        );
      });
      server = listening;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(exposure.port, exposure.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
    return;
  }
  const token = exposure.token;
  if (token === undefined) return;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'metrics token required' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}
