/** One POST route under load (autocannon in a worker thread), and the table its figures make. */
import autocannon from 'autocannon';

export type LoadFigures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytes: number;
};

/** `connections` clients for `seconds` after a 2 s warm-up, all sending the same body. */
export async function measureLoad(
  name: string,
  request: { url: string; body: object; headers?: Record<string, string> },
  load: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const options = {
    url: request.url,
    method: 'POST' as const,
    connections: load.connections,
    // Load comes from a worker thread, so the app's event loop is not shared with the load generator.
    workers: 1,
    headers: { 'content-type': 'application/json', ...request.headers },
    body: JSON.stringify(request.body),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: load.seconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

export function printLoadTable(rows: LoadFigures[]): void {
  console.log('| Route | Body bytes | Requests/s | p50 (ms) | p99 (ms) | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.bytes} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`,
    );
  }
}
