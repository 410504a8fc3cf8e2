import { describe, expect, it } from 'vitest';
import type { TwilioClientFactory } from '../../ports/sms.ts';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi } from '../auth/auth-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { companyGatewayCredentials } from './schema.ts';

const created: { account: string; to: string; body: string; from?: string }[] = [];
const twilioClient: TwilioClientFactory = async (accountSid) => ({
  create: async (input) => {
    created.push({
      account: accountSid,
      to: input.to,
      body: input.body,
      ...(input.from ? { from: input.from } : {}),
    });
    return { sid: 'SM1' };
  },
});

const SID = `AC${'1234abcd'.repeat(4)}`;
const TOKEN = 'test-auth-token-5678';
let ip = 0;
const freshIp = () => `10.9.0.${++ip}`;

/** Phone codes through the company's own Twilio account (docs/decisions/0046-sms-through-twilio.md). */
const t = useTestApp({ twilioClient });
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Harbour Cinema' });
  const other = await createCompany(t.db, { title: 'Other Cinema' });
  const host = company.domain;
  const otherHost = other.domain;
  const owner = (await createStaff(t, company.id, 'owner')).token;
  const manager = (await createStaff(t, company.id, 'manager')).token;
  await createConsumer(t.db, company.id, { email: 'phone@example.test', phone: '+447700900123' });
  await createConsumer(t.db, other.id, { email: 'phone@example.test', phone: '+447700900123' });
  return { host, otherHost, owner, manager };
});

const sms = (token: string, path: 'get' | 'update', payload: object = {}) =>
  callStaff(t, `admin/settings/sms/${path}`, payload, { host: given.host, token });

async function phoneCode(onHost: string) {
  const checked = await callApi(
    t,
    'consumer/checkEmail',
    { email: 'phone@example.test' },
    { host: onHost, ip: freshIp() },
  );
  const key = (checked.json() as { data: { otp: { key: string } } }).data.otp.key;
  await callApi(
    t,
    'consumer/resendVerification',
    { key, phone: '+447700900123' },
    { host: onHost, ip: freshIp() },
  );
}

describe('SMS settings', () => {
  it('start with no account of the company’s own: codes go through the deployment’s transport', async () => {
    const view = await sms(given.owner, 'get');
    expect(view.json().data.sms).toEqual({
      provider: null,
      credentials: { account_sid: null, auth_token: null, from: null },
    });
    await phoneCode(given.host);
    expect(t.sms.sent.at(-1)?.to).toBe('+447700900123');
    expect(created).toEqual([]);
  });

  it('are the owner’s: a manager may neither read nor change them', async () => {
    expect(refusalCode(await sms(given.manager, 'get'))).toBe(403);
    expect(refusalCode(await sms(given.manager, 'update', { credentials: { account_sid: SID } }))).toBe(403);
  });

  it('refuse a first save without every field, and a malformed sender', async () => {
    const partial = await sms(given.owner, 'update', { credentials: { account_sid: SID } });
    expect(partial.json().error.details.fields).toHaveProperty(['credentials.auth_token']);
    const malformed = await sms(given.owner, 'update', {
      credentials: { account_sid: SID, auth_token: TOKEN, from: '07700 900123' },
    });
    expect(malformed.json().error.code).toBe(400);
    expect(await t.db.select().from(companyGatewayCredentials)).toEqual([]);
  });

  it('keep the account sealed, show its last four characters, and send the company’s codes through it', async () => {
    const saved = await sms(given.owner, 'update', {
      credentials: { account_sid: SID, auth_token: TOKEN, from: '+15005550006' },
    });
    expect(saved.json().data.sms).toEqual({
      provider: 'twilio',
      credentials: { account_sid: { last4: 'abcd' }, auth_token: { last4: '5678' }, from: { last4: '0006' } },
    });
    const [row] = await t.db.select().from(companyGatewayCredentials);
    expect(row?.gateway).toBe('twilio');
    expect(JSON.stringify(row)).not.toContain(TOKEN);

    const before = t.sms.sent.length;
    await phoneCode(given.host);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ account: SID, to: '+447700900123', from: '+15005550006' });
    expect(created[0]?.body).toMatch(/^Harbour Cinema: .* \d{4}$/);
    expect(t.sms.sent).toHaveLength(before);

    // Another company's codes still go through the deployment's transport.
    await phoneCode(given.otherHost);
    expect(created).toHaveLength(1);
    expect(t.sms.sent).toHaveLength(before + 1);
  });

  it('forget the account with null: codes go through the deployment’s transport again', async () => {
    const forgotten = await sms(given.owner, 'update', { credentials: null });
    expect(forgotten.json().data.sms.provider).toBeNull();
    const count = created.length;
    await phoneCode(given.host);
    expect(created).toHaveLength(count);
  });
});
