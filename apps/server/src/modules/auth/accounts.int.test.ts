import { SERVER_EVENT } from '@screener/contracts/realtime';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { screeners } from '../screenings/schema.ts';
import { callApi } from './auth-test-helpers.ts';
import { hashPassword } from './passwords.ts';
import { accessLinks, autoRegisterLinks, consumers, sessions } from './schema.ts';

let t: TestApp;
let festivalId: number;
let cinemaId: number;
let screenerId: number;
let googleKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const GOOGLE_CLIENT_ID = 'screener-test.apps.googleusercontent.com';

beforeAll(async () => {
  const keys = await generateKeyPair('RS256', { extractable: true });
  googleKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID, GOOGLE_JWKS: JSON.stringify({ keys: [jwk] }) },
  });
  festivalId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  cinemaId = (await createCompany(t.db, { domain: 'cinema.localhost' })).id;
  await createConsumer(t.db, festivalId, {
    email: 'ada@example.test',
    name: 'Ada',
    passwordHash: await hashPassword('secret-1'),
  });
  const [screener] = await t.db
    .insert(screeners)
    .values({
      companyId: festivalId,
      title: 'Linked event',
      screeningStartsAt: t.clock.now(),
      screeningEndsAt: new Date(t.clock.now().getTime() + 3600_000),
    })
    .returning();
  if (!screener) throw new Error('no screener');
  screenerId = screener.id;
});
afterAll(() => t.close());

const login = (email = 'ada@example.test', password = 'secret-1', host = 'festival.localhost') =>
  callApi(t, 'consumer/login', { email, password }, { host });

describe('consumer/login', () => {
  it('signs in with the password: the login-type response', async () => {
    const response = await login();
    expect(refusalCode(response)).toBeNull();
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(
      ['access_link', 'consumer', 'group_purchases', 'key', 'screenings', 'secret', 'session_mode'].sort(),
    );
    expect(data.consumer).toMatchObject({ email: 'ada@example.test', name: 'Ada', has_password: true });
  });

  it('answers a wrong password, an unknown address and an address without a password the same', async () => {
    await createConsumer(t.db, festivalId, { email: 'nopass@example.test' });
    const answers = await Promise.all([
      login('ada@example.test', 'wrong-pw'),
      login('nobody@example.test', 'secret-1'),
      login('nopass@example.test', 'secret-1'),
    ]);
    for (const answer of answers) {
      expect(refusalCode(answer)).toBe(4010);
      expect(answer.json().error).toEqual({
        code: 4010,
        message: 'These credentials do not match our records.',
      });
    }
  });

  it('does not sign in to another company with the same address', async () => {
    expect(refusalCode(await login('ada@example.test', 'secret-1', 'cinema.localhost'))).toBe(4010);
  });

  it('stores the password as an argon2id hash', async () => {
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'ada@example.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a short password with a field message', async () => {
    const response = await login('ada@example.test', '123');
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields.password).toEqual([
      'Minimum length of 6 characters is required',
    ]);
  });
});

describe('one live session per consumer', () => {
  it('a new login ends the old session (556) and tells its browser at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const first = (await login()).json().data;
    const socket = connectSocket(`http://127.0.0.1:${port}`, {
      path: '/socket.io/',
      transports: ['websocket'],
      extraHeaders: { host: 'festival.localhost' },
      auth: { authorization: signedHeader(first, t.clock.now()) },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const told = new Promise((resolve) => socket.once(SERVER_EVENT, resolve));
    const second = (await login()).json().data;
    await expect(told).resolves.toEqual({ type: 'session.replaced' });
    socket.close();
    expect((await callApi(t, 'alive', {}, { session: first })).json().error.code).toBe(556);
    expect(refusalCode(await callApi(t, 'alive', {}, { session: second }))).toBeNull();
  });
});

describe('consumer/logout, customer/get, consumer/isRegistered', () => {
  it('customer/get answers the profile; isRegistered tells a signed-in request from a guest', async () => {
    const session = (await login()).json().data;
    expect((await callApi(t, 'customer/get', {}, { session })).json().data.consumer.email).toBe(
      'ada@example.test',
    );
    expect((await callApi(t, 'consumer/isRegistered', {}, { session })).json().data).toEqual({
      is_registered: true,
    });
    expect((await callApi(t, 'consumer/isRegistered', {})).json().data).toEqual({ is_registered: false });
  });

  it('logout ends the session: it answers 556 afterwards', async () => {
    const session = (await login()).json().data;
    expect((await callApi(t, 'consumer/logout', {}, { session })).json().data).toEqual({ logged_out: true });
    expect((await callApi(t, 'customer/get', {}, { session })).json().error.code).toBe(556);
  });

  it('a session of one company never opens another company’s data (552)', async () => {
    const session = (await login()).json().data;
    const response = await callApi(t, 'customer/get', {}, { session, host: 'cinema.localhost' });
    expect(response.json().error.code).toBe(552);
  });

  it('customer/get without a session is 551', async () => {
    expect((await callApi(t, 'customer/get', {})).json().error.code).toBe(551);
  });
});

describe('profile and password', () => {
  it('updates name, city and phone; the email stays', async () => {
    const session = (await login()).json().data;
    const response = await callApi(
      t,
      'consumer/update/profile',
      {
        name: 'Ada Lovelace',
        city: 'London',
        phone: '+44 7700 900111',
        country_code: 'GB',
        email: 'x@y.test',
      },
      { session },
    );
    expect(response.json().data.consumer).toMatchObject({
      name: 'Ada Lovelace',
      city: 'London',
      phone: '+447700900111',
      country_code: 'GB',
      email: 'ada@example.test',
    });
  });

  it('refuses a name under 3 characters and a bad phone with field messages', async () => {
    const session = (await login()).json().data;
    const response = await callApi(t, 'consumer/update/profile', { name: 'Al', phone: '12' }, { session });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      name: ['Minimum length of 3 characters is required'],
      phone: ['Phone number is invalid. Please provide a valid phone number'],
    });
  });

  it('changes the password; the old one stops working', async () => {
    await createConsumer(t.db, festivalId, {
      email: 'pw@example.test',
      passwordHash: await hashPassword('old-pass'),
    });
    const session = (await login('pw@example.test', 'old-pass')).json().data;
    const mismatch = await callApi(
      t,
      'consumer/changePassword',
      { password: 'new-pass', password_confirmation: 'other-pass' },
      { session },
    );
    expect(mismatch.json().error.details.fields.password_confirmation).toEqual([
      'the entered passwords do not match',
    ]);
    const nonEnglish = await callApi(
      t,
      'consumer/changePassword',
      { password: 'пароль12', password_confirmation: 'пароль12' },
      { session },
    );
    expect(nonEnglish.json().error.details.fields.password).toEqual([
      'Only alphanumeric and special characters are allowed',
    ]);
    const changed = await callApi(
      t,
      'consumer/changePassword',
      { password: 'new-pass', password_confirmation: 'new-pass' },
      { session },
    );
    expect(changed.json().data.consumer.has_password).toBe(true);
    expect(refusalCode(await login('pw@example.test', 'old-pass'))).toBe(4010);
    expect(refusalCode(await login('pw@example.test', 'new-pass'))).toBeNull();
  });

  it('skipPassword marks is_password_skipped', async () => {
    const session = (await login()).json().data;
    const response = await callApi(t, 'consumer/skipPassword', {}, { session });
    expect(response.json().data.consumer.is_password_skipped).toBe(true);
  });
});

describe('consumer/loginWithAccessLink', () => {
  beforeAll(async () => {
    const viewer = await createConsumer(t.db, festivalId, { email: 'linked@example.test' });
    await t.db.insert(accessLinks).values([
      { companyId: festivalId, screenerId, linkId: 'anon-link', mode: 'anonymous' },
      { companyId: festivalId, screenerId, linkId: 'sim-link', mode: 'simulation' },
      { companyId: festivalId, screenerId, linkId: 'viewer-link', mode: 'consumer', consumerId: viewer.id },
      {
        companyId: festivalId,
        screenerId,
        linkId: 'old-link',
        mode: 'anonymous',
        expiresAt: new Date(t.clock.now().getTime() - 1000),
      },
    ]);
  });
  const open = (body: object, host = 'festival.localhost') =>
    callApi(t, 'consumer/loginWithAccessLink', { screener_id: screenerId, ...body }, { host });

  it('anonymous: signs in the given address as a link viewer (type 10)', async () => {
    const response = await open({ link_id: 'anon-link', name: 'Guest Person', email: 'guest@example.test' });
    expect(response.json().data).toMatchObject({
      access_link: { type: 10, screener_id: screenerId },
      consumer: { email: 'guest@example.test', name: 'Guest Person' },
    });
  });

  it('anonymous without the form asks for the email; with sp=1 signs in a made-up viewer', async () => {
    const missing = await open({ link_id: 'anon-link' });
    expect(refusalCode(missing)).toBe(400);
    expect(missing.json().error.details.fields.email).toEqual(['Field is required']);
    const skipped = await open({ link_id: 'anon-link', skip_form: true });
    expect(skipped.json().data.consumer.email).toMatch(/^anonymous-.+@anonymous\.invalid$/);
  });

  it('simulation: preview mode (type 20)', async () => {
    const data = (await open({ link_id: 'sim-link' })).json().data;
    expect(data.access_link).toEqual({ type: 20, screener_id: screenerId });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.key, data.key));
    expect(row).toMatchObject({ accessLinkType: 20, screenerId });
  });

  it('consumer: signs in the viewer the link names', async () => {
    const data = (await open({ link_id: 'viewer-link', email: 'someone-else@example.test' })).json().data;
    expect(data.consumer.email).toBe('linked@example.test');
  });

  it('refuses an expired link, an unknown one, a link of another event and another company (404)', async () => {
    expect(refusalCode(await open({ link_id: 'old-link', email: 'g@example.test' }))).toBe(404);
    expect(refusalCode(await open({ link_id: 'nope', email: 'g@example.test' }))).toBe(404);
    expect(
      refusalCode(
        await callApi(t, 'consumer/loginWithAccessLink', {
          link_id: 'anon-link',
          screener_id: screenerId + 99,
          email: 'g@example.test',
        }),
      ),
    ).toBe(404);
    expect(
      refusalCode(await open({ link_id: 'anon-link', email: 'g@example.test' }, 'cinema.localhost')),
    ).toBe(404);
  });

  it('a link session has no profile, password or app login (403)', async () => {
    const session = (await open({ link_id: 'anon-link', email: 'limited@example.test' })).json().data;
    expect(
      refusalCode(await callApi(t, 'consumer/update/profile', { name: 'Someone', phone: null }, { session })),
    ).toBe(403);
    expect(
      refusalCode(
        await callApi(
          t,
          'consumer/changePassword',
          { password: 'abcdef', password_confirmation: 'abcdef' },
          { session },
        ),
      ),
    ).toBe(403);
    expect(
      refusalCode(
        await callApi(t, 'consumer/mewOAuthLogin', { oauth_host: 'app.example.test' }, { session }),
      ),
    ).toBe(403);
  });
});

describe('consumer/loginWithAutoRegisterLink', () => {
  it('registers and signs in the invited address once, and names the event', async () => {
    await t.db.insert(autoRegisterLinks).values({
      token: 'invite-1',
      companyId: festivalId,
      email: 'invited@example.test',
      name: 'Invited Guest',
      screenerId,
    });
    const response = await callApi(t, 'consumer/loginWithAutoRegisterLink', { token: 'invite-1' });
    expect(response.json().data).toMatchObject({
      screener_id: screenerId,
      access_link: null,
      consumer: { email: 'invited@example.test', name: 'Invited Guest' },
    });
    expect(refusalCode(await callApi(t, 'consumer/loginWithAutoRegisterLink', { token: 'invite-1' }))).toBe(
      404,
    );
  });
});

describe('consumer/loginWithFirebase (Google)', () => {
  const idToken = (
    claims: Record<string, unknown>,
    options: { key?: typeof googleKey; audience?: string } = {},
  ) =>
    new SignJWT({ email: 'g.user@example.test', email_verified: true, name: 'Google User', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setSubject('123')
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 3600)
      .sign(options.key ?? googleKey);
  const google = async (token: string) =>
    callApi(t, 'consumer/loginWithFirebase', { provider: 'google', accessToken: token });

  it('gives the browser the configured client id with the company, for the Google button', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest/company/get',
      payload: {},
      headers: { host: 'festival.localhost' },
    });
    expect(response.json().data.company.google_client_id).toBe(GOOGLE_CLIENT_ID);
  });

  it('signs in with a token signed by the configured key', async () => {
    const response = await google(await idToken({}));
    expect(response.json().data.consumer).toMatchObject({
      email: 'g.user@example.test',
      name: 'Google User',
    });
  });

  it('refuses a token signed by another key, for another client, or with an unverified address', async () => {
    const stranger = (await generateKeyPair('RS256')).privateKey;
    for (const token of [
      await idToken({}, { key: stranger }),
      await idToken({}, { audience: 'someone-else' }),
      await idToken({ email_verified: false }),
      'not-a-jwt',
    ]) {
      const response = await google(token);
      expect(refusalCode(response)).toBe(401);
    }
  });

  it('refuses an expired token (injected clock)', async () => {
    const token = await idToken({});
    t.clock.advance(2 * 3600_000);
    expect(refusalCode(await google(token))).toBe(401);
  });
});

describe('app login (consumer/mewOAuthLogin, approve, redeem)', () => {
  it('asks for approval first, then gives a one-time code the host redeems once', async () => {
    const session = (await login()).json().data;
    const first = await callApi(t, 'consumer/mewOAuthLogin', { oauth_host: 'App.Example.test' }, { session });
    expect(first.json().data).toEqual({
      token: null,
      approval_required: true,
      oauth_host: 'app.example.test',
    });
    const approved = (
      await callApi(t, 'consumer/approveOAuthDomain', { oauth_host: 'app.example.test' }, { session })
    ).json().data;
    expect(approved.token).toMatch(/^[0-9a-f]{64}$/);
    const again = (
      await callApi(t, 'consumer/mewOAuthLogin', { oauth_host: 'app.example.test' }, { session })
    ).json().data;
    expect(again.approval_required).toBe(false);

    const redeem = (code: string, clientId = festivalId) =>
      t.app.inject({ method: 'POST', url: '/api/oauth/redeem', payload: { client_id: clientId, code } });
    expect(refusalCode(await redeem(again.token, cinemaId))).toBe(401);
    const redeemed = await redeem(again.token);
    expect(redeemed.json().data.consumer).toMatchObject({ email: 'ada@example.test' });
    expect(refusalCode(await redeem(again.token))).toBe(401);
    t.clock.advance(3 * 60_000);
    expect(refusalCode(await redeem(approved.token))).toBe(401);

    const [row] = await t.db.select().from(sessions).where(eq(sessions.key, session.key));
    expect(row?.oauthHost).toBe('app.example.test');
  });
});
