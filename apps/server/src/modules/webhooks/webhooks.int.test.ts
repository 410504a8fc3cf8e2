import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookDelivery } from '@screener/contracts/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callApi } from '../auth/auth-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { webhookDeliveries } from './schema.ts';

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: string };

let t: TestApp;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** The statuses the receiver answers on each path, in turn; 200 once they run out. */
let answers: Record<string, number[]> = {};
let owner: string;
let otherOwner: string;
let festivalId: number;
let otherId: number;
let ipSequence = 0;
const freshIp = () => `10.9.0.${++ipSequence}`;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      // An endpoint that never answers.
      if (request.url === '/silent') return;
      const status = answers[request.url ?? '']?.shift() ?? 200;
      response.writeHead(status, status === 302 ? { location: `${base}/elsewhere` } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp();
  festivalId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  otherId = (await createCompany(t.db, { domain: 'other.localhost' })).id;
});

afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(async () => {
  received.length = 0;
  answers = {};
  // Fresh sessions: a test moves the clock on by a day.
  owner = (await createStaff(t, festivalId, 'owner')).token;
  otherOwner = (await createStaff(t, otherId, 'owner')).token;
});

const asOwner = (path: string, payload: object, host = 'festival.localhost', token = owner) =>
  callStaff(t, `admin/webhooks/${path}`, payload, { host, token });

async function saveEndpoint(path: string, events: string[]) {
  const response = await asOwner('save', { url: `${base}${path}`, events });
  expect(refusalCode(response)).toBeNull();
  return response.json().data as { endpoint: { id: number }; secret: string };
}

async function deliveriesOf(endpointId: number, host = 'festival.localhost', token = owner) {
  const response = await asOwner('deliveries', { endpoint_id: endpointId }, host, token);
  expect(refusalCode(response)).toBeNull();
  return (response.json().data as { deliveries: WebhookDelivery[] }).deliveries;
}

const register = (email: string, host = 'festival.localhost') =>
  callApi(t, 'customer/registration', { email, name: 'Regina' }, { ip: freshIp(), host });

/** What a receiver does: the HMAC-SHA256 of "t.body" under the secret, computed here on its own. */
function signedBy(secret: string, delivery: Received): boolean {
  const header = String(delivery.headers['screener-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest('hex');
  return expected === match[2];
}

describe('outgoing webhooks', () => {
  it('signs a delivery, sends nothing in the request that caused it, and retries after a 500', async () => {
    const { endpoint, secret } = await saveEndpoint('/hook', ['viewer.registered']);
    expect(secret).toMatch(/^whsec_/);
    // The secret is shown once: the list does not carry it.
    const listed = await asOwner('list', {});
    expect(JSON.stringify(listed.json().data)).not.toContain(secret);

    answers = { '/hook': [500] };
    expect(refusalCode(await register('first@example.test'))).toBeNull();
    expect(received).toHaveLength(0);
    const [queued] = await deliveriesOf(endpoint.id);
    expect(queued).toMatchObject({ event: 'viewer.registered', status: 'pending', attempts: 0 });

    await t.app.webhookQueue.runDue();
    expect(received).toHaveLength(1);
    const first = received[0] as Received;
    expect(signedBy(secret, first)).toBe(true);
    expect(signedBy('whsec_another', first)).toBe(false);
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'viewer.registered',
      data: { email: 'first@example.test' },
    });
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });

    // Not again at once: the retry waits its minute.
    await t.app.webhookQueue.runDue();
    expect(received).toHaveLength(1);
    t.clock.advance(61_000);
    await t.app.webhookQueue.runDue();
    expect(received).toHaveLength(2);
    const second = received[1] as Received;
    expect(second.body).toBe(first.body);
    expect(signedBy(secret, second)).toBe(true);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });

    // Send again: a new delivery of the same event.
    const resent = await asOwner('resend', { delivery_id: delivered?.id });
    expect(refusalCode(resent)).toBeNull();
    await t.app.webhookQueue.runDue();
    expect(received).toHaveLength(3);
    expect(JSON.parse((received[2] as Received).body).id).toBe(JSON.parse(first.body).id);
    const log = await deliveriesOf(endpoint.id);
    expect(log.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
  });

  it('backs off further after each failure and gives up after a day', async () => {
    const { endpoint } = await saveEndpoint('/down', ['viewer.registered']);
    answers = { '/down': Array.from({ length: 100 }, () => 500) };
    await register('down@example.test');
    const start = t.clock.now().getTime();
    const tries: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      const [due] = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      if (due?.status !== 'pending' || !due.nextAttemptAt) break;
      t.clock.set(due.nextAttemptAt);
      await t.app.webhookQueue.runDue();
      tries.push(t.clock.now().getTime() - start);
    }
    owner = (await createStaff(t, festivalId, 'owner')).token;
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: tries.length, next_attempt_at: null });
    expect(received.filter((item) => item.path === '/down')).toHaveLength(tries.length);
    const waits = tries.slice(1).map((at, index) => at - (tries[index] ?? 0));
    expect(waits.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(4 * 3_600_000);
    expect(tries.at(-1)).toBeLessThanOrEqual(24 * 3_600_000);
    expect((tries.at(-1) ?? 0) + 4 * 3_600_000).toBeGreaterThan(24 * 3_600_000);
  });

  it('does not follow a redirect: the try counts as failed', async () => {
    const { endpoint } = await saveEndpoint('/moved', ['viewer.registered']);
    answers = { '/moved': [302] };
    await register('moved@example.test');
    await t.app.webhookQueue.runDue();
    const paths = received.map((item) => item.path);
    expect(paths.filter((path) => path === '/moved')).toHaveLength(1);
    expect(paths).not.toContain('/elsewhere');
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', last_status_code: 302 });
  });

  it('sends a delivery once when two workers reach it at the same moment', async () => {
    const { endpoint } = await saveEndpoint('/once', ['viewer.registered']);
    await register('once@example.test');
    await Promise.all([t.app.webhookQueue.runDue(), t.app.webhookQueue.runDue()]);
    expect(received.filter((item) => item.path === '/once')).toHaveLength(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('keeps companies apart', async () => {
    const { endpoint } = await saveEndpoint('/mine', ['viewer.registered']);
    await register('elsewhere@example.test', 'other.localhost');
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await register('mine@example.test');
    const [mine] = await deliveriesOf(endpoint.id);
    expect(mine).toBeDefined();

    const theirList = await asOwner('list', {}, 'other.localhost', otherOwner);
    expect(theirList.json().data.endpoints).toEqual([]);
    expect(await deliveriesOf(endpoint.id, 'other.localhost', otherOwner)).toEqual([]);
    const resend = await asOwner('resend', { delivery_id: mine?.id }, 'other.localhost', otherOwner);
    expect(refusalCode(resend)).toBe(404);
    const change = await asOwner(
      'save',
      { endpoint_id: endpoint.id, url: `${base}/theirs`, events: ['order.completed'] },
      'other.localhost',
      otherOwner,
    );
    expect(refusalCode(change)).toBe(404);
  });

  it('lets only owners in', async () => {
    for (const role of ['manager', 'box_office'] as const) {
      const { token } = await createStaff(t, festivalId, role);
      for (const [path, payload] of [
        ['save', { url: `${base}/x`, events: ['order.completed'] }],
        ['list', {}],
        ['deliveries', {}],
        ['resend', { delivery_id: 1 }],
      ] as const) {
        expect(
          refusalCode(await asOwner(path, payload, 'festival.localhost', token)),
          `${role} ${path}`,
        ).toBe(403);
      }
    }
  });

  it('refuses private and link-local addresses and bad input', async () => {
    for (const url of [
      'https://10.0.0.7/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'http://93.184.216.34/plain-http',
    ]) {
      const response = await asOwner('save', { url, events: ['order.completed'] });
      expect(refusalCode(response), url).toBe(400);
      expect(response.json().error.details.fields.url, url).toHaveLength(1);
    }
    expect(
      refusalCode(await asOwner('save', { url: 'ftp://example.test/x', events: ['order.completed'] })),
    ).toBe(400);
    expect(refusalCode(await asOwner('save', { url: `${base}/x`, events: [] }))).toBe(400);
    expect(refusalCode(await asOwner('save', { url: `${base}/x`, events: ['order.exploded'] }))).toBe(400);
    // A public https address is taken.
    const publicOne = await asOwner('save', {
      url: 'https://93.184.216.34/hook',
      events: ['order.completed'],
    });
    expect(refusalCode(publicOne)).toBeNull();
  });
});

describe('outgoing webhooks in production', () => {
  let production: TestApp;
  let productionCompanyId: number;
  beforeAll(async () => {
    production = await createTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'false' } });
    productionCompanyId = (await createCompany(production.db, { domain: 'festival.localhost' })).id;
  });
  afterAll(async () => production.close());

  it('refuses an endpoint on this machine', async () => {
    const { token } = await createStaff(production, productionCompanyId, 'owner');
    for (const url of [
      `${base}/hook`,
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
    ]) {
      const response = await callStaff(
        production,
        'admin/webhooks/save',
        { url, events: ['order.completed'] },
        { host: 'festival.localhost', token },
      );
      expect(refusalCode(response), url).toBe(400);
    }
  });
});

describe('an endpoint that does not answer', () => {
  let quick: TestApp;
  let quickCompanyId: number;
  beforeAll(async () => {
    quick = await createTestApp({ env: { WEBHOOK_TIMEOUT_MS: '200' } });
    quickCompanyId = (await createCompany(quick.db, { domain: 'festival.localhost' })).id;
  });
  afterAll(async () => quick.close());

  it('is given up on after the timeout and tried again later', async () => {
    const { token } = await createStaff(quick, quickCompanyId, 'owner');
    const saved = await callStaff(
      quick,
      'admin/webhooks/save',
      { url: `${base}/silent`, events: ['viewer.registered'] },
      { host: 'festival.localhost', token },
    );
    const endpointId = saved.json().data.endpoint.id as number;
    const registered = await callApi(
      quick,
      'customer/registration',
      { email: 'silent@example.test', name: 'Regina' },
      { ip: freshIp() },
    );
    expect(refusalCode(registered)).toBeNull();
    await quick.app.webhookQueue.runDue();
    const [delivery] = await quick.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery?.lastError).toBeTruthy();
  });
});
