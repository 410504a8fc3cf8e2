import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { screeners } from '../screenings/schema.ts';
import { callApi } from './auth-test-helpers.ts';
import { hashPassword } from './passwords.ts';
import { accessLinks, autoRegisterLinks } from './schema.ts';

let screenerId: number;

type LoginData = { key: string; secret: string; consumer: { id: number; email: string } };

const t = useTestApp();
const given = seededForFile(async () => {
  const festivalId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  const adminId = (
    await createConsumer(t.db, festivalId, {
      email: 'admin@festival.test',
      role: 'company_admin',
      passwordHash: await hashPassword('admin-secret'),
    })
  ).id;
  await createConsumer(t.db, festivalId, {
    email: 'viewer@festival.test',
    passwordHash: await hashPassword('viewer-secret'),
  });
  const [screener] = await t.db
    .insert(screeners)
    .values({
      companyId: festivalId,
      title: 'Linked event',
      status: 'published',
      screeningStartsAt: t.clock.now(),
      screeningEndsAt: new Date(t.clock.now().getTime() + 3600_000),
    })
    .returning();
  if (!screener) throw new Error('no screener');
  screenerId = screener.id;
  await t.db.insert(accessLinks).values([
    { companyId: festivalId, screenerId, linkId: 'guest-link', mode: 'anonymous' },
    { companyId: festivalId, screenerId, linkId: 'admin-link', mode: 'consumer', consumerId: adminId },
  ]);
  return { festivalId, adminId };
});

const login = async (email: string, password: string): Promise<LoginData> =>
  (await callApi(t, 'consumer/login', { email, password })).json().data;
const openLink = async (body: object): Promise<LoginData> =>
  (await callApi(t, 'consumer/loginWithAccessLink', { screener_id: screenerId, ...body })).json().data;
/** The session still opens calls: `alive` answers no refusal. */
const alive = async (session: LoginData) => refusalCode(await callApi(t, 'alive', {}, { session }));
const changeStream = (session: LoginData) =>
  callApi(
    t,
    `admin/screenings/${screenerId}/streams/change`,
    { type: 'whereby', active: false },
    { session },
  );

describe('an anonymous access link given an existing account’s address', () => {
  it.each([
    ['the administrator', 'admin@festival.test', 'admin-secret'],
    ['a viewer', 'viewer@festival.test', 'viewer-secret'],
  ])('never signs in as %s, nor ends their session', async (_who, email, password) => {
    const owner = await login(email, password);
    const link = await openLink({ link_id: 'guest-link', name: 'Outsider', email });
    expect(link.consumer.email).toBe(email);
    expect(link.consumer.id).not.toBe(owner.consumer.id);
    expect(await alive(owner)).toBeNull();
    expect(refusalCode(await changeStream(link))).toBe(401);
    // The link viewer sees no purchases or screenings of the account.
    const customer = (await callApi(t, 'customer/get', {}, { session: link })).json().data;
    expect(customer.consumer.id).not.toBe(owner.consumer.id);
  });
});

describe('a consumer link naming a staff account', () => {
  it('is refused, and leaves the account’s session alone', async () => {
    const admin = await login('admin@festival.test', 'admin-secret');
    const answer = await callApi(t, 'consumer/loginWithAccessLink', {
      screener_id: screenerId,
      link_id: 'admin-link',
    });
    expect(refusalCode(answer)).toBe(403);
    expect(answer.json().data).toBeNull();
    expect(await alive(admin)).toBeNull();
  });

  it('nor does the account’s own viewer login open a back-office call: those take a staff session', async () => {
    const admin = await login('admin@festival.test', 'admin-secret');
    expect(refusalCode(await changeStream(admin))).toBe(401);
  });
});

describe('a chat-room invitation', () => {
  it('never opens a staff account, and leaves its session alone', async () => {
    const admin = await login('admin@festival.test', 'admin-secret');
    await t.db.insert(autoRegisterLinks).values({
      token: 'invite-admin',
      companyId: given.festivalId,
      email: 'admin@festival.test',
      name: 'Admin',
      screenerId,
    });
    const answer = await callApi(t, 'consumer/loginWithAutoRegisterLink', { token: 'invite-admin' });
    expect(refusalCode(answer)).toBe(4160);
    expect(await alive(admin)).toBeNull();
  });
});
