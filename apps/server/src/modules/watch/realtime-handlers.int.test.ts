import { SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import { WATCH_SOCKET } from '@screener/contracts/watch';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createConsumer, signedHeader } from '../../test/factories.ts';
import { connected, listenOnFreePort, openSocket } from '../../test/realtime-client.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { callStaffApi, createWatchEvent, createWatchSite, enroll } from './test-fixtures.ts';

const HOST = 'live.localhost';
const START = new Date('2026-06-01T12:00:00Z');

let port: number;
const sockets: Socket[] = [];

type Ack = {
  ok: boolean;
  error?: { code: number };
  messages?: { key: number; content: string; user: { uuid: string | null; name: string | null } }[];
  count?: number;
  streams?: Record<string, { active: boolean; force: boolean }>;
};

async function open(session: SessionRow | null, onPort = port): Promise<Socket> {
  const socket = openSocket(onPort, HOST, session ? signedHeader(session, t.clock.now()) : undefined);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const request = (socket: Socket, event: string, body: unknown) =>
  socket.timeout(5000).emitWithAck(event, body) as Promise<Ack>;

const nextEvent = (
  socket: Socket,
  type: ServerEvent['type'],
  match: (event: ServerEvent) => boolean = () => true,
) =>
  new Promise<ServerEvent>((resolve) => {
    const listener = (event: ServerEvent) => {
      if (event.type === type && match(event)) {
        socket.off(SERVER_EVENT, listener);
        resolve(event);
      }
    };
    socket.on(SERVER_EVENT, listener);
  });

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(
    t.db,
    site.company.id,
    { screeningStartsAt: START, screeningEndsAt: new Date(START.getTime() + 3 * 3_600_000) },
    { liveChat: true },
  );
  const screenerId = event.screener.id;
  const other = await createConsumer(t.db, site.company.id);
  const secondViewer: SessionRow = await site.open(other.id);
  for (const consumerId of [site.viewer.id, other.id]) {
    await enroll(t.db, site.company.id, screenerId, consumerId, START);
  }
  port = await listenOnFreePort(t.app);
  return { site, screenerId, secondViewer };
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('joining an event’s room', () => {
  it('is refused to a guest and to a viewer who is not enrolled', async () => {
    const guest = await open(null);
    expect((await request(guest, WATCH_SOCKET.join, { screener_id: given.screenerId })).error?.code).toBe(
      551,
    );
    const stranger = await given.site.open((await createConsumer(t.db, given.site.company.id)).id);
    const socket = await open(stranger);
    expect((await request(socket, WATCH_SOCKET.join, { screener_id: given.screenerId })).error?.code).toBe(
      1030,
    );
    const chat = await request(socket, WATCH_SOCKET.chatSend, {
      screener_id: given.screenerId,
      content: 'hi',
    });
    expect(chat.error?.code).toBe(1030);
  });
});

describe('live chat and counters on one node', () => {
  it('delivers chat to the room, persists it, pages it and counts viewers', async () => {
    const first = await open(given.site.viewerSession);
    const joined = await request(first, WATCH_SOCKET.join, { screener_id: given.screenerId });
    expect(joined).toMatchObject({ ok: true, messages: [], count: 1 });

    const second = await open(given.secondViewer);
    const counted = nextEvent(
      first,
      'live.counter',
      (event) => event.type === 'live.counter' && event.count === 2,
    );
    expect((await request(second, WATCH_SOCKET.join, { screener_id: given.screenerId })).count).toBe(2);
    await counted;

    const received = nextEvent(second, 'live-chat.message');
    expect(
      (await request(first, WATCH_SOCKET.chatSend, { screener_id: given.screenerId, content: '   ' })).error
        ?.code,
    ).toBe(400);
    const sent = await request(first, WATCH_SOCKET.chatSend, {
      screener_id: given.screenerId,
      content: 'Hello room',
    });
    expect(sent.ok).toBe(true);
    const event = await received;
    expect(event).toMatchObject({
      type: 'live-chat.message',
      message: {
        content: 'Hello room',
        user: { uuid: given.site.viewer.uuid, name: given.site.viewer.name },
      },
    });
    // The room never learns the author's address.
    expect(JSON.stringify(event)).not.toContain(given.site.viewer.email);

    for (let index = 0; index < 24; index++) {
      await request(first, WATCH_SOCKET.chatSend, {
        screener_id: given.screenerId,
        content: `message ${index}`,
      });
    }
    const late = await open(given.site.adminSession);
    await enroll(t.db, given.site.company.id, given.screenerId, given.site.admin.id, START);
    const page = await request(late, WATCH_SOCKET.join, { screener_id: given.screenerId });
    expect(page.messages?.map((message) => message.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${index + 4}`),
    );
    const older = await request(late, WATCH_SOCKET.chatMore, {
      screener_id: given.screenerId,
      before: page.messages?.[0]?.key,
    });
    expect(older.messages?.map((message) => message.content)).toEqual([
      'Hello room',
      'message 0',
      'message 1',
      'message 2',
      'message 3',
    ]);

    const left = nextEvent(
      first,
      'live.counter',
      (update) => update.type === 'live.counter' && update.count === 1,
    );
    late.disconnect();
    second.disconnect();
    await left;
  });

  it('answers a join with the streams as they are, a change made before it included', async () => {
    await callStaffApi(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/streams/change`,
      { type: 'youtube_live', active: true },
      given.site.staffToken,
    );
    const viewer = await open(given.site.viewerSession);
    const joined = await request(viewer, WATCH_SOCKET.join, { screener_id: given.screenerId });
    expect(joined.streams).toMatchObject({ youtube_live: { active: true, force: false } });
  });

  it('pushes a stream change and a support notice from the administrator calls', async () => {
    const viewer = await open(given.site.viewerSession);
    await request(viewer, WATCH_SOCKET.join, { screener_id: given.screenerId });
    const changed = nextEvent(viewer, 'stream.changed');
    await callStaffApi(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/streams/change`,
      { type: 'vimeo_live', active: true, force: true },
      given.site.staffToken,
    );
    expect(await changed).toMatchObject({ streams: { vimeo_live: { active: true, force: true } } });
    const notice = nextEvent(viewer, 'support.notice');
    await callStaffApi(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/support_notice`,
      { title: 'Hi', body: 'Back soon' },
      given.site.staffToken,
    );
    expect(await notice).toEqual({
      type: 'support.notice',
      screener_id: given.screenerId,
      title: 'Hi',
      body: 'Back soon',
      sent_at: '2026-06-01 12:00:00',
    });
  });
});

describe.skipIf(!process.env.REDIS_URL)('two server nodes on one database and Redis', () => {
  /** Another node of this deployment, or of another one sharing the Redis. */
  const otherNode = (namespace: string) =>
    buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent-web-build',
        REDIS_URL: process.env.REDIS_URL,
        RATE_LIMIT_NAMESPACE: namespace,
      }),
      db: t.db,
      clock: t.clock,
      mailer: t.mailer,
      sms: t.sms,
      logger: false,
    });

  it('keeps a deployment’s rooms to itself when another shares the Redis', async () => {
    const sibling = await otherNode(t.config.RATE_LIMIT_NAMESPACE);
    const stranger = await otherNode(`${t.config.RATE_LIMIT_NAMESPACE}-other`);
    try {
      const onA = await open(given.site.viewerSession);
      const onSibling = await open(given.secondViewer, await listenOnFreePort(sibling));
      const onStranger = await open(given.site.adminSession, await listenOnFreePort(stranger));
      for (const socket of [onA, onSibling, onStranger]) {
        await request(socket, WATCH_SOCKET.join, { screener_id: given.screenerId });
      }
      const leaked: unknown[] = [];
      onStranger.on(SERVER_EVENT, (event: ServerEvent) => {
        if (event.type === 'live-chat.message') leaked.push(event);
      });
      const onSiblingChat = nextEvent(onSibling, 'live-chat.message');
      await request(onA, WATCH_SOCKET.chatSend, { screener_id: given.screenerId, content: 'only for us' });
      // The sibling node's copy came through Redis: by then the stranger's would have too.
      expect(await onSiblingChat).toMatchObject({ message: { content: 'only for us' } });
      expect(leaked).toEqual([]);
    } finally {
      await Promise.all([sibling.close(), stranger.close()]);
    }
  });

  it('carries chat and counters across the nodes', async () => {
    const nodeB = await otherNode(t.config.RATE_LIMIT_NAMESPACE);
    try {
      const portB = await listenOnFreePort(nodeB);
      const onA = await open(given.site.viewerSession);
      const onB = await open(given.secondViewer, portB);
      await request(onA, WATCH_SOCKET.join, { screener_id: given.screenerId });
      const countOnA = nextEvent(
        onA,
        'live.counter',
        (event) => event.type === 'live.counter' && event.count === 2,
      );
      expect((await request(onB, WATCH_SOCKET.join, { screener_id: given.screenerId })).count).toBe(2);
      await countOnA;
      const chatOnA = nextEvent(onA, 'live-chat.message');
      await request(onB, WATCH_SOCKET.chatSend, { screener_id: given.screenerId, content: 'from node B' });
      expect(await chatOnA).toMatchObject({ message: { content: 'from node B' } });
    } finally {
      await nodeB.close();
    }
  });
});
