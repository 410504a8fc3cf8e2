import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHAT_MEMBERS_PAGE, CHAT_ROOM_SOCKET } from '@screener/contracts/chat-room';
import { toApiDateTime } from '@screener/contracts/dates';
import { SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import { and, eq, like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createConsumer, signedHeader } from '../../test/factories.ts';
import { connected, listenOnFreePort, openSocket } from '../../test/realtime-client.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { callApi, createWatchEvent, createWatchSite } from '../watch/test-fixtures.ts';
import { createChatRoom, pngBytes, pngDataUrl } from './chat-test-helpers.ts';
import { chatMembers, chatRoomMessages } from './schema.ts';

const HOST = 'room.localhost';
const START = new Date('2026-06-01T12:00:00Z');

let site: Awaited<ReturnType<typeof createWatchSite>>;
let roomId: number;
let port: number;
const sockets: Socket[] = [];
type Person = { session: SessionRow; memberId: number; socket: Socket };

type Ack = { ok: boolean; error?: { code: number }; [key: string]: unknown };

async function open(session: SessionRow | null, onPort = port): Promise<Socket> {
  const socket = openSocket(onPort, HOST, session ? signedHeader(session, t.clock.now()) : undefined);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const ask = (socket: Socket, event: string, body: unknown) =>
  socket.timeout(5000).emitWithAck(event, body) as Promise<Ack>;

/**
 * Asks with a body written as JSON text, past the client's encoder (whose own recursive walk could
 * not take what a hostile client sends): a socket.io event with an ack id, answered by its ack.
 */
function askRaw(socket: Socket, event: string, body: string): Promise<Ack> {
  const id = 900_000;
  const engine = socket.io.engine;
  return new Promise((resolve) => {
    const listener = (data: unknown) => {
      if (typeof data !== 'string' || !data.startsWith(`3${id}[`)) return;
      engine.off('message', listener);
      resolve((JSON.parse(data.slice(`3${id}`.length)) as Ack[])[0] as Ack);
    };
    engine.on('message', listener);
    engine.write(`2${id}[${JSON.stringify(event)},${body}]`);
  });
}

/** Every server event a socket receives, in order. */
function record(socket: Socket): ServerEvent[] {
  const seen: ServerEvent[] = [];
  socket.on(SERVER_EVENT, (event: ServerEvent) => seen.push(event));
  return seen;
}

const nextEvent = <T extends ServerEvent['type']>(
  socket: Socket,
  type: T,
  match: (event: Extract<ServerEvent, { type: T }>) => boolean = () => true,
) =>
  new Promise<Extract<ServerEvent, { type: T }>>((resolve) => {
    const listener = (event: ServerEvent) => {
      if (event.type === type && match(event as Extract<ServerEvent, { type: T }>)) {
        socket.off(SERVER_EVENT, listener);
        resolve(event as Extract<ServerEvent, { type: T }>);
      }
    };
    socket.on(SERVER_EVENT, listener);
  });

async function registered(name: string, consumerId: number): Promise<Person> {
  const session = await site.open(consumerId);
  const reply = await callApi<{ member: { id: number } }>(
    t,
    HOST,
    `chat-room/${roomId}/members/register`,
    {
      name,
      email: `${consumerId}@example.test`,
      bio: 'Here for the films.',
      profile_image: pngDataUrl(),
      chat_room_id: roomId,
    },
    session,
  );
  return { session, memberId: reply.body.data.member.id, socket: await open(session) };
}

/** Moves past the rate limit's window between tests. */
const later = () => t.clock.advance(60_000);

const t = useTestApp(async () => ({
  now: START,
  env: { UPLOADS_DIR: await mkdtemp(path.join(tmpdir(), 'chat-uploads-')) },
}));
const given = seededForFile(async () => {
  site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(t.db, site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3_600_000),
    allowChatRoom: true,
  });
  roomId = (await createChatRoom(t.db, site.company.id, event.screener.id)).id;
  const other = await createWatchSite(t, 'elsewhere.localhost');
  const otherEvent = await createWatchEvent(t.db, other.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3_600_000),
  });
  const otherRoomId = (await createChatRoom(t.db, other.company.id, otherEvent.screener.id)).id;
  port = await listenOnFreePort(t.app);
  const ana: Person = await registered('Ana Costa', site.viewer.id);
  const ben: Person = await registered('Ben Okafor', (await createConsumer(t.db, site.company.id)).id);
  const cleo: Person = await registered('Cleo Martin', (await createConsumer(t.db, site.company.id)).id);
  /** A member whose viewer row carries the old `company_admin` role: no moderator in the room. */
  const admin: Person = await registered('Site Admin', site.admin.id);
  return { other, otherRoomId, ana, ben, cleo, admin };
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('who sees the room', () => {
  it('refuses a guest, a viewer who is not registered, another company’s room, and requests before joining', async () => {
    const guest = await open(null);
    expect((await ask(guest, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).error?.code).toBe(551);
    const stranger = await open(await site.open((await createConsumer(t.db, site.company.id)).id));
    expect((await ask(stranger, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).error?.code).toBe(4050);
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: given.otherRoomId })).error?.code,
    ).toBe(404);
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'hi' })).error?.code,
    ).toBe(4050);
  });

  it('joins members, sets them online and tells the room', async () => {
    const joined = await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect(joined).toMatchObject({
      ok: true,
      me: { id: given.ana.memberId, online: true },
      messages: [],
    });
    const seen = record(given.ana.socket);
    const online = nextEvent(given.ana.socket, 'chat-room.presence', (event) =>
      event.members.some((member) => member.id === given.cleo.memberId),
    );
    await ask(given.ben.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    await ask(given.cleo.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    await online;
    // Arrivals are told in presence events that gather members (two joins in quick succession
    // make one event, or two when the first one's moment had already passed).
    const told = seen
      .flatMap((event) => (event.type === 'chat-room.presence' ? event.members : []))
      .filter((member) => member.id !== given.ana.memberId);
    expect(told.map((member) => [member.id, member.online])).toEqual([
      [given.ben.memberId, true],
      [given.cleo.memberId, true],
    ]);
    expect(seen.filter((event) => event.type === 'chat-room.member')).toEqual([]);
    const adminJoin = await ask(given.admin.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect(adminJoin).not.toHaveProperty('is_admin');
    const members = adminJoin.members as { id: number; online: boolean }[];
    expect(members).toHaveLength(4);
    expect(members.every((member) => member.online)).toBe(true);
  });
});

describe('room messages', () => {
  it('stores then delivers, edits by the sender only, toggles reactions and deletes', async () => {
    later();
    const received = nextEvent(given.ben.socket, 'chat-room.message');
    const sent = await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: '<b>Hello</b> room',
    });
    expect(sent).toMatchObject({
      ok: true,
      message: { text: '<b>Hello</b> room', sender_id: given.ana.memberId },
    });
    const messageId = (sent.message as { id: number }).id;
    expect((await received).message.id).toBe(messageId);

    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: '   ' })).error?.code,
    ).toBe(400);
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'x'.repeat(2001) }))
        .error?.code,
    ).toBe(400);
    expect(
      (
        await ask(given.ben.socket, CHAT_ROOM_SOCKET.edit, {
          chat_room_id: roomId,
          message_id: messageId,
          text: 'mine now',
        })
      ).error?.code,
    ).toBe(403);
    const edited = await ask(given.ana.socket, CHAT_ROOM_SOCKET.edit, {
      chat_room_id: roomId,
      message_id: messageId,
      text: 'Hello room',
    });
    expect(edited.message).toMatchObject({ text: 'Hello room', edited: true });

    const react = (socket: Socket) =>
      ask(socket, CHAT_ROOM_SOCKET.react, { chat_room_id: roomId, message_id: messageId, reaction: 'heart' });
    expect((await react(given.ben.socket)).message).toMatchObject({
      reactions: { heart: [given.ben.memberId] },
    });
    expect((await react(given.cleo.socket)).message).toMatchObject({
      reactions: { heart: [given.ben.memberId, given.cleo.memberId] },
    });
    expect((await react(given.ben.socket)).message).toMatchObject({
      reactions: { heart: [given.cleo.memberId] },
    });

    expect(
      (await ask(given.ben.socket, CHAT_ROOM_SOCKET.remove, { chat_room_id: roomId, message_id: messageId }))
        .error?.code,
    ).toBe(403);
    const removed = nextEvent(given.ben.socket, 'chat-room.message-removed');
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.remove, { chat_room_id: roomId, message_id: messageId }))
        .ok,
    ).toBe(true);
    expect((await removed).message_id).toBe(messageId);
  });

  it('blocks a member who sends more than 3 messages in 2 seconds, then lets them write again', async () => {
    later();
    for (const text of ['one', 'two', 'three']) {
      expect((await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text })).ok).toBe(
        true,
      );
    }
    const fourth = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'four',
    });
    expect(fourth.error?.code).toBe(4053);
    t.clock.advance(5_000);
    expect(
      (await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'five' })).error
        ?.code,
    ).toBe(4053);
    t.clock.advance(6_000);
    expect(
      (await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'six' })).ok,
    ).toBe(true);
  });

  it('refuses a message nested 10,000 deep before any recursive check, and goes on serving', async () => {
    later();
    const nested = `${'['.repeat(10_000)}"deep"${']'.repeat(10_000)}`;
    const deep = await askRaw(
      given.ana.socket,
      CHAT_ROOM_SOCKET.send,
      `{"chat_room_id":${roomId},"text":"deep","nested":${nested}}`,
    );
    expect(deep.error?.code).toBe(400);
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'flat' })).ok,
    ).toBe(true);
  });

  it('stores at most 3 of 40 messages one member sends at once', async () => {
    later();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        ask(given.ben.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: `at once ${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error?.code === 4053)).toHaveLength(37);
    const stored = await t.db
      .select({ id: chatRoomMessages.id })
      .from(chatRoomMessages)
      .where(
        and(
          eq(chatRoomMessages.senderMemberId, given.ben.memberId),
          like(chatRoomMessages.text, 'at once %'),
        ),
      );
    expect(stored).toHaveLength(3);
  });

  it('lets a reconnecting member catch up on exactly what it missed', async () => {
    later();
    const first = await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'before the drop',
    });
    const lastSeen = (first.message as { id: number }).id;
    given.ben.socket.disconnect();
    const missed = await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'while you were away',
    });
    given.ben.socket = await open(given.ben.session);
    const rejoined = await ask(given.ben.socket, CHAT_ROOM_SOCKET.join, {
      chat_room_id: roomId,
      after: lastSeen,
    });
    expect((rejoined.messages as { id: number; text: string }[]).map((message) => message.text)).toEqual([
      'while you were away',
    ]);
    expect((rejoined.messages as { id: number }[])[0]?.id).toBe((missed.message as { id: number }).id);
  });
});

describe('pictures in conversations', () => {
  const sendImage = (path: string, body: object, session: SessionRow) =>
    callApi<{ message: { id: number; message_type: string; media_url: string | null; text: string } }>(
      t,
      HOST,
      path,
      body,
      session,
    );

  it('sends a picture to the room, checked by its bytes, stored first and served with long caching', async () => {
    later();
    const benGot = nextEvent(
      given.ben.socket,
      'chat-room.message',
      (event) => event.message.message_type === 'image',
    );
    const sent = await sendImage(
      `chat-room/${roomId}/messages/send-image`,
      { image: pngDataUrl(640, 480), text: 'The queue outside' },
      given.ana.session,
    );
    expect(refusalCode(sent)).toBeNull();
    expect(sent.body.data.message).toMatchObject({ message_type: 'image', text: 'The queue outside' });
    const url = sent.body.data.message.media_url ?? '';
    expect(url).toMatch(/^\/uploads\/chat-images\/[0-9a-f]{32}\.png$/);
    expect((await benGot).message.id).toBe(sent.body.data.message.id);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(pngBytes(640, 480))).toBe(true);
    const rejoined = await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect((rejoined.messages as { media_url: string | null }[]).at(-1)?.media_url).toBe(url);
  });

  it('refuses what is not a picture, a picture too large, a stranger and another company’s room', async () => {
    later();
    const fake = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const path = `chat-room/${roomId}/messages/send-image`;
    const notPicture = await sendImage(path, { image: fake }, given.ana.session);
    expect([notPicture.status, notPicture.body.error?.code]).toEqual([200, 4057]);
    const huge = await sendImage(path, { image: pngDataUrl(5000, 10) }, given.ana.session);
    expect(huge.body.error?.code).toBe(4057);
    const stranger = await site.open((await createConsumer(t.db, site.company.id)).id);
    expect((await sendImage(path, { image: pngDataUrl() }, stranger)).body.error?.code).toBe(4050);
    expect(
      refusalCode(
        await sendImage(
          `chat-room/${given.otherRoomId}/messages/send-image`,
          { image: pngDataUrl() },
          given.ana.session,
        ),
      ),
    ).toBe(404);
    expect(refusalCode(await sendImage(path, { text: 'no picture' }, given.ana.session))).toBe(400);
  });
});

describe('private chats', () => {
  it('sends the first message unapproved, holds the rest until the receiver approves, then chats', async () => {
    later();
    const benGot = nextEvent(given.ben.socket, 'private.message');
    const benUnread = nextEvent(given.ben.socket, 'private.chat', (event) => event.chat.unread === 1);
    const first = await ask(given.ana.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ben.memberId,
      text: 'Hi Ben!',
    });
    expect(first.message).toMatchObject({
      approved: false,
      sender_id: given.ana.memberId,
      receiver_id: given.ben.memberId,
    });
    expect((first.message as { chat_key: string }).chat_key).toBe(
      [site.viewer.id, given.ben.session.consumerId].sort((a, b) => a - b).join('_'),
    );
    const pending = await ask(given.ana.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ben.memberId,
      text: 'Hello?',
    });
    expect(pending.error?.code).toBe(4054);
    expect((await benGot).message.text).toBe('Hi Ben!');
    expect((await benUnread).chat).toMatchObject({ other_member_id: given.ana.memberId, is_approved: false });
    const cleoEvents = record(given.cleo.socket);

    const approved = nextEvent(given.ana.socket, 'private.chat', (event) => event.chat.is_approved);
    expect(
      (
        await ask(given.ben.socket, CHAT_ROOM_SOCKET.approve, {
          chat_room_id: roomId,
          member_id: given.ana.memberId,
        })
      ).ok,
    ).toBe(true);
    expect((await approved).chat.other_member_id).toBe(given.ben.memberId);

    const opened = await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateOpen, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
    });
    expect(opened.chat).toMatchObject({ is_approved: true, unread: 0 });
    expect(opened.messages).toMatchObject([{ text: 'Hi Ben!', approved: true, is_read: true }]);
    const reply = await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
      text: 'Hi Ana',
    });
    const replyId = (reply.message as { id: number }).id;
    const reacted = await ask(given.ana.socket, CHAT_ROOM_SOCKET.privateReact, {
      chat_room_id: roomId,
      message_id: replyId,
      reaction: 'pray',
    });
    expect(reacted.message).toMatchObject({ reactions: { pray: [given.ana.memberId] } });
    expect(
      (
        await ask(given.ana.socket, CHAT_ROOM_SOCKET.privateEdit, {
          chat_room_id: roomId,
          message_id: replyId,
          text: 'no',
        })
      ).error?.code,
    ).toBe(403);
    expect(
      (
        await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateEdit, {
          chat_room_id: roomId,
          message_id: replyId,
          text: 'Hi Ana!',
        })
      ).message,
    ).toMatchObject({ edited: true });
    // A third member reaches neither the messages nor their reactions.
    expect(
      (
        await ask(given.cleo.socket, CHAT_ROOM_SOCKET.privateReact, {
          chat_room_id: roomId,
          message_id: replyId,
          reaction: 'sad',
        })
      ).error?.code,
    ).toBe(404);
    expect(
      (
        await ask(given.cleo.socket, CHAT_ROOM_SOCKET.privateRemove, {
          chat_room_id: roomId,
          message_id: replyId,
        })
      ).error?.code,
    ).toBe(404);
    expect(
      (
        await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateRemove, {
          chat_room_id: roomId,
          message_id: replyId,
        })
      ).ok,
    ).toBe(true);
    expect(cleoEvents.filter((event) => event.type.startsWith('private.'))).toEqual([]);

    const friends = await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect(friends.friends).toEqual([given.ben.memberId]);
    expect((friends.chats as { key: string }[]).length).toBe(1);
  });

  it('sends a picture in a private chat to the two participants only', async () => {
    later();
    const cleoEvents = record(given.cleo.socket);
    const anaGot = nextEvent(
      given.ana.socket,
      'private.message',
      (event) => event.message.message_type === 'image',
    );
    const sent = await callApi<{ message: { id: number; media_url: string | null; chat_key: string } }>(
      t,
      HOST,
      `chat-room/${roomId}/private/send-image`,
      { image: pngDataUrl(120, 90), member_id: given.ana.memberId },
      given.ben.session,
    );
    expect(refusalCode(sent)).toBeNull();
    expect(sent.body.data.message.media_url).toMatch(/^\/uploads\/chat-images\//);
    expect((await anaGot).message.id).toBe(sent.body.data.message.id);
    const opened = await ask(given.ana.socket, CHAT_ROOM_SOCKET.privateOpen, {
      chat_room_id: roomId,
      member_id: given.ben.memberId,
    });
    expect((opened.messages as { message_type: string }[]).at(-1)?.message_type).toBe('image');
    expect(cleoEvents.filter((event) => event.type.startsWith('private.'))).toEqual([]);
  });

  it('after a rejection nobody writes and the profile cannot be opened', async () => {
    later();
    await ask(given.cleo.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ben.memberId,
      text: 'Hey Ben',
    });
    const rejected = await ask(given.ben.socket, CHAT_ROOM_SOCKET.reject, {
      chat_room_id: roomId,
      member_id: given.cleo.memberId,
    });
    expect(rejected.chat).toMatchObject({ is_rejected: true });
    t.clock.advance(3_000);
    const again = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ben.memberId,
      text: 'Please?',
    });
    expect(again.error).toMatchObject({ code: 4051, message: 'Rejected Profile' });
    expect(
      (
        await ask(given.cleo.socket, CHAT_ROOM_SOCKET.profile, {
          chat_room_id: roomId,
          member_id: given.ben.memberId,
        })
      ).error?.code,
    ).toBe(4051);
    expect(
      (
        await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateOpen, {
          chat_room_id: roomId,
          member_id: given.cleo.memberId,
        })
      ).error?.code,
    ).toBe(4051);
    expect(
      (
        await ask(given.ana.socket, CHAT_ROOM_SOCKET.profile, {
          chat_room_id: roomId,
          member_id: given.ben.memberId,
        })
      ).member,
    ).toMatchObject({ name: 'Ben Okafor' });
  });

  it('blocks and reports', async () => {
    later();
    expect(
      (
        await ask(given.ana.socket, CHAT_ROOM_SOCKET.block, {
          chat_room_id: roomId,
          member_id: given.cleo.memberId,
        })
      ).ok,
    ).toBe(true);
    const refused = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
      text: 'Hi',
    });
    expect(refused.error?.code).toBe(4051);
    expect(
      (
        await ask(given.ana.socket, CHAT_ROOM_SOCKET.report, {
          chat_room_id: roomId,
          member_id: given.cleo.memberId,
          reason: 'spam',
        })
      ).ok,
    ).toBe(true);
  });
});

describe('what changed while a member was away', () => {
  it('a reconnecting member gets the edits, reactions and deletions made meanwhile, in the room and in a private chat', async () => {
    later();
    const kept = await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'to be edited',
    });
    const doomed = await ask(given.ana.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'to be deleted',
    });
    const keptId = (kept.message as { id: number }).id;
    const doomedId = (doomed.message as { id: number }).id;
    const privately = await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
      text: 'private, to be deleted',
    });
    const privateId = (privately.message as { id: number }).id;
    const benJoin = await ask(given.ben.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    const benOpen = await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateOpen, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
    });
    const roomMark = benJoin.synced_at as number;
    const privateMark = benOpen.synced_at as number;
    expect(roomMark).toBe(t.clock.now().getTime());
    given.ben.socket.disconnect();

    t.clock.advance(60_000);
    await ask(given.ana.socket, CHAT_ROOM_SOCKET.edit, {
      chat_room_id: roomId,
      message_id: keptId,
      text: 'edited while away',
    });
    await ask(given.ana.socket, CHAT_ROOM_SOCKET.react, {
      chat_room_id: roomId,
      message_id: keptId,
      reaction: 'heart',
    });
    await ask(given.ana.socket, CHAT_ROOM_SOCKET.remove, { chat_room_id: roomId, message_id: doomedId });
    // Ben deletes from another tab while this one is away.
    const otherTab = await open(given.ben.session);
    await ask(otherTab, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    await ask(otherTab, CHAT_ROOM_SOCKET.privateRemove, { chat_room_id: roomId, message_id: privateId });
    otherTab.disconnect();

    given.ben.socket = await open(given.ben.session);
    const lastHeld = Math.max(keptId, doomedId);
    const back = await ask(given.ben.socket, CHAT_ROOM_SOCKET.join, {
      chat_room_id: roomId,
      after: lastHeld,
      since: roomMark,
    });
    const changed = (
      back.messages as { id: number; text: string; edited: boolean; reactions: object }[]
    ).find((message) => message.id === keptId);
    expect(changed).toMatchObject({
      text: 'edited while away',
      edited: true,
      reactions: { heart: [given.ana.memberId] },
    });
    expect(back.removed).toEqual([doomedId]);
    expect((back.messages as { id: number }[]).some((message) => message.id === doomedId)).toBe(false);
    const reopened = await ask(given.ben.socket, CHAT_ROOM_SOCKET.privateOpen, {
      chat_room_id: roomId,
      member_id: given.ana.memberId,
      after: privateId,
      since: privateMark,
    });
    expect(reopened.removed).toEqual([privateId]);
    // A first load never shows a deleted message, and a deleted message cannot be edited.
    const fresh = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect((fresh.messages as { id: number }[]).some((message) => message.id === doomedId)).toBe(false);
    expect(
      (
        await ask(given.ana.socket, CHAT_ROOM_SOCKET.edit, {
          chat_room_id: roomId,
          message_id: doomedId,
          text: 'back?',
        })
      ).error?.code,
    ).toBe(404);
  });
});

describe('reports that name a message', () => {
  it('takes a message the reporter sees and the reported member sent, and shows it to the staff, who delete it', async () => {
    later();
    const fay = await registered('Fay Report', (await createConsumer(t.db, site.company.id)).id);
    const gus = await registered('Gus Report', (await createConsumer(t.db, site.company.id)).id);
    const hal = await registered('Hal Report', (await createConsumer(t.db, site.company.id)).id);
    for (const person of [fay, gus, hal]) {
      expect((await ask(person.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).ok).toBe(true);
    }
    const sent = await ask(fay.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'Buy my stuff' });
    const roomMessageId = (sent.message as { id: number }).id;
    const report = (person: Person, body: object) =>
      ask(person.socket, CHAT_ROOM_SOCKET.report, { chat_room_id: roomId, reason: 'spam', ...body });

    // Another member's message named as the reported member's, a message that does not exist and a
    // message id that is not a number are refused.
    expect((await report(gus, { member_id: hal.memberId, message_id: roomMessageId })).error?.code).toBe(400);
    expect((await report(gus, { member_id: fay.memberId, message_id: 999_999 })).error?.code).toBe(404);
    expect((await report(gus, { member_id: fay.memberId, message_id: 'x' })).error?.code).toBe(400);
    expect(
      (await report(gus, { member_id: fay.memberId, message_id: roomMessageId, message_kind: 'other' })).error
        ?.code,
    ).toBe(400);
    expect((await report(gus, { member_id: fay.memberId, message_id: roomMessageId })).ok).toBe(true);

    // A deleted message cannot be reported.
    const gone = await ask(fay.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'oops' });
    const goneId = (gone.message as { id: number }).id;
    await ask(fay.socket, CHAT_ROOM_SOCKET.remove, { chat_room_id: roomId, message_id: goneId });
    expect((await report(gus, { member_id: fay.memberId, message_id: goneId })).error?.code).toBe(404);

    // A private message is seen by its two participants only.
    const direct = await ask(fay.socket, CHAT_ROOM_SOCKET.privateSend, {
      chat_room_id: roomId,
      member_id: gus.memberId,
      text: 'Psst, want a deal?',
    });
    const privateId = (direct.message as { id: number }).id;
    const asPrivate = { member_id: fay.memberId, message_id: privateId, message_kind: 'private' };
    expect((await report(hal, asPrivate)).error?.code).toBe(404);
    expect((await report(gus, { ...asPrivate, member_id: hal.memberId })).error?.code).toBe(400);
    expect((await report(gus, asPrivate)).ok).toBe(true);

    const { token } = await createStaff(t, site.company.id, 'box_office');
    const staffCall = (path: string, payload: object) =>
      callStaff(t, `admin/chat-room/${roomId}/${path}`, payload, { host: HOST, token });
    const listed = async () =>
      (await staffCall('reports', {})).json().data.reports as {
        reported: { id: number };
        message: { kind: string; id: number; text: string; deleted: boolean } | null;
      }[];
    const [ofPrivate, ofRoom] = await listed();
    expect(ofPrivate).toMatchObject({
      reported: { id: fay.memberId },
      message: { kind: 'private', id: privateId, text: 'Psst, want a deal?', deleted: false },
    });
    expect(ofRoom).toMatchObject({
      reported: { id: fay.memberId },
      message: { kind: 'room', id: roomMessageId, text: 'Buy my stuff', deleted: false },
    });
    // A report of a profile names no message.
    expect((await listed()).find((entry) => entry.reported.id === given.cleo.memberId)?.message).toBeNull();

    // The staff delete both: the room and the two participants are told, the reports show them deleted.
    const roomTold = nextEvent(
      hal.socket,
      'chat-room.message-removed',
      (e) => e.message_id === roomMessageId,
    );
    const privateTold = nextEvent(gus.socket, 'private.message-removed', (e) => e.message_id === privateId);
    expect(refusalCode(await staffCall('delete-message', { message_id: roomMessageId }))).toBeNull();
    expect(
      refusalCode(await staffCall('delete-message', { message_id: privateId, message_kind: 'private' })),
    ).toBeNull();
    await roomTold;
    await privateTold;
    const after = await listed();
    expect(after[0]?.message).toMatchObject({ kind: 'private', text: '', deleted: true });
    expect(after[1]?.message).toMatchObject({ kind: 'room', text: '', deleted: true });
    expect(
      refusalCode(await staffCall('delete-message', { message_id: privateId, message_kind: 'private' })),
    ).toBe(404);
    const reopened = await ask(gus.socket, CHAT_ROOM_SOCKET.privateOpen, {
      chat_room_id: roomId,
      member_id: fay.memberId,
    });
    expect((reopened.messages as { id: number }[]).map((message) => message.id)).not.toContain(privateId);
  });
});

describe('the member list in pages', () => {
  it('joins with the first page, online first, and gives the next pages, a search and members by id', async () => {
    later();
    const event = await createWatchEvent(t.db, site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: new Date(START.getTime() + 3_600_000),
      allowChatRoom: true,
    });
    const bigRoomId = (await createChatRoom(t.db, site.company.id, event.screener.id)).id;
    const people = await Promise.all(
      Array.from({ length: CHAT_MEMBERS_PAGE + 20 }, () => createConsumer(t.db, site.company.id)),
    );
    // Five members online, named to sort last: online ones still come first.
    const rows = await t.db
      .insert(chatMembers)
      .values(
        people.map((person, n) => ({
          chatRoomId: bigRoomId,
          consumerId: person.id,
          name: n < 5 ? `Zed Online ${n}` : `Member ${String(n).padStart(3, '0')}`,
          email: person.email,
          online: n < 5,
        })),
      )
      .returning();
    await t.db.insert(chatMembers).values({
      chatRoomId: bigRoomId,
      consumerId: site.viewer.id,
      name: 'Ana Costa',
      email: 'ana@example.test',
    });
    // A message from a member of the last page: the join names its sender too.
    const lastPage = rows.at(-1);
    if (!lastPage) throw new Error('no members');
    await t.db
      .insert(chatRoomMessages)
      .values({ chatRoomId: bigRoomId, senderMemberId: lastPage.id, text: 'Hello' });
    type Page = {
      members: { id: number; name: string; online: boolean }[];
      members_next?: unknown;
      next?: unknown;
    };
    const joined = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: bigRoomId })) as Ack &
      Page;
    expect(joined.ok).toBe(true);
    expect(joined.members).toHaveLength(CHAT_MEMBERS_PAGE + 1);
    expect(joined.members.at(-1)?.id).toBe(lastPage.id);
    // Ana herself is online now, then the five.
    expect(joined.members.slice(0, 6).every((member) => member.online)).toBe(true);
    expect(joined.members[6]?.name).toBe('Member 005');
    expect(joined.members_next).toMatchObject({
      online: false,
      name: joined.members[CHAT_MEMBERS_PAGE - 1]?.name,
    });

    const second = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, {
      chat_room_id: bigRoomId,
      after: joined.members_next,
    })) as Ack & Page;
    expect(second.members).toHaveLength(rows.length + 1 - CHAT_MEMBERS_PAGE);
    expect(second.next).toBeNull();
    const all = [...joined.members, ...second.members].map((member) => member.id);
    expect(new Set(all).size).toBe(rows.length + 1);

    const found = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, {
      chat_room_id: bigRoomId,
      search: 'zed ',
    })) as Ack & Page;
    expect(found.members.map((member) => member.name)).toEqual(rows.slice(0, 5).map((row) => row.name));
    // A search for the LIKE wildcards finds names that hold them, not every name.
    const wild = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, {
      chat_room_id: bigRoomId,
      search: '%',
    })) as Ack & Page;
    expect(wild.members).toEqual([]);
    const byId = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, {
      chat_room_id: bigRoomId,
      ids: [rows[60]?.id, rows[61]?.id],
    })) as Ack & Page;
    expect(byId.members.map((member) => member.id).sort()).toEqual([rows[60]?.id, rows[61]?.id].sort());

    // Another room's members are not given, nor to a socket that has not joined this room.
    const strangerIds = (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, {
      chat_room_id: bigRoomId,
      ids: [given.ben.memberId],
    })) as Ack & Page;
    expect(strangerIds.members).toEqual([]);
    expect(
      (await ask(given.cleo.socket, CHAT_ROOM_SOCKET.members, { chat_room_id: bigRoomId })).error?.code,
    ).toBe(4050);
    expect(
      (await ask(given.ana.socket, CHAT_ROOM_SOCKET.members, { chat_room_id: given.otherRoomId })).error
        ?.code,
    ).toBe(4050);
    await ask(given.ana.socket, CHAT_ROOM_SOCKET.leave, { chat_room_id: bigRoomId });
  });
});

describe('moderation by the company', () => {
  it('refuses moderation over the room’s socket, to a viewer with the old administrator role too; a staff ban is at once and for good', async () => {
    later();
    const sent = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'spam spam',
    });
    const messageId = (sent.message as { id: number }).id;
    // Deleting another's message: refused to every member, whatever the viewer row's role.
    for (const member of [given.ana, given.admin]) {
      expect(
        (await ask(member.socket, CHAT_ROOM_SOCKET.remove, { chat_room_id: roomId, message_id: messageId }))
          .error?.code,
      ).toBe(403);
    }
    // The socket has no ban request any more: the old one is dropped unanswered, and the next request
    // on the same socket (handled in order) finds the member still in the room.
    given.admin.socket.emit('member:ban', { chat_room_id: roomId, member_id: given.cleo.memberId });
    const profile = await ask(given.admin.socket, CHAT_ROOM_SOCKET.profile, {
      chat_room_id: roomId,
      member_id: given.cleo.memberId,
    });
    expect(profile).toMatchObject({ ok: true, member: { id: given.cleo.memberId } });
    const [kept] = await t.db.select().from(chatMembers).where(eq(chatMembers.id, given.cleo.memberId));
    expect(kept?.bannedAt).toBeNull();
    const fresh = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect(
      (fresh.messages as { id: number; text: string }[]).find((message) => message.id === messageId),
    ).toMatchObject({ text: 'spam spam' });

    // The back-office's staff call bans: the member is out at once and for good.
    const { token } = await createStaff(t, site.company.id, 'box_office');
    const banned = nextEvent(given.cleo.socket, 'chat-room.banned');
    const gone = nextEvent(given.ana.socket, 'chat-room.member-removed');
    expect(
      refusalCode(
        await callStaff(
          t,
          `admin/chat-room/${roomId}/ban`,
          { member_id: given.cleo.memberId },
          { host: HOST, token },
        ),
      ),
    ).toBeNull();
    await banned;
    expect((await gone).member_id).toBe(given.cleo.memberId);
    const after = await ask(given.cleo.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'still here?',
    });
    // Refused either way: out of the room, or (through Redis the leave arrives a moment later) banned.
    expect([4050, 4052]).toContain(after.error?.code);
    expect((await ask(given.cleo.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).error?.code).toBe(
      4052,
    );
    const again = await callApi(
      t,
      HOST,
      `chat-room/${roomId}/members/register`,
      {
        name: 'Cleo Again',
        email: 'c@example.test',
        bio: 'Let me back in.',
        profile_image: pngDataUrl(),
        chat_room_id: roomId,
      },
      given.cleo.session,
    );
    expect(again.body.error?.code).toBe(4052);
  });

  it('lets back-office staff with the support permission read the reports, delete a message and ban, over staff calls', async () => {
    later();
    const { token } = await createStaff(t, site.company.id, 'box_office');
    const staffCall = (path: string, payload: object, options: { token?: string; host?: string } = {}) =>
      callStaff(t, `admin/chat-room/${path}`, payload, { host: HOST, token, ...options });
    const reports = await staffCall(`${roomId}/reports`, {});
    expect(refusalCode(reports)).toBeNull();
    const ofCleo = (reports.json().data.reports as { reported: { id: number } }[]).find(
      (report) => report.reported.id === given.cleo.memberId,
    );
    expect(ofCleo).toMatchObject({
      reporter: { id: given.ana.memberId },
      reported: { id: given.cleo.memberId },
      reason: 'spam',
    });
    // A viewer's session (an administrator's too), another company's room and the staff of another
    // company are refused; every role has the support permission.
    const viewerOnly = await callStaff(
      t,
      `admin/chat-room/${roomId}/reports`,
      {},
      {
        host: HOST,
        viewer: given.admin.session,
      },
    );
    expect(refusalCode(viewerOnly)).toBe(401);
    const otherRole = await createStaff(t, site.company.id, 'manager');
    expect(refusalCode(await staffCall(`${roomId}/reports`, {}, { token: otherRole.token }))).toBeNull();
    expect(refusalCode(await staffCall(`${given.otherRoomId}/reports`, {}))).toBe(404);
    const stranger = await createStaff(t, given.other.company.id, 'owner');
    expect(refusalCode(await staffCall(`${roomId}/reports`, {}, { token: stranger.token }))).toBe(403);
    // The viewer-administrator path is gone.
    expect(
      refusalCode(await callApi(t, HOST, `chat-room/${roomId}/moderation/reports`, {}, given.admin.session)),
    ).toBe(404);

    const sent = await ask(given.ben.socket, CHAT_ROOM_SOCKET.send, {
      chat_room_id: roomId,
      text: 'off topic',
    });
    const messageId = (sent.message as { id: number }).id;
    const removed = nextEvent(
      given.ana.socket,
      'chat-room.message-removed',
      (event) => event.message_id === messageId,
    );
    expect(refusalCode(await staffCall(`${roomId}/delete-message`, { message_id: messageId }))).toBeNull();
    await removed;
    const fresh = await ask(given.ana.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect((fresh.messages as { id: number }[]).some((message) => message.id === messageId)).toBe(false);

    const dan = await registered('Dan Troll', (await createConsumer(t.db, site.company.id)).id);
    await ask(dan.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId });
    expect(
      refusalCode(await staffCall(`${roomId}/ban`, { member_id: dan.memberId }, { token: stranger.token })),
    ).toBe(403);
    const banned = nextEvent(dan.socket, 'chat-room.banned');
    const gone = nextEvent(
      given.ana.socket,
      'chat-room.member-removed',
      (event) => event.member_id === dan.memberId,
    );
    expect(refusalCode(await staffCall(`${roomId}/ban`, { member_id: dan.memberId }))).toBeNull();
    await banned;
    await gone;
    expect((await ask(dan.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).error?.code).toBe(4052);
  });

  it('sets a member offline with the time when the last connection closes', async () => {
    const offline = nextEvent(given.ana.socket, 'chat-room.presence', (event) =>
      event.members.some((member) => member.id === given.ben.memberId && !member.online),
    );
    given.ben.socket.disconnect();
    const told = (await offline).members.find((member) => member.id === given.ben.memberId);
    expect(told?.last_seen).toBe(toApiDateTime(t.clock.now()));
  });
});

describe.skipIf(!process.env.REDIS_URL)('two server nodes on one database and Redis', () => {
  it('delivers a private message across nodes, and a ban on one node takes the member out on the other', async () => {
    later();
    const nodeB = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent-web-build',
        REDIS_URL: process.env.REDIS_URL,
        RATE_LIMIT_NAMESPACE: t.config.RATE_LIMIT_NAMESPACE,
        UPLOADS_DIR: t.config.UPLOADS_DIR,
      }),
      db: t.db,
      clock: t.clock,
      mailer: t.mailer,
      sms: t.sms,
      logger: false,
    });
    try {
      await nodeB.listen({ host: '127.0.0.1', port: 0 });
      const address = nodeB.server.address();
      const portB = typeof address === 'object' && address ? address.port : 0;
      const dan = await registered('Dan Node A', (await createConsumer(t.db, site.company.id)).id);
      const eve = await registered('Eve Node B', (await createConsumer(t.db, site.company.id)).id);
      eve.socket.disconnect();
      eve.socket = await open(eve.session, portB);
      for (const person of [dan, eve]) {
        expect((await ask(person.socket, CHAT_ROOM_SOCKET.join, { chat_room_id: roomId })).ok).toBe(true);
      }
      const received = nextEvent(eve.socket, 'private.message');
      await ask(dan.socket, CHAT_ROOM_SOCKET.privateSend, {
        chat_room_id: roomId,
        member_id: eve.memberId,
        text: 'Across nodes',
      });
      expect((await received).message).toMatchObject({ text: 'Across nodes', sender_id: dan.memberId });

      // Staff ban through node A's call; the member is connected to node B.
      const { token } = await createStaff(t, site.company.id, 'box_office');
      const banned = nextEvent(eve.socket, 'chat-room.banned');
      expect(
        refusalCode(
          await callStaff(
            t,
            `admin/chat-room/${roomId}/ban`,
            { member_id: eve.memberId },
            { host: HOST, token },
          ),
        ),
      ).toBeNull();
      await banned;
      expect(
        (await ask(eve.socket, CHAT_ROOM_SOCKET.send, { chat_room_id: roomId, text: 'Still here?' })).error
          ?.code,
      ).toBe(4050);
    } finally {
      await nodeB.close();
    }
  });
});
