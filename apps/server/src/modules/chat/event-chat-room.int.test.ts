import type { AdminEvent, AdminEventInput } from '@screener/contracts/admin-events';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi } from '../auth/auth-test-helpers.ts';
import { plainEventInput } from '../screenings/admin-event-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';

let managerToken = '';
let addresses = 0;
/** A fresh client address per call, so the per-address sign-in limits never bite here. */
const freshIp = () => `10.8.${Math.floor(++addresses / 250)}.${addresses % 250}`;

/**
 * A new event's chat room, as an organiser makes it: the event editor's Chat room switch gives the
 * event its room, invitations are made (and mailed) for it, and an invited newcomer gets in.
 */
const t = useTestApp();
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Harbour Cinema' });
  const host = company.domain;
  managerToken = (await createStaff(t, company.id, 'manager')).token;
  return { host };
});

const staff = (path: string, payload: object) =>
  callStaff(t, path, payload, { host: given.host, token: managerToken });

const input = (overrides: Partial<AdminEventInput> = {}): AdminEventInput =>
  plainEventInput({
    title: 'Harbour Nights',
    starts_at: '2030-05-01 18:00:00',
    ends_at: '2030-05-01 21:00:00',
    ...overrides,
  });

async function createEvent(overrides: Partial<AdminEventInput> = {}): Promise<AdminEvent> {
  const made = await staff('admin/events/create', { event: input(overrides) });
  expect(refusalCode(made), made.body).toBeNull();
  const event: AdminEvent = made.json().data.event;
  expect(refusalCode(await staff('admin/events/publish', { screener_id: event.id }))).toBeNull();
  return event;
}

const overview = (screenerId: number, session?: { key: string; secret: string }) =>
  callApi(
    t,
    'chat-room/overview',
    { screener_id: screenerId },
    { host: given.host, ...(session ? { session } : {}) },
  );

const invite = (screenerId: number, email: string, sendMail: boolean) =>
  staff('admin/links/auto-register/create', {
    screener_id: screenerId,
    recipients: [{ email, name: 'Ada Invited' }],
    send_mail: sendMail,
  });

describe('the event editor’s Chat room switch', () => {
  it('gives an event its room when turned on, titled and dated like the event, and keeps it in line', async () => {
    const event = await createEvent();
    expect(refusalCode(await overview(event.id))).toBe(404);

    const switchedOn = await staff('admin/events/update', {
      screener_id: event.id,
      event: input({ chat_room: true }),
    });
    expect(refusalCode(switchedOn), switchedOn.body).toBeNull();
    const room = await overview(event.id);
    expect(refusalCode(room), room.body).toBeNull();
    expect(room.json().data).toMatchObject({
      screener_id: event.id,
      title: 'Harbour Nights',
      premiere_at: '2030-05-01 18:00:00',
      total: 0,
    });

    await staff('admin/events/update', {
      screener_id: event.id,
      event: input({ chat_room: true, title: 'Harbour Nights, extended', starts_at: '2030-05-01 19:00:00' }),
    });
    const renamed = (await overview(event.id)).json().data;
    expect(renamed).toMatchObject({ title: 'Harbour Nights, extended', premiere_at: '2030-05-01 19:00:00' });
    expect(renamed.chat_room_id).toBe(room.json().data.chat_room_id);
  });

  it('gives a new event with the switch on, and its copy, a room of its own', async () => {
    const event = await createEvent({ chat_room: true, title: 'Salt and Rope' });
    expect(refusalCode(await overview(event.id))).toBeNull();
    const copy = await staff('admin/events/duplicate', { screener_id: event.id });
    const copyId: number = copy.json().data.event.id;
    await staff('admin/events/publish', { screener_id: copyId });
    const copied = await overview(copyId);
    expect(refusalCode(copied), copied.body).toBeNull();
    expect(copied.json().data.chat_room_id).not.toBe((await overview(event.id)).json().data.chat_room_id);
  });
});

describe('chat-room invitations for a new event', () => {
  it('are refused while the event has no room, with words that say how to give it one', async () => {
    const event = await createEvent({ title: 'No room here' });
    const refused = await invite(event.id, 'nobody@example.test', false);
    expect(refused.json().error.code).toBe(ERROR_CATALOGUE.EVENT_WITHOUT_CHAT_ROOM.code);
    expect(refused.json().error.message).toContain('Chat room');
  });

  it('are mailed when the staff ask, and the invited newcomer registers and joins the room', async () => {
    const event = await createEvent({ chat_room: true, title: 'Night Harbour' });
    const made = await invite(event.id, 'ada@example.test', true);
    expect(refusalCode(made), made.body).toBeNull();
    expect(made.json().data).toEqual({ created: 1, mailed: 1 });

    const mail = t.mailer.sent.find((sent) => sent.to === 'ada@example.test');
    expect(mail?.subject).toBe('You are invited to the chat room of Night Harbour');
    expect(mail?.text).toContain('Hello Ada Invited,');
    const token = /\/screeners\/chatroom\/autoregister\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const login = await callApi(
      t,
      'consumer/loginWithAutoRegisterLink',
      { token },
      { host: given.host, ip: freshIp() },
    );
    expect(refusalCode(login), login.body).toBeNull();
    const session = login.json().data;
    expect(session.screener_id).toBe(event.id);
    const signed = { host: given.host, session, ip: freshIp() };
    const before = await callApi(t, 'chat-room/check-member-existence', { screener_id: event.id }, signed);
    expect(before.json().data.member).toMatchObject({ status: 'not_registered', redirect_screener: false });
    const joined = await callApi(t, 'chat-room/auto-register', { screener_id: event.id }, signed);
    expect(refusalCode(joined), joined.body).toBeNull();
    expect(joined.json().data.member).toMatchObject({ status: 'registered', redirect_screener: true });
    expect((await overview(event.id, session)).json().data).toMatchObject({
      total: 1,
      me: { name: 'Ada Invited' },
    });
  });

  it('are not mailed unless asked', async () => {
    const event = await createEvent({ chat_room: true, title: 'Quiet invitations' });
    const made = await invite(event.id, 'quiet@example.test', false);
    expect(made.json().data).toEqual({ created: 1 });
    expect(t.mailer.sent.some((sent) => sent.to === 'quiet@example.test')).toBe(false);
  });
});
