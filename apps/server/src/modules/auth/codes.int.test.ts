import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { callApi, lastCode } from './auth-test-helpers.ts';
import { hashPassword } from './passwords.ts';
import { consumers, verificationCodes } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festivalId = (await createCompany(t.db, { domain: 'festival.localhost', title: 'Festival' })).id;
  await createCompany(t.db, { domain: 'cinema.localhost', title: 'Cinema' });
  return { festivalId };
});

let ipCounter = 0;
/** A fresh client address per test, so the per-address limit only bites where a test wants it. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('consumer/checkEmail', () => {
  it('sends a 4-digit code with a verify link to an unknown address, and creates the consumer', async () => {
    const response = await callApi(
      t,
      'consumer/checkEmail',
      { email: 'New@Example.test', redirectTo: '/screeners/5' },
      { ip: freshIp() },
    );
    expect(refusalCode(response)).toBeNull();
    const data = response.json().data;
    expect(data).toMatchObject({ shouldVerify: true, is_email_verified: false, otp: { channel: 'email' } });
    const { code, link } = lastCode(t, 'new@example.test');
    expect(code).toMatch(/^\d{4}$/);
    expect(link).toMatch(
      new RegExp(
        `^http://festival.localhost:${t.config.PORT}/verify/${data.otp.key}/[\\w-]{22}\\?redirectTo=%2Fscreeners%2F5$`,
      ),
    );
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'new@example.test'));
    expect(row?.companyId).toBe(given.festivalId);
  });

  it('answers an address with a password exactly like one without, and mails it a code too', async () => {
    await createConsumer(t.db, given.festivalId, {
      email: 'withpass@example.test',
      passwordHash: await hashPassword('secret1'),
    });
    const withPassword = (
      await callApi(t, 'consumer/checkEmail', { email: 'withpass@example.test' }, { ip: freshIp() })
    ).json().data;
    const unknown = (
      await callApi(t, 'consumer/checkEmail', { email: 'nobody@example.test' }, { ip: freshIp() })
    ).json().data;
    expect({ ...withPassword, otp: { ...withPassword.otp, key: 'k' } }).toEqual({
      ...unknown,
      otp: { ...unknown.otp, key: 'k' },
    });
    expect(lastCode(t, 'withpass@example.test').code).toMatch(/^\d{4}$/);
  });

  it('answers a known address without a password exactly like an unknown one', async () => {
    await createConsumer(t.db, given.festivalId, {
      email: 'known@example.test',
      emailVerifiedAt: t.clock.now(),
    });
    const known = (
      await callApi(t, 'consumer/checkEmail', { email: 'known@example.test' }, { ip: freshIp() })
    ).json().data;
    const unknown = (
      await callApi(t, 'consumer/checkEmail', { email: 'stranger@example.test' }, { ip: freshIp() })
    ).json().data;
    expect(Object.keys(known)).toEqual(Object.keys(unknown));
    expect({ ...known, otp: { ...known.otp, key: 'k' } }).toEqual({
      ...unknown,
      otp: { ...unknown.otp, key: 'k' },
    });
  });

  it('writes the mail in the language of the request', async () => {
    await callApi(
      t,
      'consumer/checkEmail',
      { email: 'hola@example.test' },
      { ip: freshIp(), language: 'es' },
    );
    expect(lastCode(t, 'hola@example.test').subject).toMatch(/^Tu código de acceso: \d{4}$/);
  });

  it('refuses a bad address with field messages, and an off-site redirect', async () => {
    const response = await callApi(
      t,
      'consumer/checkEmail',
      { email: 'nope', redirectTo: '//evil.test' },
      { ip: freshIp() },
    );
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      email: ['invalid email'],
      redirectTo: ['invalid redirect'],
    });
  });

  it('keeps only a hash of the code', async () => {
    const data = (
      await callApi(t, 'consumer/checkEmail', { email: 'hash@example.test' }, { ip: freshIp() })
    ).json().data;
    const { code } = lastCode(t, 'hash@example.test');
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.key, data.otp.key));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });
});

describe('consumer/verifyOTP', () => {
  async function startCode(email: string) {
    const data = (await callApi(t, 'consumer/checkEmail', { email }, { ip: freshIp() })).json().data;
    return { key: data.otp.key as string, code: lastCode(t, email).code };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('signs in with the right code: session, consumer, has_password, verified address', async () => {
    const { key, code } = await startCode('verify@example.test');
    const response = await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() });
    expect(refusalCode(response)).toBeNull();
    const data = response.json().data;
    expect(data).toMatchObject({
      session_mode: 'consumer',
      has_password: false,
      access_link: null,
      screenings: [],
      group_purchases: [],
      consumer: { email: 'verify@example.test', name: null, has_password: false },
    });
    expect(data.key).toMatch(/^[0-9a-f]{64}$/);
    const alive = await callApi(t, 'alive', {}, { session: data });
    expect(alive.json().data).toEqual({ alive: true });
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'verify@example.test'));
    expect(row?.emailVerifiedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('uses a code once', async () => {
    const { key, code } = await startCode('once@example.test');
    expect(
      refusalCode(await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() })),
    ).toBeNull();
    const again = await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() });
    expect(refusalCode(again)).toBe(4011);
    expect(again.json().error).toEqual({
      code: 4011,
      message: 'The code is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a code after 10 minutes (injected clock)', async () => {
    const { key, code } = await startCode('late@example.test');
    t.clock.advance(10 * 60_000 + 1000);
    const response = await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() });
    expect(response.json().error.code).toBe(4011);
  });

  it('accepts a code just inside 10 minutes', async () => {
    const { key, code } = await startCode('intime@example.test');
    t.clock.advance(10 * 60_000 - 1000);
    expect(
      refusalCode(await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() })),
    ).toBeNull();
  });

  it('kills a code after 5 wrong tries, even for the right code (brute force)', async () => {
    const { key, code } = await startCode('brute@example.test');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await callApi(t, 'consumer/verifyOTP', { key, otp: wrong(code) }, { ip: freshIp() });
      expect(response.json().error.code).toBe(4011);
    }
    // Past the account's short wait after five failures (login-throttle.ts), the code itself is dead.
    t.clock.advance(2000);
    const right = await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() });
    expect(right.json().error.code).toBe(4011);
  });

  it('accepts the right code on the fifth try after four wrong ones', async () => {
    const { key, code } = await startCode('fifth@example.test');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await callApi(t, 'consumer/verifyOTP', { key, otp: wrong(code) }, { ip: freshIp() });
    }
    expect(
      refusalCode(await callApi(t, 'consumer/verifyOTP', { key, otp: code }, { ip: freshIp() })),
    ).toBeNull();
  });

  it('does not open a code of one company on another site', async () => {
    const { key, code } = await startCode('tenant@example.test');
    const response = await callApi(
      t,
      'consumer/verifyOTP',
      { key, otp: code },
      { ip: freshIp(), host: 'cinema.localhost' },
    );
    expect(response.json().error.code).toBe(4011);
  });

  it('refuses a code that is not 4 digits with a field message', async () => {
    const response = await callApi(t, 'consumer/verifyOTP', { key: 'k', otp: '12a4' }, { ip: freshIp() });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields.otp).toEqual(['Field should contain only numbers']);
  });
});

describe('consumer/resendVerification', () => {
  it('sends a new code under the same key; the old code stops working', async () => {
    const data = (
      await callApi(t, 'consumer/checkEmail', { email: 'resend@example.test' }, { ip: freshIp() })
    ).json().data;
    const first = lastCode(t, 'resend@example.test').code;
    const response = await callApi(
      t,
      'consumer/resendVerification',
      { key: data.otp.key },
      { ip: freshIp() },
    );
    expect(response.json().data).toEqual({ otp: { key: data.otp.key, channel: 'email' } });
    const second = lastCode(t, 'resend@example.test').code;
    if (first !== second) {
      const old = await callApi(
        t,
        'consumer/verifyOTP',
        { key: data.otp.key, otp: first },
        { ip: freshIp() },
      );
      expect(old.json().error.code).toBe(4011);
    }
    const ok = await callApi(t, 'consumer/verifyOTP', { key: data.otp.key, otp: second }, { ip: freshIp() });
    expect(refusalCode(ok)).toBeNull();
  });

  it('sends the code by SMS only to the phone of the account', async () => {
    await createConsumer(t.db, given.festivalId, { email: 'phone@example.test', phone: '+447700900123' });
    const data = (
      await callApi(t, 'consumer/checkEmail', { email: 'phone@example.test' }, { ip: freshIp() })
    ).json().data;
    const other = await callApi(
      t,
      'consumer/resendVerification',
      { key: data.otp.key, phone: '+447700900999' },
      { ip: freshIp() },
    );
    expect(other.json().data).toEqual({ otp: { key: data.otp.key, channel: 'phone' } });
    expect(t.sms.sent).toHaveLength(0);
    await callApi(
      t,
      'consumer/resendVerification',
      { key: data.otp.key, phone: '+44 7700 900123' },
      { ip: freshIp() },
    );
    expect(t.sms.sent).toHaveLength(1);
    expect(t.sms.sent[0]?.to).toBe('+447700900123');
    const code = /(\d{4})$/.exec(t.sms.sent[0]?.text ?? '')?.[1];
    const response = await callApi(
      t,
      'consumer/verifyOTP',
      { key: data.otp.key, otp: code },
      { ip: freshIp() },
    );
    expect(refusalCode(response)).toBeNull();
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'phone@example.test'));
    expect(row?.phoneVerifiedAt).not.toBeNull();
  });

  it('by email: mails a known address, and answers an unknown one the same without mail', async () => {
    await createConsumer(t.db, given.festivalId, {
      email: 'forgot@example.test',
      passwordHash: await hashPassword('secret1'),
    });
    const known = await callApi(
      t,
      'consumer/resendVerification',
      { email: 'forgot@example.test' },
      { ip: freshIp() },
    );
    expect(known.json().data.otp.channel).toBe('email');
    expect(lastCode(t, 'forgot@example.test').code).toMatch(/^\d{4}$/);
    const sent = t.mailer.sent.length;
    const unknown = await callApi(
      t,
      'consumer/resendVerification',
      { email: 'ghost@example.test' },
      { ip: freshIp() },
    );
    expect(refusalCode(unknown)).toBeNull();
    expect(unknown.json().data.otp.key).toMatch(/^[0-9a-f]{64}$/);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('answers 4011 to an unknown key and 400 to neither key nor email', async () => {
    expect(
      (await callApi(t, 'consumer/resendVerification', { key: 'nope' }, { ip: freshIp() })).json().error.code,
    ).toBe(4011);
    const empty = await callApi(t, 'consumer/resendVerification', {}, { ip: freshIp() });
    expect(refusalCode(empty)).toBe(400);
    expect(empty.json().error.details.fields.email).toEqual(['Field is required']);
  });
});

describe('customer/registration', () => {
  it('records the name of a new address and sends a code', async () => {
    const response = await callApi(
      t,
      'customer/registration',
      { email: 'reg@example.test', name: 'Regina', phone: '+447700900555' },
      { ip: freshIp() },
    );
    expect(response.json().data.otp.channel).toBe('email');
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'reg@example.test'));
    expect(row).toMatchObject({ name: 'Regina', phone: '+447700900555' });
  });

  it('does not rename an existing account', async () => {
    await createConsumer(t.db, given.festivalId, { email: 'owner@example.test', name: 'Owner' });
    await callApi(
      t,
      'customer/registration',
      { email: 'owner@example.test', name: 'Intruder' },
      { ip: freshIp() },
    );
    const [row] = await t.db.select().from(consumers).where(eq(consumers.email, 'owner@example.test'));
    expect(row?.name).toBe('Owner');
  });

  it('refuses a short name', async () => {
    const response = await callApi(
      t,
      'customer/registration',
      { email: 'r2@example.test', name: 'Al' },
      { ip: freshIp() },
    );
    expect(response.json().error.details.fields.name).toEqual(['Minimum length of 3 characters is required']);
  });
});

describe('rate limits', () => {
  it('per email: past 10 checks in 10 minutes no more mail goes out, and the owner still signs in with the newest code', async () => {
    t.clock.advance(60 * 60_000);
    const mailsTo = () => t.mailer.sent.filter((mail) => mail.to === 'limit@example.test').length;
    const keys: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await callApi(
        t,
        'consumer/checkEmail',
        { email: 'limit@example.test' },
        { ip: freshIp() },
      );
      expect(refusalCode(answer)).toBeNull();
      keys.push(answer.json().data.otp.key);
    }
    const mailed = mailsTo();
    const flooded = await callApi(
      t,
      'consumer/checkEmail',
      { email: 'LIMIT@example.test' },
      { ip: freshIp() },
    );
    // The same answer as ever, no new mail, and the key of the newest code mailed.
    expect(refusalCode(flooded)).toBeNull();
    expect(flooded.json().data).toMatchObject({ shouldVerify: true, is_email_verified: false });
    expect(mailsTo()).toBe(mailed);
    expect(flooded.json().data.otp.key).toBe(keys.at(-1));
    const { code } = lastCode(t, 'limit@example.test');
    const verified = await callApi(t, 'consumer/verifyOTP', { key: flooded.json().data.otp.key, otp: code });
    expect(refusalCode(verified)).toBeNull();
    t.clock.advance(10 * 60_000);
    await callApi(t, 'consumer/checkEmail', { email: 'limit@example.test' }, { ip: freshIp() });
    expect(mailsTo()).toBe(mailed + 1);
  });

  it('per address: the 31st login attempt from one address is 429 whatever the email', async () => {
    t.clock.advance(60 * 60_000);
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await callApi(
        t,
        'consumer/login',
        { email: `l${attempt}@example.test`, password: 'wrong-one' },
        { ip },
      );
      expect(refusalCode(response)).toBe(4010);
    }
    const refused = await callApi(
      t,
      'consumer/login',
      { email: 'other@example.test', password: 'wrong-one' },
      { ip },
    );
    expect(refusalCode(refused)).toBe(429);
  });

  it('per address: verifyOTP stops at 30 within the window, whatever the keys', async () => {
    t.clock.advance(60 * 60_000);
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await callApi(t, 'consumer/verifyOTP', { key: `guessed-key-${attempt}`, otp: '0000' }, { ip });
    }
    const refused = await callApi(t, 'consumer/verifyOTP', { key: 'guessed-key', otp: '0000' }, { ip });
    expect(refusalCode(refused)).toBe(429);
  });

  it('per email: resend stops at 5 within the window', async () => {
    t.clock.advance(60 * 60_000);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callApi(t, 'consumer/resendVerification', { email: 'spam@example.test' }, { ip: freshIp() });
    }
    const refused = await callApi(
      t,
      'consumer/resendVerification',
      { email: 'spam@example.test' },
      { ip: freshIp() },
    );
    expect(refusalCode(refused)).toBe(429);
  });

  it('a deployment’s factor multiplies the limits', async () => {
    const venue = await createTestApp({ env: { AUTH_ATTEMPT_LIMIT_FACTOR: '2' } });
    try {
      await createCompany(venue.db, { domain: 'festival.localhost', title: 'Festival' });
      const attempt = () =>
        callApi(venue, 'consumer/resendVerification', { email: 'hall@example.test' }, { ip: freshIp() });
      for (let count = 0; count < 10; count += 1) expect(refusalCode(await attempt())).not.toBe(429);
      expect(refusalCode(await attempt())).toBe(429);
    } finally {
      await venue.close();
    }
  });
});
