import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createShop } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { callApi, lastCode } from './auth-test-helpers.ts';
import { autoRegisterLinks } from './schema.ts';

let managerToken = '';
let addresses = 0;
/** A fresh client address per call, so the per-address sign-in limits never bite here. */
const freshIp = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const eventId = await shop.event({ title: 'Harbour Premiere', status: 'published', allowChatRoom: true });
  managerToken = (await createStaff(t, shop.company.id, 'manager')).token;
  return { shop, eventId };
});

type Session = { key: string; secret: string };

/** The manager invites `email` and the link's token comes back, as the back-office lists it. */
async function invite(email: string): Promise<string> {
  const made = await callStaff(
    t,
    'admin/links/auto-register/create',
    { screener_id: given.eventId, recipients: [{ email, name: 'Invited' }] },
    { host: given.shop.company.domain, token: managerToken },
  );
  expect(refusalCode(made)).toBeNull();
  const [link] = await t.db.select().from(autoRegisterLinks).where(eq(autoRegisterLinks.email, email));
  if (!link) throw new Error('no link');
  return link.token;
}

const openLink = (token: string, session?: Session, keepSession = false) =>
  callApi(
    t,
    'consumer/loginWithAutoRegisterLink',
    { token, ...(keepSession ? { keep_session: true } : {}) },
    { host: given.shop.company.domain, ip: freshIp(), ...(session ? { session } : {}) },
  );

/** Signs in the usual way: the address gets a code by email and the code opens a session. */
async function signInByCode(email: string): Promise<Session> {
  const checked = await callApi(
    t,
    'consumer/checkEmail',
    { email },
    { host: given.shop.company.domain, ip: freshIp() },
  );
  const key = checked.json().data.otp.key as string;
  const verified = await callApi(
    t,
    'consumer/verifyOTP',
    { key, otp: lastCode(t, email).code },
    { host: given.shop.company.domain, ip: freshIp() },
  );
  expect(refusalCode(verified)).toBeNull();
  return verified.json().data;
}

const alive = async (session: Session) =>
  refusalCode(await callApi(t, 'alive', {}, { host: given.shop.company.domain, session, ip: freshIp() }));

describe('consumer/loginWithAutoRegisterLink', () => {
  it('never hands a registered viewer’s account to whoever holds a link for the address', async () => {
    const own = await signInByCode('taken@example.test');
    const token = await invite('taken@example.test');

    const refused = await openLink(token);
    expect(refusalCode(refused)).toBe(ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED.code);
    expect(refused.json().error.code).toBe(ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED.code);
    expect(refused.json().data).toBeNull();
    expect(await alive(own)).toBeNull();

    // Nor does another viewer's session stand for the address.
    const stranger = await signInByCode('stranger@example.test');
    expect((await openLink(token, stranger)).json().error.code).toBe(
      ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED.code,
    );
    expect(await alive(own)).toBeNull();
  });

  it('registers a new person at the invited address and signs it in, once', async () => {
    const token = await invite('newcomer@example.test');
    const opened = await openLink(token);
    expect(refusalCode(opened)).toBeNull();
    expect(opened.json().data).toMatchObject({
      screener_id: given.eventId,
      access_link: null,
      consumer: { email: 'newcomer@example.test', name: 'Invited' },
    });
    expect(await alive(opened.json().data)).toBeNull();
    expect(refusalCode(await openLink(token))).toBe(404);
  });

  it('lets the addressee in once the address is proven by the usual email code, then is used up', async () => {
    await signInByCode('member@example.test');
    const token = await invite('member@example.test');
    expect(refusalCode(await openLink(token))).toBe(ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED.code);

    const proven = await signInByCode('member@example.test');
    const opened = await openLink(token, proven);
    expect(refusalCode(opened)).toBeNull();
    expect(opened.json().data).toMatchObject({
      screener_id: given.eventId,
      consumer: { email: 'member@example.test' },
    });
    // The session that proved the address goes on: a new one would end it under the viewer.
    expect(opened.json().data.key).toBe(proven.key);
    expect(await alive(proven)).toBeNull();
    expect(refusalCode(await openLink(token, opened.json().data))).toBe(404);
  });
});

describe('consumer/loginWithAutoRegisterLink with keep_session', () => {
  it('applies to the signed-in addressee at once and keeps the session', async () => {
    const own = await signInByCode('addressee@example.test');
    const token = await invite('addressee@example.test');
    const opened = await openLink(token, own, true);
    expect(refusalCode(opened)).toBeNull();
    expect(opened.json().data).toMatchObject({ key: own.key, screener_id: given.eventId, access_link: null });
    expect(await alive(own)).toBeNull();
  });

  it('tells a viewer signed in as someone else so, and leaves the link unused for its addressee', async () => {
    const stranger = await signInByCode('bystander@example.test');
    const token = await invite('invitee@example.test');
    const refused = await openLink(token, stranger, true);
    expect(refused.json().error.code).toBe(ERROR_CATALOGUE.LINK_FOR_ANOTHER_ACCOUNT.code);
    expect(await alive(stranger)).toBeNull();
    const opened = await openLink(token);
    expect(refusalCode(opened)).toBeNull();
    expect(opened.json().data.consumer.email).toBe('invitee@example.test');
  });

  it('asks for the session it is to keep', async () => {
    const token = await invite('unsigned@example.test');
    expect((await openLink(token, undefined, true)).json().error.code).toBe(
      ERROR_CATALOGUE.SESSION_EXPIRED.code,
    );
  });
});
