import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { adapterPublisher } from './realtime.ts';

/** A loopback port where nothing listens: Redis is away. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the Redis adapter publisher', () => {
  it('answers a publish made while Redis is away with 0 receivers and tells it, where the plain client rejects', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const lost: unknown[] = [];
    const publisher = adapterPublisher(redis, (error) => lost.push(error));
    publisher.on('error', () => undefined);
    try {
      await expect(publisher.publish('screener:socket.io#/#', 'emit')).resolves.toBe(0);
      expect(lost).toHaveLength(1);
      expect(String(lost[0])).toMatch(/max retries/i);
      // Without the guard the same publish rejects: unawaited by the adapter, it would end the node.
      await expect(redis.publish('screener:socket.io#/#', 'emit')).rejects.toThrow(/max retries/i);
    } finally {
      publisher.disconnect();
      redis.disconnect();
    }
  });
});
