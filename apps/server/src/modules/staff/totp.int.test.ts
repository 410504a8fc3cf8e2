import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createCompany, createSite } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callStaff, cookieToken, createStaff, staffCall } from './staff-test-helpers.ts';

const PASSWORD = 'correct horse';
let sequence = 0;

const t = useTestApp();
const given = seededForFile(() => createSite(t.db));

/** The code an authenticator app shows for `secret` at the test clock's time, `steps` periods away. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: t.clock.now().getTime() + steps * 30_000,
  });

let addresses = 0;
/** Each call from a new address: the account's count is what stops a guesser, not the address's. */
const nextIp = () => {
  addresses += 1;
  return `10.0.${addresses >> 8}.${addresses & 255}`;
};
const passwordLogin = (email: string) =>
  callStaff(
    t,
    'admin/staff/login/password',
    { email, password: PASSWORD },
    { host: given.host, ip: nextIp() },
  );
const totpLogin = (token: string, code: string, on = given.host) =>
  callStaff(t, 'admin/staff/login/totp', { token, code }, { host: on, ip: nextIp() });

/** A member of the company who has set up an app: their address, secret and session. */
async function enrolledMember(role: 'owner' | 'manager' = 'manager') {
  sequence += 1;
  const email = `totp${sequence}@staff.test`;
  const { member, token } = await createStaff(t, given.companyId, role, { email, password: PASSWORD });
  const setup = await staffCall<{ uri: string; secret: string }>(
    t,
    given.host,
    'admin/staff/totp/setup',
    {},
    token,
  );
  expect(refusalCode(setup)).toBeNull();
  const confirmed = await staffCall(
    t,
    given.host,
    'admin/staff/totp/confirm',
    { code: codeOf(setup.data.secret) },
    token,
  );
  expect(confirmed).toMatchObject({ status: 200, data: { enabled: true, required: false } });
  t.clock.advance(30_000);
  return { member, email, secret: setup.data.secret, token };
}

async function secondFactorOf(email: string): Promise<{ token: string; method: string }> {
  const login = await passwordLogin(email);
  expect(refusalCode(login)).toBeNull();
  expect(login.cookies.find((cookie) => cookie.name === 'screener_staff')).toBeUndefined();
  return login.json().data.second_factor;
}

describe('setting up an authenticator app', () => {
  it('gives an otpauth link and the secret, and turns on only with a code from the app', async () => {
    const { token } = await createStaff(t, given.companyId, 'manager');
    const setup = await staffCall<{ uri: string; secret: string }>(
      t,
      given.host,
      'admin/staff/totp/setup',
      {},
      token,
    );
    expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await staffCall(t, given.host, 'admin/staff/totp/confirm', { code: '000000' }, token);
    expect(refusalCode(wrong)).toBe(4140);
    const before = await staffCall(t, given.host, 'admin/staff/totp/get', {}, token);
    expect(before.data).toEqual({ enabled: false, required: false });
    const confirmed = await staffCall(
      t,
      given.host,
      'admin/staff/totp/confirm',
      { code: codeOf(setup.data.secret) },
      token,
    );
    expect(confirmed.data).toEqual({ enabled: true, required: false });
  });

  it('keeps the secret sealed in the database', async () => {
    const { member, secret } = await enrolledMember();
    const rows = await t.db.execute(`select sealed_secret from staff_totp where staff_id = ${member.id}`);
    const stored = JSON.stringify(rows);
    expect(stored).toContain('v1.');
    expect(stored).not.toContain(secret);
  });

  it('is turned off with a current code, and is audited both ways', async () => {
    const { member, secret, token } = await enrolledMember();
    const wrong = await staffCall(t, given.host, 'admin/staff/totp/disable', { code: '000000' }, token);
    expect(refusalCode(wrong)).toBe(4140);
    const off = await staffCall(t, given.host, 'admin/staff/totp/disable', { code: codeOf(secret) }, token);
    expect(off.data).toEqual({ enabled: false, required: false });
    const login = await passwordLogin(member.email);
    expect(login.json().data.identity.member.id).toBe(member.id);
    const { token: ownerToken } = await createStaff(t, given.companyId, 'owner');
    const audit = await staffCall<{ entries: { action: string; target_id: number }[] }>(
      t,
      given.host,
      'admin/audit/list',
      {},
      ownerToken,
    );
    const actions = audit.data.entries
      .filter((entry) => entry.target_id === member.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(['staff.totp_disable', 'staff.totp_enable']);
  });
});

describe('signing in with an authenticator app', () => {
  it('answers a pass instead of a session after the password, and the app’s code opens the session', async () => {
    const { member, email, secret } = await enrolledMember();
    const pass = await secondFactorOf(email);
    expect(pass.method).toBe('totp');
    expect(pass.token.length).toBeGreaterThanOrEqual(43);
    const signedIn = await totpLogin(pass.token, codeOf(secret));
    expect(refusalCode(signedIn)).toBeNull();
    expect(signedIn.json().data.identity.member.id).toBe(member.id);
    const me = await callStaff(t, 'admin/staff/me', {}, { host: given.host, token: cookieToken(signedIn) });
    expect(refusalCode(me)).toBeNull();
  });

  it('asks for the app after the mailed code too', async () => {
    const { email } = await enrolledMember();
    const sent = await callStaff(t, 'admin/staff/login/sendCode', { email }, { host: given.host });
    const code = /\b(\d{4})\b/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const verified = await callStaff(
      t,
      'admin/staff/login/verifyCode',
      { key: sent.json().data.key, code },
      { host: given.host },
    );
    expect(verified.json().data.second_factor.method).toBe('totp');
    expect(verified.cookies.find((cookie) => cookie.name === 'screener_staff')).toBeUndefined();
  });

  it('refuses a code already used in its time window', async () => {
    const { email, secret } = await enrolledMember();
    const code = codeOf(secret);
    const first = await totpLogin((await secondFactorOf(email)).token, code);
    expect(refusalCode(first)).toBeNull();
    const replay = await totpLogin((await secondFactorOf(email)).token, code);
    expect(refusalCode(replay)).toBe(4140);
  });

  it('spends the pass once, and refuses it after 10 minutes or on another site', async () => {
    const { email, secret } = await enrolledMember();
    const pass = await secondFactorOf(email);
    expect(refusalCode(await totpLogin(pass.token, codeOf(secret)))).toBeNull();
    t.clock.advance(30_000);
    const again = await totpLogin(pass.token, codeOf(secret));
    expect(refusalCode(again)).toBe(4141);

    const late = await secondFactorOf(email);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await totpLogin(late.token, codeOf(secret))).json().error.code).toBe(4141);

    const other = await createCompany(t.db);
    const elsewhere = await secondFactorOf(email);
    expect(refusalCode(await totpLogin(elsewhere.token, codeOf(secret), other.domain))).toBe(4141);
  });

  it('counts wrong codes per account across addresses and passes, and waits longer after each', async () => {
    const { email, secret } = await enrolledMember();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const pass = await secondFactorOf(email);
      expect(refusalCode(await totpLogin(pass.token, '000000'))).toBe(4140);
    }
    const pass = await secondFactorOf(email);
    const limited = await totpLogin(pass.token, codeOf(secret));
    expect(refusalCode(limited)).toBe(429);
    expect(limited.json().error.details.retryAfterSeconds).toBe(2);
    t.clock.advance(2_000);
    expect(refusalCode(await totpLogin(pass.token, '000000'))).toBe(4140);
    const longer = await totpLogin(pass.token, codeOf(secret));
    expect(longer.json().error.details.retryAfterSeconds).toBe(4);
    t.clock.advance(4_000);
    expect(refusalCode(await totpLogin(pass.token, codeOf(secret)))).toBeNull();
    const afterSuccess = await totpLogin((await secondFactorOf(email)).token, '000000');
    expect(refusalCode(afterSuccess)).toBe(4140);
  });
});

describe('a company that requires two-step sign-in', () => {
  it('leads a member without an app to set one up before any session, and keeps it on', async () => {
    const other = await createCompany(t.db);
    const owner = await createStaff(t, other.id, 'owner', { email: 'boss@staff.test', password: PASSWORD });
    const refused = await staffCall(
      t,
      other.domain,
      'admin/staff/signInPolicy/update',
      { totp_required: true },
      owner.token,
    );
    expect(refusalCode(refused)).toBe(4143);
    const ownSetup = await staffCall<{ secret: string }>(
      t,
      other.domain,
      'admin/staff/totp/setup',
      {},
      owner.token,
    );
    await staffCall(
      t,
      other.domain,
      'admin/staff/totp/confirm',
      { code: codeOf(ownSetup.data.secret) },
      owner.token,
    );
    const signedInWithoutApp = await createStaff(t, other.id, 'manager');
    const required = await staffCall(
      t,
      other.domain,
      'admin/staff/signInPolicy/update',
      { totp_required: true },
      owner.token,
    );
    expect(required.data).toEqual({ policy: { totp_required: true } });
    expect(refusalCode(await staffCall(t, other.domain, 'admin/staff/me', {}, owner.token))).toBeNull();
    const signedOut = await staffCall(t, other.domain, 'admin/staff/me', {}, signedInWithoutApp.token);
    expect(refusalCode(signedOut)).toBe(401);

    await createStaff(t, other.id, 'box_office', { email: 'door2@staff.test', password: PASSWORD });
    const login = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'door2@staff.test', password: PASSWORD },
      { host: other.domain },
    );
    expect(login.cookies.find((cookie) => cookie.name === 'screener_staff')).toBeUndefined();
    const pass = login.json().data.second_factor;
    expect(pass.method).toBe('enrol');
    const setup = await callStaff(
      t,
      'admin/staff/login/totpSetup',
      { token: pass.token },
      { host: other.domain },
    );
    const { secret } = setup.json().data;
    const signedIn = await totpLogin(pass.token, codeOf(secret), other.domain);
    expect(refusalCode(signedIn)).toBeNull();
    const token = cookieToken(signedIn);
    const status = await staffCall(t, other.domain, 'admin/staff/totp/get', {}, token);
    expect(status.data).toEqual({ enabled: true, required: true });
    t.clock.advance(30_000);
    const off = await staffCall(t, other.domain, 'admin/staff/totp/disable', { code: codeOf(secret) }, token);
    expect(refusalCode(off)).toBe(4142);
  });

  it('lets only owners change the rule, and leaves operators to their own choice', async () => {
    const manager = await createStaff(t, given.companyId, 'manager');
    const denied = await staffCall(
      t,
      given.host,
      'admin/staff/signInPolicy/update',
      { totp_required: true },
      manager.token,
    );
    expect(refusalCode(denied)).toBe(403);
    const { token } = await enrolledMember('owner');
    await staffCall(t, given.host, 'admin/staff/signInPolicy/update', { totp_required: true }, token);
    await createStaff(t, null, 'operator', { email: 'ops@platform.test', password: PASSWORD });
    const operator = await passwordLogin('ops@platform.test');
    expect(operator.json().data.identity.kind).toBe('operator');
    await staffCall(t, given.host, 'admin/staff/signInPolicy/update', { totp_required: false }, token);
  });
});
