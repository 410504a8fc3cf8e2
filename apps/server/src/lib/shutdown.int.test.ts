import { request } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { drainAndStop } from './shutdown.ts';

let t: TestApp;
let port: number;
let release: () => void = () => undefined;
let stopped = false;

beforeAll(async () => {
  t = await createTestApp({ now: new Date() });
  await createCompany(t.db, { domain: 'festival.localhost' });
  // A request still in flight when the stop begins.
  t.app.get('/slow-for-the-test', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return { finished: true };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  if (!stopped) await t.close();
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, headers: { host: 'festival.localhost' } },
      (response) => {
        let body = '';
        response.on('data', (part: Buffer) => (body += part.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('a stop', () => {
  it('finishes the request in flight, closes realtime clients so they reconnect elsewhere, refuses new connections, and exits 0', async () => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      extraHeaders: { host: 'festival.localhost' },
      reconnectionDelay: 60_000,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const lost = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const inFlight = get('/slow-for-the-test');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const stop = drainAndStop({
      app: t.app,
      delayMs: 0,
      timeoutMs: 20_000,
      closeAfter: async () => {
        stopped = true;
        await t.close();
      },
    });
    // A transport closed by the server, not a socket sent away: the client comes back by itself.
    expect(await lost).toBe('transport close');
    expect(socket.active).toBe(true);
    socket.disconnect();
    await expect(get('/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    release();
    expect(await inFlight).toEqual({ status: 200, body: '{"finished":true}' });
    expect(await stop).toBe(0);
  });
});
