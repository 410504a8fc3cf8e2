import { PRICING_TYPES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { createCompany, guestHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { attemptKey, call, createShop } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from './staff-test-helpers.ts';

const SUSPENDED = 4420;

const t = useTestApp();
const given = seededForFile(async () => {
  const consoleHost = (await createCompany(t.db)).domain;
  const operator = (await createStaff(t, null, 'operator', { email: 'ops@platform.test' })).token;
  const shop = await createShop(t);
  const host = shop.company.domain;
  const eventId = await shop.event({ title: 'Premiere' });
  const ticketPlan = await shop.plan(PRICING_TYPES.single, 1200, [eventId]);
  return { consoleHost, operator, shop, host, ticketPlan };
});

const asOperator = (path: string, payload: object) =>
  callStaff(t, path, payload, { host: given.consoleHost, token: given.operator });

const suspend = (suspended: boolean, reason?: string) =>
  asOperator('admin/platform/companies/suspend', {
    company_id: given.shop.company.id,
    suspended,
    ...(reason === undefined ? {} : { reason }),
  });

const siteOf = (domain: string, language: 'en' | 'he' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest/company/get',
    payload: {},
    headers: { host: domain, authorization: guestHeader(t.clock.now(), language) },
  });

/** A new viewer's ticket purchase with the sandbox's success card. */
/** A call that resolves its company through this node's cache (by host), as most calls do. */
const pagesOf = (domain: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/page/list',
    payload: {},
    headers: { host: domain, authorization: guestHeader(t.clock.now(), 'en') },
  });

const buy = async () =>
  call(
    t,
    given.host,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'sandbox',
      idempotency_key: attemptKey(),
      card_number: '4242424242424242',
      zip_code: '12345',
      address: 'Main street 1',
      pricing_id: given.ticketPlan,
    },
    (await given.shop.viewer()).session,
  );

const ownerPassword = 'owner-pass-1';
const signIn = () =>
  callStaff(
    t,
    'admin/staff/login/password',
    { email: 'boss@shop.test', password: ownerPassword },
    { host: given.host },
  );

describe('suspending a company', () => {
  it('is the operator’s alone: an owner is refused, an unknown company is not found', async () => {
    const owner = await createStaff(t, given.shop.company.id, 'owner');
    const byOwner = await callStaff(
      t,
      'admin/platform/companies/suspend',
      { company_id: given.shop.company.id, suspended: true },
      { host: given.host, token: owner.token },
    );
    expect(refusalCode(byOwner)).toBe(403);
    const unknown = await asOperator('admin/platform/companies/suspend', {
      company_id: 999_999,
      suspended: true,
    });
    expect(refusalCode(unknown)).toBe(404);
    const tooLong = await suspend(true, 'x'.repeat(501));
    expect(refusalCode(tooLong)).toBe(400);
    expect(tooLong.json().error.details.fields.reason).toBeDefined();
    expect(refusalCode(await siteOf(given.host))).toBeNull();
  });

  it('closes the site to visitors, purchases and staff at once, and the operator still reaches it', async () => {
    const owner = await createStaff(t, given.shop.company.id, 'owner', {
      email: 'boss@shop.test',
      password: ownerPassword,
    });
    // Read once, so this node holds the open company in its cache.
    expect(refusalCode(await siteOf(given.host))).toBeNull();
    expect(refusalCode(await pagesOf(given.host))).toBeNull();
    expect((await buy()).error).toBeNull();

    const suspended = await suspend(true, 'Unpaid invoices');
    expect(suspended.json().data.company).toMatchObject({
      id: given.shop.company.id,
      suspended_reason: 'Unpaid invoices',
    });
    expect(suspended.json().data.company.suspended_at).not.toBeNull();

    const visit = await siteOf(given.host, 'he');
    expect(refusalCode(visit)).toBe(SUSPENDED);
    expect(visit.json().error.message).toBe('האתר הזה אינו זמין כרגע. נא לחזור מאוחר יותר.');
    expect(refusalCode(await pagesOf(given.host))).toBe(SUSPENDED);
    expect((await buy()).error?.code).toBe(SUSPENDED);
    const signedOut = await signIn();
    expect(refusalCode(signedOut)).toBe(SUSPENDED);
    expect(signedOut.json().error.message).toBe(
      'This site is unavailable at the moment. Please come back later.',
    );
    expect(
      refusalCode(await callStaff(t, 'admin/staff/me', {}, { host: given.host, token: owner.token })),
    ).toBe(SUSPENDED);

    const listed = (await asOperator('admin/platform/companies/list', {})).json().data.companies;
    expect(listed.find((company: { id: number }) => company.id === given.shop.company.id)).toMatchObject({
      suspended_reason: 'Unpaid invoices',
    });
    const invited = await asOperator('admin/platform/companies/inviteOwner', {
      company_id: given.shop.company.id,
      email: 'rescuer@shop.test',
    });
    expect(refusalCode(invited)).toBeNull();
  });

  it('reinstates the site: visitors buy and staff sign in again, both changes in the audit log', async () => {
    const reinstated = await suspend(false);
    expect(reinstated.json().data.company).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect(refusalCode(await siteOf(given.host))).toBeNull();
    expect(refusalCode(await pagesOf(given.host))).toBeNull();
    expect((await buy()).error).toBeNull();
    const signedIn = await signIn();
    expect(refusalCode(signedIn)).toBeNull();

    const owner = await createStaff(t, given.shop.company.id, 'owner');
    const audit = await callStaff(t, 'admin/audit/list', {}, { host: given.host, token: owner.token });
    const actions = audit.json().data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['company.suspend', 'company.reinstate']));
  });

  it('moves the site off its old host at once, the cached copy included', async () => {
    const site = await createCompany(t.db, { domain: 'before-move.localhost' });
    expect(refusalCode(await pagesOf('before-move.localhost'))).toBeNull();
    const moved = await asOperator('admin/platform/companies/setDomain', {
      company_id: site.id,
      domain: 'after-move.localhost',
    });
    expect(refusalCode(moved)).toBeNull();
    expect(refusalCode(await pagesOf('before-move.localhost'))).toBe(404);
    expect(refusalCode(await siteOf('before-move.localhost'))).toBe(404);
    expect((await siteOf('after-move.localhost')).json().data.company.id).toBe(site.id);
  });
});
