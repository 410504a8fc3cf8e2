import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { delayAfterFailure, FAILURE_CAP } from '../guesses/index.ts';
import { callApi, lastCode } from './auth-test-helpers.ts';
import { hashPassword } from './passwords.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festivalId = (await createCompany(t.db, { domain: 'festival.localhost', title: 'Festival' })).id;
  return { festivalId };
});

let ipCounter = 0;
/** Every try from a new address, as a guesser with many addresses would: only the account's count is left. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function newCode(email: string): Promise<{ key: string; code: string }> {
  const response = await callApi(t, 'consumer/checkEmail', { email }, { ip: freshIp() });
  const key = response.json().data.otp.key as string;
  return { key, code: lastCode(t, email).code };
}
const verify = (key: string, otp: string) =>
  callApi(t, 'consumer/verifyOTP', { key, otp }, { ip: freshIp() });
const passwordLogin = (email: string, password: string) =>
  callApi(t, 'consumer/login', { email, password }, { ip: freshIp() });
const MAX_CODE_FAILURES = FAILURE_CAP.code ?? 0;
/** The key and secret of the sign-in link in the last mail to `email`. */
function lastLink(email: string): { key: string; secret: string; text: string; subject: string } {
  const mail = t.mailer.sent.filter((message) => message.to === email).at(-1);
  const match = /\/verify\/([0-9a-f]{64})\/([\w-]{22})/.exec(mail?.text ?? '');
  if (!mail || !match?.[1] || !match[2]) throw new Error(`no sign-in link to ${email}`);
  return { key: match[1], secret: match[2], text: mail.text, subject: mail.subject };
}

describe('the account’s count of wrong codes', () => {
  it('makes a new code end the one before it, while the earlier mail’s link still signs in', async () => {
    const first = await newCode('two-codes@example.test');
    const firstLink = lastLink('two-codes@example.test');
    await newCode('two-codes@example.test');
    expect((await verify(first.key, first.code)).json().error.code).toBe(4011);
    expect(refusalCode(await verify(firstLink.key, firstLink.secret))).toBeNull();
  });

  it('counts wrong codes across new keys, resends and addresses, waits ever longer, then mails only a link', async () => {
    const email = 'guessed@example.test';
    let current = await newCode(email);
    let guessesOnKey = 0;
    for (let failures = 1; failures <= MAX_CODE_FAILURES; failures += 1) {
      // A resend under the key on its second guess.
      if (guessesOnKey === 1) {
        const resent = await callApi(
          t,
          'consumer/resendVerification',
          { key: current.key, company_id: given.festivalId },
          { ip: freshIp() },
        );
        expect(refusalCode(resent)).toBeNull();
        current = { key: current.key, code: lastCode(t, email).code };
      }
      const otp = wrong(current.code);
      expect(refusalCode(await verify(current.key, otp)), `guess ${failures}`).toBe(4011);
      guessesOnKey += 1;
      const wait = delayAfterFailure(failures);
      if (wait > 0 && failures < MAX_CODE_FAILURES) {
        // Too soon: refused with the wait, and not counted.
        const early = await verify(current.key, otp);
        expect(refusalCode(early)).toBe(429);
        expect(early.json().error.details.retryAfterSeconds).toBe(wait);
        t.clock.advance(wait * 1000);
      }
      if ((wait > 0 || guessesOnKey === 3) && failures < MAX_CODE_FAILURES) {
        current = await newCode(email);
        guessesOnKey = 0;
      }
    }
    // Past the cap even the right code is refused: typed codes are closed for the account.
    const exhausted = await verify(current.key, current.code);
    expect(refusalCode(exhausted)).toBe(4290);
    // A week later the owner asks again: the mail brings a link and no code, and the link signs in.
    t.clock.advance(7 * 24 * 60 * 60_000);
    await callApi(t, 'consumer/checkEmail', { email }, { ip: freshIp() });
    const link = lastLink(email);
    expect(link.text).not.toMatch(/(?<![:\w])\d{4}\b/);
    expect(link.subject).toBe('Your sign-in link');
    expect(refusalCode(await verify(link.key, link.secret))).toBeNull();
    // Signed in: typed codes are open again.
    const reopened = await newCode(email);
    expect(refusalCode(await verify(reopened.key, reopened.code))).toBeNull();
  });

  it('gives a wrong link secret nothing and never closes the link for its owner', async () => {
    const email = 'link-guessed@example.test';
    await newCode(email);
    const link = lastLink(email);
    for (let guess = 0; guess < 30; guess += 1) {
      const forged = `${link.secret.slice(0, 21)}${link.secret.endsWith('A') ? 'B' : 'A'}`;
      expect((await verify(link.key, forged)).json().error.code).toBe(4011);
    }
    expect(refusalCode(await verify(link.key, link.secret))).toBeNull();
    // Used once: the link opens nothing more.
    expect((await verify(link.key, link.secret)).json().error.code).toBe(4011);
  });

  it('waits at most 15 minutes after any failure', () => {
    expect(delayAfterFailure(4)).toBe(0);
    expect(delayAfterFailure(5)).toBe(2);
    expect(delayAfterFailure(6)).toBe(4);
    expect(Math.max(...Array.from({ length: 200 }, (_, n) => delayAfterFailure(n)))).toBe(15 * 60);
  });

  it('starts again after a successful login', async () => {
    const email = 'recovers@example.test';
    for (let guess = 0; guess < 5; guess += 1) {
      const { key, code } = await newCode(email);
      await verify(key, wrong(code));
    }
    t.clock.advance(2000);
    const { key, code } = await newCode(email);
    expect(refusalCode(await verify(key, code))).toBeNull();
    // Five free mistakes again: no wait after four.
    for (let guess = 0; guess < 4; guess += 1) {
      const next = await newCode(email);
      expect(refusalCode(await verify(next.key, wrong(next.code)))).toBe(4011);
    }
  });
});

describe('locks on one method', () => {
  it('an attacker’s wrong passwords never stop the owner from logging in by code', async () => {
    const email = 'locked-out@example.test';
    await createConsumer(t.db, given.festivalId, {
      email,
      passwordHash: await hashPassword('right-password'),
    });
    // Twelve wrong passwords (the email check mails the owner a code each time, so a script skips it).
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect(refusalCode(await passwordLogin(email, 'wrong-password'))).toBe(4010);
      t.clock.advance(delayAfterFailure(attempt) * 1000);
    }
    // The owner starts the same flow, asks for a code instead, and signs in with it.
    expect(refusalCode(await callApi(t, 'consumer/checkEmail', { email }, { ip: freshIp() }))).toBeNull();
    const pending = (
      await callApi(
        t,
        'consumer/resendVerification',
        { email, company_id: given.festivalId },
        { ip: freshIp() },
      )
    ).json().data.otp;
    expect(refusalCode(await verify(pending.key, lastCode(t, email).code))).toBeNull();
  });

  it('a flood of code mails pauses only code mail, for at most ten minutes', async () => {
    const email = 'flooded@example.test';
    await createConsumer(t.db, given.festivalId, {
      email,
      passwordHash: await hashPassword('right-password'),
    });
    const resend = () =>
      callApi(t, 'consumer/resendVerification', { email, company_id: given.festivalId }, { ip: freshIp() });
    for (let attempt = 0; attempt < 5; attempt += 1) expect(refusalCode(await resend())).toBeNull();
    expect(refusalCode(await resend())).toBe(429);
    expect(refusalCode(await passwordLogin(email, 'right-password'))).toBeNull();
    t.clock.advance(10 * 60_000);
    expect(refusalCode(await resend())).toBeNull();
  });

  it('a password lock waits, then the right password signs in', async () => {
    const email = 'slowed@example.test';
    await createConsumer(t.db, given.festivalId, {
      email,
      passwordHash: await hashPassword('right-password'),
    });
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await passwordLogin(email, 'wrong-password');
      t.clock.advance(delayAfterFailure(attempt) * 1000);
    }
    await passwordLogin(email, 'wrong-password');
    const early = await passwordLogin(email, 'right-password');
    expect(refusalCode(early)).toBe(429);
    expect(early.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * 60_000);
    expect(refusalCode(await passwordLogin(email, 'right-password'))).toBeNull();
  });

  it('closes passwords after 100 wrong ones until the owner signs in by code, which opens them again', async () => {
    const email = 'password-capped@example.test';
    await createConsumer(t.db, given.festivalId, {
      email,
      passwordHash: await hashPassword('right-password'),
    });
    const cap = FAILURE_CAP.password ?? 0;
    for (let attempt = 1; attempt <= cap; attempt += 1) {
      expect(refusalCode(await passwordLogin(email, 'wrong-password')), `try ${attempt}`).toBe(4010);
      t.clock.advance(delayAfterFailure(attempt) * 1000);
    }
    const closed = await passwordLogin(email, 'right-password');
    expect(refusalCode(closed)).toBe(4291);
    const pending = (
      await callApi(
        t,
        'consumer/resendVerification',
        { email, company_id: given.festivalId },
        { ip: freshIp() },
      )
    ).json().data.otp;
    expect(refusalCode(await verify(pending.key, lastCode(t, email).code))).toBeNull();
    expect(refusalCode(await passwordLogin(email, 'right-password'))).toBeNull();
  });
});
