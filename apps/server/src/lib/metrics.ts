import { timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics (docs/operations.md says what each means and when to worry). What code
 * counts as it runs (requests, job and payment outcomes) lives in one registry of the process;
 * what is read at each scrape from one app's parts (its pool, sockets, queue) lives in a registry
 * of that app, built from the sources the composition root hands over. A scrape merges both.
 */
const processRegistry = new Registry();

/** Latency buckets from a cached answer (a few ms) to a slow report (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'screener_http_request_duration_seconds',
  help: 'HTTP requests by route (an API call is its own route), method and status, and how long each took',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const dbConnectWait = new Histogram({
  name: 'screener_db_pool_wait_seconds',
  help: 'How long a query or transaction waited for a connection of the PostgreSQL pool',
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers: [processRegistry],
});

export const jobDuration = new Histogram({
  name: 'screener_job_duration_seconds',
  help: 'Queued jobs run on this node by queue and outcome (ready, failed, handed_back)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200],
  registers: [processRegistry],
});

export const paymentOutcomes = new Counter({
  name: 'screener_payments_total',
  help: 'Purchases settled by gateway and outcome (completed, failed)',
  labelNames: ['gateway', 'outcome'] as const,
  registers: [processRegistry],
});

let processDefaultsOn = false;

/** Node's own metrics (event-loop delay, CPU, memory, GC), once per process and only where scraped. */
function collectProcessDefaults(): void {
  if (processDefaultsOn) return;
  processDefaultsOn = true;
  collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
}

/** One value of a gauge read at a scrape. */
export type GaugeReading = { labels?: Record<string, string | number>; value: number };

/** A gauge an app's part answers when scraped. */
export type GaugeSource = {
  name: string;
  help: string;
  labelNames?: string[];
  read(): GaugeReading[] | Promise<GaugeReading[]>;
};

export type AppMetrics = {
  /** Adds gauges read at each scrape; the composition root adds them as it builds the parts. */
  add(...sources: GaugeSource[]): void;
  /** The exposition text of the process's and this app's metrics, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
};

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    add(...sources) {
      for (const source of sources) {
        new Gauge({
          name: source.name,
          help: source.help,
          labelNames: source.labelNames ?? [],
          registers: [registry],
          async collect() {
            this.reset();
            for (const reading of await source.read()) {
              if (reading.labels) this.set(reading.labels, reading.value);
              else this.set(reading.value);
            }
          },
        });
      }
    },
    async scrape() {
      collectProcessDefaults();
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

/** Whether an `Authorization: Bearer` header carries the metrics token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const offered = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
