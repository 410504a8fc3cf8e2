import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createCapturingSms,
  createCompanySms,
  createOutboxSms,
  createTwilioSms,
  type OutboxSms,
  type TwilioClientFactory,
} from './sms.ts';

const SID = `AC${'0'.repeat(32)}`;

function fakeTwilio() {
  const created: { account: string; input: object }[] = [];
  const client: TwilioClientFactory = async (accountSid, authToken) => ({
    create: async (input) => {
      created.push({ account: `${accountSid}:${authToken}`, input });
      return { sid: 'SM1' };
    },
  });
  return { client, created };
}

describe('createTwilioSms', () => {
  it('sends from the number, or through the messaging service its SID names', async () => {
    const { client, created } = fakeTwilio();
    await createTwilioSms({ account_sid: SID, auth_token: 'token', from: '+15005550006' }, client).send({
      to: '+447700900123',
      text: 'Festival: your code 1234',
    });
    const service = `MG${'a'.repeat(32)}`;
    await createTwilioSms({ account_sid: SID, auth_token: 'token', from: service }, client).send({
      to: '+447700900123',
      text: 'again',
    });
    expect(created).toEqual([
      {
        account: `${SID}:token`,
        input: { to: '+447700900123', body: 'Festival: your code 1234', from: '+15005550006' },
      },
      {
        account: `${SID}:token`,
        input: { to: '+447700900123', body: 'again', messagingServiceSid: service },
      },
    ]);
  });
});

describe('createCompanySms', () => {
  it('sends through the company’s own account when it set one, else through the deployment’s transport', async () => {
    const { client, created } = fakeTwilio();
    const fallback = createCapturingSms();
    const sms = createCompanySms(
      fallback,
      async (companyId) =>
        companyId === 7 ? { account_sid: SID, auth_token: 'token', from: '+15005550006' } : null,
      client,
    );
    await sms.send({ to: '+1', text: 'own', companyId: 7 });
    await sms.send({ to: '+2', text: 'other company', companyId: 8 });
    await sms.send({ to: '+3', text: 'no company' });
    expect(created.map((item) => item.input)).toEqual([{ to: '+1', body: 'own', from: '+15005550006' }]);
    expect(fallback.sent.map((message) => message.text)).toEqual(['other company', 'no company']);
  });
});

describe('createOutboxSms', () => {
  it('keeps each message as a JSON file in the outbox and says where on the console', async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), 'sms-outbox-')), 'sms');
    const lines: string[] = [];
    await createOutboxSms(dir, (line) => lines.push(line)).send({
      to: '+447700900123',
      text: 'code 1234',
      companyId: 3,
    });
    const [file] = await readdir(dir);
    const kept = JSON.parse(await readFile(path.join(dir, file ?? ''), 'utf8')) as OutboxSms;
    expect(kept).toMatchObject({ to: '+447700900123', text: 'code 1234', companyId: 3 });
    expect(lines).toEqual([`[sms to +447700900123] kept in ${dir}`]);
    // The code is in the file, never on the console (logs are read by more people than the phone).
    expect(lines.join('')).not.toContain('1234');
  });
});
