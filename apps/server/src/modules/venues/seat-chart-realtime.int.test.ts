import { SEAT_CHART_SOCKET, SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { connected, listenOnFreePort, openSocket } from '../../test/realtime-client.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyInSandbox } from '../payments/purchase-test-helpers.ts';
import { holdSeats } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const sockets: Socket[] = [];

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  const port = await listenOnFreePort(t.app);
  return { shop, port };
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** A guest's connection on the shop's site: the seat statuses are public. */
async function openGuest(host = given.shop.company.domain): Promise<Socket> {
  const socket = openSocket(given.port, host);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const join = (socket: Socket, screenerId: number) =>
  socket.timeout(5000).emitWithAck(SEAT_CHART_SOCKET.join, { screener_id: screenerId }) as Promise<{
    ok: boolean;
  }>;

const seatsChanged = (socket: Socket, screenerId: number) =>
  new Promise<ServerEvent>((resolve) => {
    socket.on(SERVER_EVENT, (event: ServerEvent) => {
      if (event.type === 'seats.changed' && event.screener_id === screenerId) resolve(event);
    });
  });

describe('an open seat chart', () => {
  it('hears of seats another viewer holds and pays for, without a reload', async () => {
    const eventId = await given.shop.venueEvent();
    const chart = await openGuest();
    expect(await join(chart, eventId)).toEqual({ ok: true });
    const { session } = await given.shop.viewer();

    const held = seatsChanged(chart, eventId);
    const lock = await holdSeats(t, given.shop.company.domain, eventId, session, ['2-2']);
    expect(refusalCode(lock)).toBeNull();
    expect(await held).toEqual({ type: 'seats.changed', screener_id: eventId });

    const booked = seatsChanged(chart, eventId);
    const paid = await buyInSandbox(t, given.shop.company.domain, { screener_id: eventId }, session);
    expect(refusalCode(paid)).toBeNull();
    expect(await booked).toEqual({ type: 'seats.changed', screener_id: eventId });
  });

  it('cannot follow an event without a chart, or another company’s event', async () => {
    const online = await given.shop.event({ title: 'Online only' });
    const chart = await openGuest();
    expect(await join(chart, online)).toEqual({ ok: false });
    const elsewhere = await createVenueShop(t);
    const theirs = await elsewhere.venueEvent();
    expect(await join(chart, theirs)).toEqual({ ok: false });
    expect(await join(chart, 0)).toEqual({ ok: false });
  });
});
