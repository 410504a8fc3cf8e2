import { SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openSession, type SessionRow } from '../modules/auth/sessions.ts';
import { createCompany, createConsumer, signedHeader } from '../test/factories.ts';
import { connected, listenOnFreePort, openSocket } from '../test/realtime-client.ts';
import { seededForFile } from '../test/seeded-for-file.ts';
import { useTestApp } from '../test/test-app.ts';

let session: SessionRow;
const sockets: Socket[] = [];

const t = useTestApp({ now: new Date() });
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { domain: 'festival.localhost' });
  const consumer = await createConsumer(t.db, company.id);
  ({ session } = await openSession(t.db, {
    companyId: company.id,
    consumerId: consumer.id,
    now: t.clock.now(),
  }));
  const port = await listenOnFreePort(t.app);
  return { port };
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

function open(authorization?: string): Socket {
  const socket = openSocket(given.port, 'festival.localhost', authorization);
  sockets.push(socket);
  return socket;
}

describe('the realtime channel', () => {
  it('refuses a handshake with a wrong signature', async () => {
    const socket = open(signedHeader(session, t.clock.now(), { hash: '0'.repeat(64) }));
    await expect(connected(socket)).rejects.toThrow('TOKEN_MISMATCH');
  });

  it('delivers a message to the signed-in consumer’s room and to no guest', async () => {
    const viewer = open(signedHeader(session, t.clock.now()));
    const guest = open();
    await Promise.all([connected(viewer), connected(guest)]);

    const guestGot: ServerEvent[] = [];
    guest.on(SERVER_EVENT, (event: ServerEvent) => guestGot.push(event));
    const received = new Promise<ServerEvent>((resolve) => viewer.once(SERVER_EVENT, resolve));

    t.app.events.toConsumer(session.consumerId, { type: 'session.replaced' });
    await expect(received).resolves.toEqual({ type: 'session.replaced' });
    expect(guestGot).toEqual([]);
  });
});
