import { describe, expect, it } from 'vitest';
import { createCompany, createSite } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { delayAfterFailure, FAILURE_CAP } from '../guesses/index.ts';
import { callStaff, cookieToken, createStaff } from './staff-test-helpers.ts';

const PASSWORD = 'correct horse battery';

/*
 * Issue 32's attack on staff sign-in: codes and passwords guessed from many addresses, waiting out
 * every 429. The account's count closes the guessable path; the owner still gets in by the mailed
 * link, and a stranger never does.
 */
const t = useTestApp();
const given = seededForFile(() => createSite(t.db));

let ipCounter = 0;
/** Every try from a new address: only the account's own count is left to stop a guesser. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const call = (path: string, payload: object) =>
  callStaff(t, path, payload, { host: given.host, ip: freshIp() });

type Mail = { code: string | null; key: string; secret: string; subject: string };
function lastMail(to: string): Mail {
  const mail = t.mailer.sent.filter((message) => message.to === to).at(-1);
  const link = /\/admin\/login\/link\/([\w-]+)\/([\w-]{22})/.exec(mail?.text ?? '');
  if (!mail || !link?.[1] || !link[2]) throw new Error(`no sign-in link to ${to}`);
  // The code stands alone in the text; a port in the link is not one.
  const code = /(?<![:\w])(\d{4})\b/.exec(mail.text)?.[1] ?? null;
  return { code, key: link[1], secret: link[2], subject: mail.subject };
}
async function sendCode(email: string): Promise<Mail & { answeredKey: string }> {
  const answered = await call('admin/staff/login/sendCode', { email });
  return { ...lastMail(email), answeredKey: answered.json().data.key };
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('staff email codes', () => {
  it('closes typed codes after ten wrong ones across codes and addresses, then mails only a link that signs in', async () => {
    const { member } = await createStaff(t, given.companyId, 'owner', { email: 'owner@guess.test' });
    const cap = FAILURE_CAP.code ?? 0;
    for (let failure = 1; failure <= cap; failure += 1) {
      const sent = await sendCode(member.email);
      const answer = await call('admin/staff/login/verifyCode', {
        key: sent.answeredKey,
        code: wrong(sent.code ?? ''),
      });
      expect(answer.json().error.code, `guess ${failure}`).toBe(4011);
      t.clock.advance(delayAfterFailure(failure) * 1000);
    }
    // The right code is refused now, from any address, a week later too.
    t.clock.advance(7 * 24 * 60 * 60_000);
    const lastWithCode = t.mailer.sent.filter((message) => message.to === member.email).length;
    const closed = await sendCode(member.email);
    expect(closed.code).toBeNull();
    expect(closed.subject).toBe('Your back-office sign-in link');
    expect(t.mailer.sent.filter((message) => message.to === member.email).length).toBe(lastWithCode + 1);
    const guessed = await call('admin/staff/login/verifyCode', { key: closed.answeredKey, code: '1234' });
    expect(guessed.json().error.code).toBe(4290);
    // The mailed link signs the owner in, once, and opens typed codes again.
    const signedIn = await call('admin/staff/login/verifyLink', { key: closed.key, secret: closed.secret });
    expect(refusalCode(signedIn)).toBeNull();
    expect(cookieToken(signedIn)).toEqual(expect.any(String));
    expect(
      (await call('admin/staff/login/verifyLink', { key: closed.key, secret: closed.secret })).json().error
        .code,
    ).toBe(4011);
    const reopened = await sendCode(member.email);
    expect(reopened.code).toMatch(/^\d{4}$/);
    expect(
      refusalCode(
        await call('admin/staff/login/verifyCode', { key: reopened.answeredKey, code: reopened.code }),
      ),
    ).toBeNull();
  });

  it('keeps an earlier mail’s link working when a stranger asks for new codes, and gives a forged secret nothing', async () => {
    const { member } = await createStaff(t, given.companyId, 'manager', { email: 'kept@guess.test' });
    const owners = await sendCode(member.email);
    for (let ask = 0; ask < 3; ask += 1) await sendCode(member.email);
    const forged = `${owners.secret.slice(0, 21)}${owners.secret.endsWith('A') ? 'B' : 'A'}`;
    for (let guess = 0; guess < 20; guess += 1) {
      expect(
        refusalCode(await call('admin/staff/login/verifyLink', { key: owners.key, secret: forged })),
      ).toBe(4011);
    }
    expect(
      refusalCode(await call('admin/staff/login/verifyLink', { key: owners.key, secret: owners.secret })),
    ).toBeNull();
  });

  it('refuses a link on another company’s site', async () => {
    const { member } = await createStaff(t, given.companyId, 'manager', { email: 'away@guess.test' });
    const sent = await sendCode(member.email);
    const other = await createCompany(t.db);
    const answer = await callStaff(
      t,
      'admin/staff/login/verifyLink',
      { key: sent.key, secret: sent.secret },
      { host: other.domain },
    );
    expect(refusalCode(answer)).toBe(4011);
  });
});

describe('staff passwords', () => {
  it('slows wrong passwords from any address, closes them at the cap, and the owner still gets in by mail', async () => {
    const { member } = await createStaff(t, given.companyId, 'owner', {
      email: 'pw@guess.test',
      password: PASSWORD,
    });
    const login = (password: string) => call('admin/staff/login/password', { email: member.email, password });
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect(refusalCode(await login('wrong guess!'))).toBe(4010);
    // The sixth try comes too soon, whatever the address: refused with the wait, not compared.
    const early = await login(PASSWORD);
    expect(refusalCode(early)).toBe(429);
    expect(early.json().error.details.retryAfterSeconds).toBe(delayAfterFailure(5));
    // Meanwhile the owner signs in by the mailed code.
    const sent = await sendCode(member.email);
    expect(
      refusalCode(await call('admin/staff/login/verifyCode', { key: sent.answeredKey, code: sent.code })),
    ).toBeNull();
    // A guesser waiting out every pause reaches the cap; then even the right password is refused.
    const cap = FAILURE_CAP.password ?? 0;
    for (let attempt = 1; attempt <= cap; attempt += 1) {
      expect(refusalCode(await login('wrong guess!')), `try ${attempt}`).toBe(4010);
      t.clock.advance(delayAfterFailure(attempt) * 1000);
    }
    expect((await login(PASSWORD)).json().error.code).toBe(4291);
    const link = await sendCode(member.email);
    expect(
      refusalCode(await call('admin/staff/login/verifyLink', { key: link.key, secret: link.secret })),
    ).toBeNull();
    expect(refusalCode(await login(PASSWORD))).toBeNull();
  });
});
