import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer, createSite } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { delayAfterFailure } from '../guesses/index.ts';
import { callStaff, cookieToken, createStaff } from './staff-test-helpers.ts';

const PASSWORD = 'correct horse';

const t = useTestApp();
const given = seededForFile(() => createSite(t.db));

const me = (token?: string) =>
  callStaff(t, 'admin/staff/me', {}, { host: given.host, ...(token ? { token } : {}) });

describe('staff login by password', () => {
  it('opens a staff session in an http-only cookie that the back-office calls accept', async () => {
    await createStaff(t, given.companyId, 'manager', { email: 'pat@staff.test', password: PASSWORD });
    const login = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'PAT@staff.test', password: PASSWORD },
      { host: given.host },
    );
    expect(refusalCode(login)).toBeNull();
    const cookie = login.cookies.find((item) => item.name === 'screener_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const answer = await me(cookieToken(login));
    expect(answer.json().data.identity).toMatchObject({
      kind: 'staff',
      member: { email: 'pat@staff.test', role: 'manager' },
      permissions: ['settings', 'content', 'live', 'orders', 'refunds', 'check_in', 'support'],
    });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'pat@staff.test', password: 'not it at all' },
      { host: given.host },
    );
    const unknown = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'nobody@staff.test', password: PASSWORD },
      { host: given.host },
    );
    expect(refusalCode(wrong)).toBe(4010);
    expect(unknown.json().error).toEqual(wrong.json().error);
  });

  it('does not let a staff member of one company sign in on another company’s site', async () => {
    const other = await createCompany(t.db);
    const login = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'pat@staff.test', password: PASSWORD },
      { host: other.domain },
    );
    expect(refusalCode(login)).toBe(4010);
  });
});

describe('staff login by email code', () => {
  it('mails a branded code that signs in once, within the viewers’ rules', async () => {
    await createStaff(t, given.companyId, 'box_office', { email: 'door@staff.test' });
    const sent = await callStaff(
      t,
      'admin/staff/login/sendCode',
      { email: 'door@staff.test' },
      { host: given.host },
    );
    const { key } = sent.json().data;
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe('door@staff.test');
    expect(mail?.html).toContain('<!doctype html>');
    const code = /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1] ?? '';

    const verified = await callStaff(t, 'admin/staff/login/verifyCode', { key, code }, { host: given.host });
    expect(verified.json().data.identity.member.role).toBe('box_office');
    const again = await callStaff(t, 'admin/staff/login/verifyCode', { key, code }, { host: given.host });
    expect(refusalCode(again)).toBe(4011);
  });

  it('refuses the right code after five wrong tries and after ten minutes', async () => {
    const { key } = (
      await callStaff(t, 'admin/staff/login/sendCode', { email: 'door@staff.test' }, { host: given.host })
    ).json().data;
    const fresh = /\b(\d{4})\b/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const wrong = fresh === '0000' ? '0001' : '0000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await callStaff(t, 'admin/staff/login/verifyCode', { key, code: wrong }, { host: given.host });
    }
    // The member's own count asks for a pause first; after it, the code's five tries are spent.
    t.clock.advance(delayAfterFailure(5) * 1000);
    expect(
      refusalCode(
        await callStaff(t, 'admin/staff/login/verifyCode', { key, code: fresh }, { host: given.host }),
      ),
    ).toBe(4011);

    const { key: late } = (
      await callStaff(t, 'admin/staff/login/sendCode', { email: 'door@staff.test' }, { host: given.host })
    ).json().data;
    const lateCode = /\b(\d{4})\b/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    t.clock.advance(10 * 60_000 + 1000);
    expect(
      refusalCode(
        await callStaff(
          t,
          'admin/staff/login/verifyCode',
          { key: late, code: lateCode },
          { host: given.host },
        ),
      ),
    ).toBe(4011);
  });

  it('answers an unknown address with a key and mails nothing', async () => {
    const before = t.mailer.sent.length;
    const sent = await callStaff(
      t,
      'admin/staff/login/sendCode',
      { email: 'ghost@staff.test' },
      { host: given.host },
    );
    expect(refusalCode(sent)).toBeNull();
    expect(sent.json().data.key).toEqual(expect.any(String));
    expect(t.mailer.sent.length).toBe(before);
  });
});

describe('staff sessions', () => {
  it('never takes a viewer’s session for a staff one, even an administrator’s', async () => {
    const viewer = await createConsumer(t.db, given.companyId, { role: 'company_admin' });
    const { session } = await openSession(t.db, {
      companyId: given.companyId,
      consumerId: viewer.id,
      now: t.clock.now(),
    });
    const answer = await callStaff(t, 'admin/staff/me', {}, { host: given.host, viewer: session });
    expect(refusalCode(answer)).toBe(401);
  });

  it('signs out this browser, or every browser of the member', async () => {
    const { member, token: first } = await createStaff(t, given.companyId, 'owner', { password: PASSWORD });
    const second = cookieToken(
      await callStaff(
        t,
        'admin/staff/login/password',
        { email: member.email, password: PASSWORD },
        { host: given.host },
      ),
    );
    const third = cookieToken(
      await callStaff(
        t,
        'admin/staff/login/password',
        { email: member.email, password: PASSWORD },
        { host: given.host },
      ),
    );
    await callStaff(t, 'admin/staff/logout', {}, { host: given.host, token: first });
    expect(refusalCode(await me(first))).toBe(401);
    expect(refusalCode(await me(second))).toBeNull();

    await callStaff(t, 'admin/staff/logout', { everywhere: true }, { host: given.host, token: second });
    expect(refusalCode(await me(second))).toBe(401);
    expect(refusalCode(await me(third))).toBe(401);
  });

  it('ends a session left unused for twelve hours', async () => {
    const { token } = await createStaff(t, given.companyId, 'manager');
    expect(refusalCode(await me(token))).toBeNull();
    t.clock.advance(12 * 3_600_000 + 1000);
    expect(refusalCode(await me(token))).toBe(401);
  });
});
