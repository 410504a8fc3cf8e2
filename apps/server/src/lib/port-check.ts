import { createServer } from 'node:net';

/**
 * Whether `host:port` can be listened on now. Checked before the database opens, so a second start
 * on a busy port stops before it touches anything.
 */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
