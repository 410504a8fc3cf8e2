import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Probes and scrapes would be most of the spans and tell nothing. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

let provider: NodeTracerProvider | null = null;

/**
 * OpenTelemetry traces of each request through its database statements, sent over OTLP/HTTP to
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (the exporter reads the standard OTEL_* variables). Must run
 * before the server's modules load: it hooks `http` and `pg` as they are imported.
 */
export function startTracing(options: { serviceName: string; nodeName: string }): void {
  // The app is ES modules: their imports are hooked through the loader, CommonJS ones by require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.instance.id': options.nodeName,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED.has(request.url?.split('?')[0] ?? ''),
        // Outgoing calls are traced only inside a request's trace (gateways, mail relays).
        requireParentforOutgoingSpans: true,
      }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
}

/** Sends the spans still buffered; a stopping node calls it last. Nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
}
