import {
  DEVICE_CODE_GRANT_TYPE,
  type DeviceAuthorizationResponse,
  USER_CODE_ALPHABET,
  USER_CODE_TTL_SECONDS,
} from '@screener/contracts/devices';
import { SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import { connected, listenOnFreePort, openSocket } from '../../test/realtime-client.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi } from '../auth/auth-test-helpers.ts';
import { openSession } from '../auth/sessions.ts';

let viewerSession: { key: string; secret: string };
let otherSiteSession: { key: string; secret: string };
/** The site's origin in links: its stored domain on the deployment's port. */
const origin = () => `http://festival.localhost:${t.config.PORT}`;

const t = useTestApp({ now: new Date() });
const given = seededForFile(async () => {
  const festival = await createCompany(t.db, { domain: 'festival.localhost' });
  const festivalId = festival.id;
  const other = await createCompany(t.db, { domain: 'other.localhost' });
  const viewer = await createConsumer(t.db, festival.id);
  const otherViewer = await createConsumer(t.db, other.id);
  ({ session: viewerSession } = await openSession(t.db, {
    companyId: festival.id,
    consumerId: viewer.id,
    now: t.clock.now(),
  }));
  ({ session: otherSiteSession } = await openSession(t.db, {
    companyId: other.id,
    consumerId: otherViewer.id,
    now: t.clock.now(),
  }));
  return { festivalId };
});

let ipCounter = 0;
/** Each test's guesses from an address of its own, so the per-address count is the test's. */
let ip = '10.1.0.1';
beforeEach(() => {
  ipCounter += 1;
  ip = `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function askPairing(host = 'festival.localhost'): Promise<DeviceAuthorizationResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/device_authorization',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
    payload: form({ client_id: 'tv' }),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function poll(deviceCode: string, fields: Record<string, string> = {}, host = 'festival.localhost') {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({
      grant_type: DEVICE_CODE_GRANT_TYPE,
      client_id: 'tv',
      device_code: deviceCode,
      ...fields,
    }),
  });
}

const verify = (shortCode: string, session = viewerSession, host = 'festival.localhost') =>
  callApi(t, 'verify_short_code', { short_code: shortCode }, { session, ip, host });

/** A new viewer of the festival, signed in. */
async function signIn(): Promise<{ key: string; secret: string }> {
  const consumer = await createConsumer(t.db, given.festivalId);
  return (
    await openSession(t.db, { companyId: given.festivalId, consumerId: consumer.id, now: t.clock.now() })
  ).session;
}

/** Polls after the interval has passed, as a well-behaved TV does. */
async function pollInTime(deviceCode: string) {
  t.clock.advance(5_000);
  return poll(deviceCode);
}

describe('the device authorization endpoint (RFC 8628 §3.1–3.2)', () => {
  it('answers the codes, the verification links on the company’s domain, the lifetime and the interval', async () => {
    const answer = await askPairing();
    expect(answer.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{6}$`));
    expect(answer.device_code.length).toBeGreaterThanOrEqual(43);
    expect(answer.verification_uri).toBe(`${origin()}/device`);
    expect(answer.verification_uri_complete).toBe(`${origin()}/device?user_code=${answer.user_code}`);
    expect(answer.expires_in).toBe(USER_CODE_TTL_SECONDS);
    expect(answer.interval).toBe(5);
  });

  it('refuses a client other than tv with invalid_client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/device_authorization',
      headers: { host: 'festival.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ client_id: 'someone' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('publishes the endpoints in the authorization server metadata (RFC 8414)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/.well-known/oauth-authorization-server',
      headers: { host: 'festival.localhost' },
    });
    expect(response.json()).toMatchObject({
      issuer: origin(),
      device_authorization_endpoint: `${origin()}/oauth/device_authorization`,
      token_endpoint: `${origin()}/oauth/token`,
      grant_types_supported: [DEVICE_CODE_GRANT_TYPE],
    });
  });
});

describe('the token endpoint (RFC 8628 §3.4–3.5)', () => {
  it('answers authorization_pending until the viewer verifies, then a token the TV signs calls with, once', async () => {
    const pairing = await askPairing();
    const pending = await poll(pairing.device_code);
    expect(pending.statusCode).toBe(400);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(pending.json()).toEqual({ error: 'authorization_pending' });

    // Typed in lower case, as a viewer may.
    const verified = await verify(pairing.user_code.toLowerCase());
    expect(refusalCode(verified)).toBeNull();
    expect(verified.json().data.device.id).toBeGreaterThan(0);

    const granted = await pollInTime(pairing.device_code);
    expect(granted.statusCode).toBe(200);
    const token = granted.json();
    expect(token.token_type).toBe('Bearer');
    const tv = { key: token.key as string, secret: token.secret as string };
    expect(refusalCode(await callApi(t, 'listScreenings', {}, { session: tv }))).toBeNull();
    // The viewer's own browser is still signed in beside the TV.
    expect(refusalCode(await callApi(t, 'devices/list', {}, { session: viewerSession }))).toBeNull();

    const again = await pollInTime(pairing.device_code);
    expect(again.json()).toEqual({ error: 'invalid_grant' });
  });

  it('answers slow_down to a poll sooner than the interval, and adds 5 seconds to it', async () => {
    const pairing = await askPairing();
    await poll(pairing.device_code);
    t.clock.advance(1_000);
    const early = await poll(pairing.device_code);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: 'slow_down', interval: 10 });
    // Five seconds are no longer enough; ten are.
    t.clock.advance(5_000);
    expect((await poll(pairing.device_code)).json().error).toBe('slow_down');
    t.clock.advance(15_000);
    expect((await poll(pairing.device_code)).json().error).toBe('authorization_pending');
  });

  it('answers access_denied when the viewer turns the TV away', async () => {
    const pairing = await askPairing();
    const denied = await callApi(
      t,
      'devices/deny',
      { short_code: pairing.user_code },
      { session: viewerSession, ip },
    );
    expect(refusalCode(denied)).toBeNull();
    expect((await pollInTime(pairing.device_code)).json()).toEqual({ error: 'access_denied' });
  });

  it('answers expired_token after 10 minutes, and the code no longer verifies', async () => {
    const pairing = await askPairing();
    t.clock.advance(USER_CODE_TTL_SECONDS * 1000);
    expect((await poll(pairing.device_code)).json()).toEqual({ error: 'expired_token' });
    const late = await verify(pairing.user_code);
    expect(refusalCode(late)).toBe(4060);
  });

  it('answers invalid_grant to an unknown device code and to another company’s', async () => {
    expect((await poll('not-a-device-code')).json()).toEqual({ error: 'invalid_grant' });
    const pairing = await askPairing();
    expect((await poll(pairing.device_code, {}, 'other.localhost')).json()).toEqual({
      error: 'invalid_grant',
    });
  });

  it('answers invalid_client, unsupported_grant_type and invalid_request as RFC 6749 §5.2 says', async () => {
    const pairing = await askPairing();
    const wrongClient = await poll(pairing.device_code, { client_id: 'web' });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json().error).toBe('invalid_client');
    expect((await poll(pairing.device_code, { grant_type: 'password' })).json().error).toBe(
      'unsupported_grant_type',
    );
    expect((await poll('', {})).json().error).toBe('invalid_request');
  });
});

describe('verify_short_code', () => {
  it('refuses a code used twice', async () => {
    const pairing = await askPairing();
    expect(refusalCode(await verify(pairing.user_code))).toBeNull();
    const twice = await verify(pairing.user_code);
    expect(refusalCode(twice)).toBe(4060);
  });

  it('refuses a code made on another company’s site', async () => {
    const pairing = await askPairing('other.localhost');
    expect((await verify(pairing.user_code)).json().error.code).toBe(4060);
    expect(refusalCode(await verify(pairing.user_code, otherSiteSession, 'other.localhost'))).toBeNull();
  });

  it('refuses a code that is not 6 characters as a validation error', async () => {
    const response = await verify('ABC');
    expect(refusalCode(response)).toBe(400);
  });

  it('stops a viewer guessing past the limit, even with the right code', async () => {
    const guesser = await signIn();
    const pairing = await askPairing();
    const wrong = pairing.user_code.startsWith('A') ? 'CCCCCC' : 'AAAAAA';
    for (let guess = 1; guess <= 10; guess += 1) {
      expect(refusalCode(await verify(wrong, guesser)), `guess ${guess}`).toBe(4060);
    }
    const limited = await verify(pairing.user_code, guesser);
    expect(refusalCode(limited)).toBe(429);
    // Another viewer on another address is not held back by this one's guesses.
    expect(refusalCode(await verify(pairing.user_code, otherSiteSession, 'other.localhost'))).toBe(4060);
    t.clock.advance(10 * 60_000);
  });

  it('counts guesses per address across viewers', async () => {
    const viewers = [await signIn(), await signIn(), await signIn(), await signIn()];
    for (const session of viewers.slice(0, 3)) {
      for (let guess = 1; guess <= 10; guess += 1)
        expect(refusalCode(await verify('AAAAAA', session))).toBe(4060);
    }
    const fourth = viewers[3];
    if (!fourth) throw new Error('no fourth viewer');
    expect(refusalCode(await verify('AAAAAA', fourth))).toBe(429);
    t.clock.advance(10 * 60_000);
  });
});

describe('removing a paired TV', () => {
  it('lists the TV, and removing it signs the TV out at once: its next call is refused and its socket closed', async () => {
    const pairing = await askPairing();
    await verify(pairing.user_code);
    const token = (await pollInTime(pairing.device_code)).json();
    const tv = { key: token.key as string, secret: token.secret as string };

    const port = await listenOnFreePort(t.app);
    const socket = openSocket(port, 'festival.localhost', signedHeader(tv, t.clock.now()));
    await connected(socket);
    const told = new Promise<ServerEvent>((resolve) => socket.once(SERVER_EVENT, resolve));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const listed = (await callApi(t, 'devices/list', {}, { session: viewerSession })).json().data.devices;
    const device = listed.find((row: { last_seen_at: string | null }) => row.last_seen_at !== null);
    expect(device).toBeDefined();
    // The TV manages no devices itself.
    expect(refusalCode(await callApi(t, 'devices/list', {}, { session: tv }))).toBe(403);

    const removed = await callApi(t, 'devices/remove', { device_id: device.id }, { session: viewerSession });
    expect(refusalCode(removed)).toBeNull();
    await expect(told).resolves.toEqual({ type: 'session.ended' });
    await expect(closed).resolves.toBe('io server disconnect');
    const after = await callApi(t, 'listScreenings', {}, { session: tv });
    expect(after.json().error.code).toBe(556);
    const relisted = (await callApi(t, 'devices/list', {}, { session: viewerSession })).json().data.devices;
    expect(relisted.map((row: { id: number }) => row.id)).not.toContain(device.id);
  });

  it('refuses to remove another viewer’s TV', async () => {
    const response = await callApi(t, 'devices/remove', { device_id: 999_999 }, { session: viewerSession });
    expect(refusalCode(response)).toBe(404);
  });
});

describe('the TV’s Bearer token (RFC 6750)', () => {
  it('opens the TV’s calls, not on another company’s site, and no longer once the TV is removed', async () => {
    const pairing = await askPairing();
    await verify(pairing.user_code);
    const token = (await pollInTime(pairing.device_code)).json();
    expect(token.token_type).toBe('Bearer');
    const asTv = (authorization: string, host = 'festival.localhost') =>
      t.app.inject({
        method: 'POST',
        url: '/api/listScreenings',
        headers: { host, authorization, 'accept-language': 'he-IL, en;q=0.8' },
        payload: {},
      });
    const bearer = `Bearer ${token.access_token}`;

    const library = await asTv(bearer);
    expect(refusalCode(library)).toBeNull();
    expect(library.json().data).toBeDefined();
    // The old form, the same session signing its calls, still works.
    expect(refusalCode(await callApi(t, 'listScreenings', {}, { session: token }))).toBeNull();
    // Another company's site, and a token whose secret is not the session's.
    expect(refusalCode(await asTv(bearer, 'other.localhost'))).toBe(552);
    expect(refusalCode(await asTv(`Bearer ${token.key}.${'0'.repeat(64)}`))).toBe(552);
    const refusedElsewhere = await asTv(bearer, 'other.localhost');
    // The refusal speaks the language the TV asks for.
    expect(refusedElsewhere.json().error.message).toBe('ההרשאה אינה תקפה. נא להתנתק ולהתחבר מחדש');

    const devices = (await callApi(t, 'devices/list', {}, { session: viewerSession })).json().data
      .devices as {
      id: number;
    }[];
    const newest = Math.max(...devices.map((device) => device.id));
    const removed = await callApi(t, 'devices/remove', { device_id: newest }, { session: viewerSession });
    expect(refusalCode(removed)).toBeNull();
    expect(refusalCode(await asTv(bearer))).toBe(556);
  });

  it('reads a malformed Bearer value as no token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/listScreenings',
      headers: { host: 'festival.localhost', authorization: 'Bearer not-a-token' },
      payload: {},
    });
    expect(refusalCode(response)).toBe(551);
  });
});
