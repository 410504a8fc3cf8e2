import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';
import { createStaff } from '../staff/staff-test-helpers.ts';
import { newsletterSubscribers, supportRequests } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festival = await createCompany(t.db, {
    domain: 'festival.localhost',
    title: 'Northern Lights',
    contactEmail: 'hello@festival.test',
    mailingListApiKey: 'key-us6',
    mailingListId: 'list-1',
  });
  const cinema = await createCompany(t.db, { domain: 'cinema.localhost', title: 'Cinema' });
  const festivalId = festival.id;
  const cinemaId = cinema.id;
  // The owners receive the mail of a company without a contact address; other staff and viewers do not.
  await createStaff(t, cinema.id, 'owner', { email: 'boss@cinema.test' });
  await createStaff(t, cinema.id, 'owner', { email: 'second@cinema.test' });
  await createStaff(t, cinema.id, 'manager', { email: 'manager@cinema.test' });
  await createConsumer(t.db, cinema.id, { email: 'admin@cinema.test', role: 'company_admin' });
  await createConsumer(t.db, cinema.id, { email: 'viewer@cinema.test' });
  await createStaff(t, festival.id, 'owner', { email: 'owner@festival.test' });
  return { festivalId, cinemaId };
});

const call = (url: string, body: object, host: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload: body,
    headers: {
      host,
      authorization: JSON.stringify({
        key: '',
        timestamp: '11780000000',
        hash: '',
        version: '1',
        build_mode: 'production',
        language,
        screener_id: null,
      }),
    },
  });

const message = {
  name: 'Dana Levi',
  email: 'dana@example.test',
  message: 'Is the hall step-free?',
  refer_page: 'http://festival.localhost/about',
};

describe('consumer/support', () => {
  it('stores the request and mails the company contact address, replying to the viewer', async () => {
    const response = await call('consumer/support', message, 'festival.localhost');
    expect(refusalCode(response)).toBeNull();
    expect(response.json().data.message).toBe(
      'Thank you, your message has been sent. We will get back to you soon.',
    );
    const rows = await t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.companyId, given.festivalId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Dana Levi', referPage: 'http://festival.localhost/about' });
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe('hello@festival.test');
    expect(mail?.replyTo).toBe('"Dana Levi" <dana@example.test>');
    expect(mail?.subject).toBe('[Northern Lights] New message from Dana Levi');
    expect(mail?.text).toContain('Is the hall step-free?');
    expect(mail?.text).toContain('Sent from: http://festival.localhost/about');
  });

  it('mails the owners of a company without a contact address, and answers in the viewer’s language', async () => {
    const response = await call('consumer/support', message, 'cinema.localhost', 'he');
    expect(response.json().data.message).toBe('תודה, ההודעה נשלחה. נחזור אליך בהקדם.');
    expect(t.mailer.sent.at(-1)?.to).toBe('boss@cinema.test, second@cinema.test');
    const rows = await t.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.companyId, given.cinemaId));
    expect(rows).toHaveLength(1);
  });

  it('answers missing and invalid fields with the spec’s messages', async () => {
    const response = await call(
      'consumer/support',
      { name: ' ', email: 'not-an-email', message: '' },
      'festival.localhost',
    );
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      name: ['Field is required'],
      email: ['invalid email'],
      message: ['Field is required'],
    });
  });

  it('refuses the sixth message from one address within ten minutes with 429, per company', async () => {
    const sender = { ...message, email: 'busy@example.test' };
    for (let index = 0; index < 5; index += 1) {
      expect(refusalCode(await call('consumer/support', sender, 'festival.localhost'))).toBeNull();
    }
    const refused = await call(
      'consumer/support',
      { ...sender, email: 'BUSY@example.test' },
      'festival.localhost',
    );
    expect(refusalCode(refused)).toBe(429);
    expect(refused.statusCode).toBe(200);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another site counts its own messages.
    expect(refusalCode(await call('consumer/support', sender, 'cinema.localhost'))).toBeNull();
    t.clock.advance(10 * 60_000 + 1000);
    expect(refusalCode(await call('consumer/support', sender, 'festival.localhost'))).toBeNull();
  });

  it('answers an unknown site with 404', async () => {
    expect(refusalCode(await call('consumer/support', message, 'nowhere.localhost'))).toBe(404);
  });
});

describe('consumer/subscribeNewsletter without a provider', () => {
  it('keeps the address in the local list once, and answers the success message', async () => {
    const first = await call(
      'consumer/subscribeNewsletter',
      { email: 'Reader@example.test', company_id: given.cinemaId },
      'cinema.localhost',
    );
    expect(refusalCode(first)).toBeNull();
    expect(first.json().data.message).toBe('Thank you for subscribing to our newsletter!');
    await call(
      'consumer/subscribeNewsletter',
      { email: 'reader@example.test', company_id: given.cinemaId },
      'cinema.localhost',
    );
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.companyId, given.cinemaId));
    expect(rows.map((row) => [row.email, row.providerStatus])).toEqual([['Reader@example.test', 'local']]);
  });

  it('validates the address and refuses another company’s id', async () => {
    const invalid = await call(
      'consumer/subscribeNewsletter',
      { email: '', company_id: given.cinemaId },
      'cinema.localhost',
    );
    expect(refusalCode(invalid)).toBe(400);
    expect(invalid.json().error.details.fields).toEqual({ email: ['Field is required'] });
    const foreign = await call(
      'consumer/subscribeNewsletter',
      { email: 'reader@example.test', company_id: given.festivalId },
      'cinema.localhost',
    );
    expect(refusalCode(foreign)).toBe(404);
    const festivalRows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.companyId, given.festivalId));
    expect(festivalRows).toEqual([]);
  });
});

describe('consumer/subscribeNewsletter through a Mailchimp-style provider', () => {
  type Received = { method?: string; url?: string; authorization?: string; body: unknown };
  let stub: Server;
  let provider: TestApp;
  const received: Received[] = [];
  let answerStatus = 200;
  let companyId: number;

  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  };

  beforeAll(async () => {
    stub = createServer(async (request, response) => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body: await read(request),
      });
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'subscribed' }));
    });
    stub.listen(0, '127.0.0.1');
    await once(stub, 'listening');
    const { port } = stub.address() as AddressInfo;
    provider = await createTestApp({
      env: { MAILING_LIST_PROVIDER: 'mailchimp', MAILING_LIST_API_URL: `http://127.0.0.1:${port}/{dc}/3.0` },
    });
    const company = await createCompany(provider.db, {
      domain: 'list.localhost',
      mailingListApiKey: 'abc123-us6',
      mailingListId: 'news list',
    });
    companyId = company.id;
  });
  afterAll(async () => {
    await provider.close();
    stub.close();
  });

  const subscribe = (email: string) =>
    provider.app.inject({
      method: 'POST',
      url: '/api/consumer/subscribeNewsletter',
      payload: { email, company_id: companyId },
      headers: { host: 'list.localhost' },
    });

  it('puts the member on the company’s list in the key’s data centre with basic auth', async () => {
    const response = await subscribe('Reader@Example.test');
    expect(refusalCode(response)).toBeNull();
    expect(received).toHaveLength(1);
    const memberHash = createHash('md5').update('reader@example.test').digest('hex');
    expect(received[0]).toEqual({
      method: 'PUT',
      url: `/us6/3.0/lists/news%20list/members/${memberHash}`,
      authorization: `Basic ${Buffer.from('screener:abc123-us6').toString('base64')}`,
      body: { email_address: 'reader@example.test', status_if_new: 'subscribed' },
    });
    const [row] = await provider.db.select().from(newsletterSubscribers);
    expect(row?.providerStatus).toBe('synced');
  });

  const statusOf = async (email: string) =>
    (
      await provider.db
        .select({ status: newsletterSubscribers.providerStatus })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
    )[0]?.status;
  const triesFor = (email: string) =>
    received.filter((request) => (request.body as { email_address?: string }).email_address === email).length;

  it('keeps a sign-up the provider refuses, tells the viewer so, and the queue hands it over once the provider is back', async () => {
    answerStatus = 503;
    const response = await subscribe('late@example.test');
    expect(refusalCode(response)).toBeNull();
    expect(response.json().data.message).toBe('Thank you for subscribing to our newsletter!');
    expect(await statusOf('late@example.test')).toBe('pending');

    answerStatus = 200;
    await provider.app.newsletterQueue?.runDue();
    expect(triesFor('late@example.test')).toBe(2);
    expect(await statusOf('late@example.test')).toBe('synced');
    // Done: nothing is left to run.
    await provider.app.newsletterQueue?.runDue();
    expect(triesFor('late@example.test')).toBe(2);
  });

  it('keeps retrying while the provider is down, later rather than at once', async () => {
    answerStatus = 503;
    expect(refusalCode(await subscribe('down@example.test'))).toBeNull();
    await provider.app.newsletterQueue?.runDue();
    expect(triesFor('down@example.test')).toBe(2);
    expect(await statusOf('down@example.test')).toBe('pending');
    // The next try waits out its delay: a provider that is down is not asked again straight away.
    await provider.app.newsletterQueue?.runDue();
    expect(triesFor('down@example.test')).toBe(2);
    answerStatus = 200;
  });
});
