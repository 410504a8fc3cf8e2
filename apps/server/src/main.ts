/**
 * The server's entry. Traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set, hook the modules as they
 * load, so they start before the server is imported (src/serve.ts).
 */
import { loadConfig } from './config.ts';

const config = loadConfig();
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./lib/tracing.ts');
  startTracing({ serviceName: config.OTEL_SERVICE_NAME, nodeName: config.nodeName });
}
await import('./serve.ts');
