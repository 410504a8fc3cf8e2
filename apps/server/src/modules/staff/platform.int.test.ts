import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callStaff, createStaff, invitationLink } from './staff-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const consoleHost = (await createCompany(t.db)).domain;
  const operator = (await createStaff(t, null, 'operator', { email: 'ops@platform.test' })).token;
  return { consoleHost, operator };
});

const asOperator = (path: string, payload: object) =>
  callStaff(t, path, payload, { host: given.consoleHost, token: given.operator });

describe('platform console', () => {
  it('signs an operator in on any company’s site as an operator', async () => {
    const me = await asOperator('admin/staff/me', {});
    expect(me.json().data.identity).toMatchObject({ kind: 'operator', email: 'ops@platform.test' });
  });

  it('creates a company whose first owner is invited on its own domain', async () => {
    const created = await asOperator('admin/platform/companies/create', {
      title: 'Lagoon Films',
      slug: 'lagoon-films',
      domain: 'Lagoon.localhost',
      currency: 'EUR',
      timezone: 'Europe/Rome',
      owner_email: 'founder@lagoon.test',
    });
    expect(created.json().data.company).toMatchObject({ title: 'Lagoon Films', domain: 'lagoon.localhost' });
    const { token, url } = invitationLink(t, 'founder@lagoon.test');
    expect(url.startsWith('http://lagoon.localhost')).toBe(true);

    const accepted = await callStaff(
      t,
      'admin/staff/invitation/accept',
      { token, name: 'Lagoon Founder', password: 'lagoon-1' },
      { host: 'lagoon.localhost' },
    );
    expect(accepted.json().data.identity.member.role).toBe('owner');
    const site = await callStaff(t, 'guest/company/get', {}, { host: 'lagoon.localhost' });
    expect(site.json().data.company.title).toBe('Lagoon Films');
  });

  it('refuses a domain or short name another site has', async () => {
    const taken = await asOperator('admin/platform/companies/create', {
      title: 'Copy',
      slug: 'copy-site',
      domain: 'lagoon.localhost',
    });
    expect(refusalCode(taken)).toBe(409);
  });

  it('moves a site to another domain and invites another owner, both in the company’s audit log', async () => {
    const list = (await asOperator('admin/platform/companies/list', {})).json().data.companies;
    const lagoon = list.find((company: { slug: string }) => company.slug === 'lagoon-films');
    expect(lagoon.staff_count).toBe(1);
    const moved = await asOperator('admin/platform/companies/setDomain', {
      company_id: lagoon.id,
      domain: 'lagoon-films.localhost',
    });
    expect(moved.json().data.company.domain).toBe('lagoon-films.localhost');
    await asOperator('admin/platform/companies/inviteOwner', {
      company_id: lagoon.id,
      email: 'second@lagoon.test',
    });
    expect(invitationLink(t, 'second@lagoon.test').url.startsWith('http://lagoon-films.localhost')).toBe(
      true,
    );

    const owner = await createStaff(t, lagoon.id, 'owner');
    const audit = await callStaff(
      t,
      'admin/audit/list',
      {},
      { host: 'lagoon-films.localhost', token: owner.token },
    );
    const actions = audit
      .json()
      .data.entries.map((entry: { action: string; actor_email: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['company.create', 'company.domain_change', 'staff.invite', 'staff.join']),
    );
  });

  it('answers an unknown company with 404 and a bad domain with the field’s message', async () => {
    expect(
      refusalCode(
        await asOperator('admin/platform/companies/inviteOwner', { company_id: 999_999, email: 'x@y.test' }),
      ),
    ).toBe(404);
    const bad = await asOperator('admin/platform/companies/setDomain', { company_id: 1, domain: 'http://x' });
    expect(refusalCode(bad)).toBe(400);
    expect(bad.json().error.details.fields.domain).toBeDefined();
  });
});
