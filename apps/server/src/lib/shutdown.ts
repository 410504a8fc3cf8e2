import type { FastifyInstance } from 'fastify';

export type StopOptions = {
  app: FastifyInstance;
  /** Waits for the delay with `/readyz` at 503 before the node stops accepting. */
  delayMs: number;
  /** The whole stop, delay included, ends within this; past it the node exits anyway. */
  timeoutMs: number;
  /** What closes after the app (the database, which the app's close hooks still write to). */
  closeAfter: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A node's stop (docs/operations.md): `/readyz` answers 503 at once; after the delay the server
 * stops accepting connections, realtime clients are closed so they reconnect to another node,
 * requests in flight finish, the transcoding worker takes no new job and lets its running one
 * finish while the bound allows (else hands it back to the queue), and the database closes.
 * Resolves with the exit code: 0 when everything finished in time, 1 when the bound cut it short.
 */
export async function drainAndStop(options: StopOptions): Promise<number> {
  const { app } = options;
  const deadline = Date.now() + options.timeoutMs;
  app.lifecycle.beginDrain(deadline);
  app.log.info({ delayMs: options.delayMs, timeoutMs: options.timeoutMs }, 'draining');
  if (options.delayMs > 0) await sleep(options.delayMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
  });
  const closed = app.close().then(() => 'closed' as const);
  const outcome = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    app.log.error(
      { timeoutMs: options.timeoutMs },
      'stop took longer than its bound: exiting with work unfinished',
    );
    app.server.closeAllConnections();
    await Promise.race([options.closeAfter().catch(() => undefined), sleep(2000)]);
    return 1;
  }
  await options.closeAfter();
  app.log.info('stopped');
  return 0;
}
