import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainAndStop } from './shutdown.ts';

describe('a stop past its bound', () => {
  it('exits with 1 once the bound passes, having still closed the database', async () => {
    const calls: string[] = [];
    const app = {
      lifecycle: { beginDrain: () => calls.push('draining') },
      log: { info: () => undefined, error: () => calls.push('logged') },
      // A request that never ends.
      close: () => new Promise(() => undefined),
      server: { closeAllConnections: () => calls.push('connections cut') },
    } as unknown as FastifyInstance;
    const started = Date.now();
    const code = await drainAndStop({
      app,
      delayMs: 0,
      timeoutMs: 200,
      closeAfter: async () => void calls.push('database closed'),
    });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls).toEqual(['draining', 'logged', 'connections cut', 'database closed']);
  });
});
