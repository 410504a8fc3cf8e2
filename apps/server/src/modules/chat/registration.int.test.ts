import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { callApi, createWatchEvent, createWatchSite } from '../watch/test-fixtures.ts';
import { createChatRoom, pngBytes, pngDataUrl } from './chat-test-helpers.ts';

const HOST = 'chat.localhost';
const OTHER_HOST = 'other-chat.localhost';
const START = new Date('2026-06-01T12:00:00Z');

type Member = { id: number; name: string; profile_image: string | null; consumer_id: number };

const register = (session: SessionRow, overrides: Record<string, unknown> = {}, room = given.roomId) =>
  callApi<{ message: string; member: Member }>(
    t,
    HOST,
    `chat-room/${room}/members/register`,
    {
      name: 'Dana Levi',
      email: 'dana@example.test',
      bio: 'I love documentaries.',
      profile_image: pngDataUrl(),
      chat_room_id: room,
      ...overrides,
    },
    session,
  );

const t = useTestApp(async () => ({
  now: START,
  env: { UPLOADS_DIR: await mkdtemp(path.join(tmpdir(), 'chat-uploads-')) },
}));
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(t.db, site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3_600_000),
    allowChatRoom: true,
  });
  const screenerId = event.screener.id;
  const roomId = (await createChatRoom(t.db, site.company.id, screenerId)).id;
  const other = await createWatchSite(t, OTHER_HOST);
  const otherEvent = await createWatchEvent(t.db, other.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3_600_000),
  });
  const otherRoomId = (await createChatRoom(t.db, other.company.id, otherEvent.screener.id)).id;
  return { site, screenerId, roomId, otherRoomId };
});

describe('registration', () => {
  it('refuses a guest, bad fields with the spec’s messages, and a picture that is not 300x300', async () => {
    const guest = await callApi(t, HOST, `chat-room/${given.roomId}/members/register`, {});
    expect(refusalCode(guest)).toBe(551);
    const short = await register(given.site.viewerSession, { name: 'Dan', bio: 'short' });
    expect(refusalCode(short)).toBe(400);
    expect(JSON.stringify(short.body.error)).toContain('Minimum length of 5 characters is required');
    expect(JSON.stringify(short.body.error)).toContain('Minimum length of 10 characters is required');
    const long = await register(given.site.viewerSession, { bio: 'x'.repeat(301) });
    expect(JSON.stringify(long.body.error)).toContain('It can not be longer than 300');
    const wrongSize = await register(given.site.viewerSession, { profile_image: pngDataUrl(200, 300) });
    expect(wrongSize.body.error?.code).toBe(4056);
    const notAnImage = await register(given.site.viewerSession, {
      profile_image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    expect(notAnImage.body.error?.code).toBe(4056);
  });

  it('refuses another company’s room and a body naming another room', async () => {
    expect(refusalCode(await register(given.site.viewerSession, {}, given.otherRoomId))).toBe(404);
    expect(refusalCode(await register(given.site.viewerSession, { chat_room_id: given.otherRoomId }))).toBe(
      404,
    );
  });

  it('registers once, stores the picture and serves it with long caching', async () => {
    const done = await register(given.site.viewerSession);
    expect(refusalCode(done)).toBeNull();
    expect(done.body.data.message).toBe('You are registered in the chat room.');
    expect(done.body.data.member).toMatchObject({ name: 'Dana Levi', consumer_id: given.site.viewer.id });
    const image = done.body.data.member.profile_image ?? '';
    expect(image).toMatch(/^\/uploads\/chat-profiles\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image, headers: { host: HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(pngBytes(300, 300))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/chat-profiles/..%2Fx.png' })).statusCode).toBe(
      404,
    );

    expect((await register(given.site.viewerSession)).body.error?.code).toBe(4055);
  });

  it('answers the membership check for the viewer only', async () => {
    const mine = await callApi<{ member_details: Member | null }>(
      t,
      HOST,
      `chat-room/${given.roomId}/members/check-member-existence`,
      { consumer_id: given.site.viewer.id },
      given.site.viewerSession,
    );
    expect(mine.body.data.member_details?.name).toBe('Dana Levi');
    const stranger = await createConsumer(t.db, given.site.company.id);
    const session = await given.site.open(stranger.id);
    const none = await callApi<{ member_details: Member | null }>(
      t,
      HOST,
      `chat-room/${given.roomId}/members/check-member-existence`,
      { consumer_id: stranger.id },
      session,
    );
    expect(none.body.data.member_details).toBeNull();
    const spying = await callApi(
      t,
      HOST,
      `chat-room/${given.roomId}/members/check-member-existence`,
      { consumer_id: given.site.viewer.id },
      session,
    );
    expect(refusalCode(spying)).toBe(403);
  });

  it('updates only the member’s own profile', async () => {
    const mine = await callApi<{ member_details: Member }>(
      t,
      HOST,
      `chat-room/${given.roomId}/members/check-member-existence`,
      { consumer_id: given.site.viewer.id },
      given.site.viewerSession,
    );
    const memberId = mine.body.data.member_details.id;
    const updated = await callApi<{ message: string; member: Member }>(
      t,
      HOST,
      `chat-room/${given.roomId}/members/update-profile/${memberId}`,
      { name: 'Dana L.', bio: 'Documentaries and coffee.' },
      given.site.viewerSession,
    );
    expect(updated.body.data).toMatchObject({
      message: 'Your profile was updated.',
      member: { name: 'Dana L.' },
    });
    expect(updated.body.data.member.profile_image).toBe(mine.body.data.member_details.profile_image);
    const intruder = await createConsumer(t.db, given.site.company.id);
    const session = await given.site.open(intruder.id);
    await register(session, { name: 'Intruder' });
    const refused = await callApi(
      t,
      HOST,
      `chat-room/${given.roomId}/members/update-profile/${memberId}`,
      { name: 'Hacked name', bio: 'Not my profile at all.' },
      session,
    );
    expect(refusalCode(refused)).toBe(403);
  });
});

describe('auto-register and the overview', () => {
  it('checks membership by event, registers the invited viewer once, and counts members', async () => {
    const invited = await createConsumer(t.db, given.site.company.id, { name: 'Al' });
    const session = await given.site.open(invited.id);
    const before = await callApi<{ member: unknown }>(
      t,
      HOST,
      'chat-room/check-member-existence',
      { screener_id: given.screenerId },
      session,
    );
    expect(before.body.data.member).toEqual({
      redirect_screener: false,
      screener_id: given.screenerId,
      status: 'not_registered',
    });
    const joined = await callApi<{ member: unknown }>(
      t,
      HOST,
      'chat-room/auto-register',
      { screener_id: given.screenerId },
      session,
    );
    expect(joined.body.data.member).toEqual({
      redirect_screener: true,
      screener_id: given.screenerId,
      status: 'registered',
    });
    const again = await callApi<{ member: unknown }>(
      t,
      HOST,
      'chat-room/auto-register',
      { screener_id: given.screenerId },
      session,
    );
    expect(refusalCode(again)).toBeNull();
    const after = await callApi<{ member: unknown }>(
      t,
      HOST,
      'chat-room/check-member-existence',
      { screener_id: given.screenerId },
      session,
    );
    expect(after.body.data.member).toMatchObject({ redirect_screener: true, status: 'registered' });

    const overview = await callApi<{
      total: number;
      online: number;
      offline: number;
      me: Member | null;
      title: string;
    }>(t, HOST, 'chat-room/overview', { screener_id: given.screenerId }, session);
    expect(overview.body.data).toMatchObject({ title: 'Lounge', total: 3, online: 0, offline: 3 });
    expect(overview.body.data.me?.name).toBe('Al...');
    const guest = await callApi<{ me: Member | null }>(t, HOST, 'chat-room/overview', {
      screener_id: given.screenerId,
    });
    expect(guest.body.data.me).toBeNull();
    expect(
      refusalCode(await callApi(t, OTHER_HOST, 'chat-room/overview', { screener_id: given.screenerId })),
    ).toBe(404);
  });
});
