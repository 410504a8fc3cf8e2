import { PRICING_TYPES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { apiKeys } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festivalId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  const otherId = (await createCompany(t.db, { domain: 'other.localhost' })).id;
  const owner = (await createStaff(t, festivalId, 'owner')).token;
  const otherOwner = (await createStaff(t, otherId, 'owner')).token;
  for (const [companyId, prefix, count] of [
    [festivalId, 'fest', 5],
    [otherId, 'other', 2],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const viewer = await createConsumer(t.db, companyId, { email: `${prefix}${index}@example.test` });
      const [event] = await t.db
        .insert(screeners)
        .values({
          companyId,
          title: `${prefix} event ${index}`,
          screeningStartsAt: t.clock.now(),
          screeningEndsAt: new Date(t.clock.now().getTime() + 3_600_000),
        })
        .returning();
      await t.db.insert(purchases).values({
        companyId,
        consumerId: viewer.id,
        purchaseType: PRICING_TYPES.single,
        screenerId: event?.id ?? null,
        currency: 'EUR',
        amountMinor: 500 + index,
        gateway: 'sandbox',
        idempotencyKey: `${prefix}-${index}`,
        status: 30,
        completedAt: t.clock.now(),
      });
    }
  }
  return { festivalId, otherId, owner, otherOwner };
});

const adminCall = (path: string, payload: object, host = 'festival.localhost', token = given.owner) =>
  callStaff(t, `admin/api-keys/${path}`, payload, { host, token });

async function newKey(name = 'Ticket sync', host = 'festival.localhost', token = given.owner) {
  const response = await adminCall('create', { name }, host, token);
  expect(refusalCode(response)).toBeNull();
  return response.json().data as { key: { id: number; prefix: string }; token: string };
}

const rest = (path: string, key: string | null, host = 'festival.localhost') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) },
  });

describe('API keys', () => {
  it('shows a key once, keeps only its hash and lists it without it', async () => {
    const { key, token } = await newKey();
    expect(token.startsWith(key.prefix)).toBe(true);
    const listed = await adminCall('list', {});
    expect(listed.json().data.keys).toEqual([expect.objectContaining({ id: key.id, scope: 'read' })]);
    expect(JSON.stringify(listed.json().data)).not.toContain(token);
    const stored = await t.db.select().from(apiKeys);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('lets only owners manage keys, and each company sees its own', async () => {
    for (const role of ['manager', 'box_office'] as const) {
      const { token } = await createStaff(t, given.festivalId, role);
      expect(refusalCode(await adminCall('create', { name: 'x' }, 'festival.localhost', token))).toBe(403);
      expect(refusalCode(await adminCall('list', {}, 'festival.localhost', token))).toBe(403);
      expect(refusalCode(await adminCall('revoke', { key_id: 1 }, 'festival.localhost', token))).toBe(403);
    }
    const { key } = await newKey('Mine');
    const theirs = await adminCall('list', {}, 'other.localhost', given.otherOwner);
    expect(theirs.json().data.keys).toEqual([]);
    expect(
      refusalCode(await adminCall('revoke', { key_id: key.id }, 'other.localhost', given.otherOwner)),
    ).toBe(404);
    expect(refusalCode(await adminCall('create', { name: '' }))).toBe(400);
  });
});

describe('the REST surface', () => {
  it('pages through the orders, events and viewers of the key’s company only', async () => {
    const { token } = await newKey('Reader');
    for (const path of ['orders', 'events', 'viewers']) {
      const seen: { id: number }[] = [];
      let cursor: string | null = null;
      do {
        const response = await rest(`${path}?limit=2${cursor ? `&cursor=${cursor}` : ''}`, token);
        expect(response.statusCode, path).toBe(200);
        const page = response.json() as { data: { id: number }[]; next_cursor: string | null };
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data);
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen, path).toHaveLength(5);
      expect(new Set(seen.map((row) => row.id)).size).toBe(5);
    }
    const viewers = await rest('viewers?limit=200', token);
    expect(JSON.stringify(viewers.json())).not.toContain('other0@example.test');
    const events = await rest('events', token);
    expect(JSON.stringify(events.json())).not.toContain('other event');
  });

  it('answers 401 without a key, with an unknown or a revoked one, and 403 on another site', async () => {
    const { key, token } = await newKey('Short-lived');
    const noKey = await rest('orders', null);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.headers['content-type']).toContain('application/problem+json');
    expect(noKey.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
    expect((await rest('orders', 'scr_not-a-real-key')).statusCode).toBe(401);
    expect((await rest('orders', token, 'other.localhost')).statusCode).toBe(403);
    expect((await rest('orders?limit=5000', token)).statusCode).toBe(400);
    expect((await rest('orders', token)).statusCode).toBe(200);
    expect(refusalCode(await adminCall('revoke', { key_id: key.id }))).toBeNull();
    expect((await rest('orders', token)).statusCode).toBe(401);
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await rest('openapi.json', null);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/orders', '/events', '/viewers']);
    const orderPage = document.paths['/orders'].get.responses['200'].content['application/json'].schema;
    expect(orderPage.properties.data.items.properties.amount_minor.type).toBe('integer');
    expect(document.paths['/viewers'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'cursor',
      'limit',
    ]);
  });
});
