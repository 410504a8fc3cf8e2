import { createServer } from 'node:http';

/**
 * Answers the probes while the node starts (migrations, possibly waiting for another node's, and
 * the demo seed), before the app listens: `/healthz` 200, `/readyz` and every other path 503
 * naming the step under way. Closed just before the app takes the port.
 */
export async function openStartupProbe(
  host: string,
  port: number,
): Promise<{ step(name: string): void; close(): Promise<void> }> {
  let current = 'starting';
  const server = createServer((request, response) => {
    const alive = request.url?.split('?')[0] === '/healthz';
    response
      .writeHead(alive ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(alive ? { status: 'ok' } : { status: 'starting', step: current }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    step(name) {
      current = name;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
