import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festival = await createCompany(t.db, {
    title: 'Festival',
    domain: 'festival.localhost',
    mailingListApiKey: 'secret-key-us1',
    mailingListId: 'list-1',
    paymentSetting: { enabled_payment_gateways: ['sandbox', 'stripe'], statement_descriptor_suffix: 'FEST' },
  });
  const festivalId = festival.id;
  await createCompany(t.db, { title: 'Cinema', domain: 'cinema.localhost' });
  return { festivalId };
});

const call = (url: string, body: unknown = {}, host = 'festival.localhost') =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body as object, headers: { host } });

describe('guest/company/get', () => {
  it('finds the company by the Host header, port and case aside', async () => {
    const response = await call('guest/company/get', {}, 'Cinema.LocalHost:3000');
    expect(refusalCode(response)).toBeNull();
    expect(response.json().data.company.title).toBe('Cinema');
  });

  it('prefers the origin the browser sends', async () => {
    const response = await call(
      'guest/company/get',
      { origin: 'http://festival.localhost:5173' },
      'cinema.localhost',
    );
    expect(response.json().data.company.title).toBe('Festival');
  });

  it('tells whether a newsletter exists without sending the mailing-list key', async () => {
    const response = await call('guest/company/get');
    expect(response.json().data.company.custom_properties.newsletter_enabled).toBe(true);
    expect(response.body).not.toContain('secret-key-us1');
  });

  it('offers no Google sign-in when the deployment configures no client id', async () => {
    const response = await call('guest/company/get');
    expect(response.json().data.company.google_client_id).toBeNull();
  });

  it('answers an unknown domain with 404', async () => {
    const response = await call('guest/company/get', {}, 'nobody.localhost');
    expect(refusalCode(response)).toBe(404);
  });

  it('refuses an origin that is not a string', async () => {
    const response = await call('guest/company/get', { origin: 7 });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields.origin).toHaveLength(1);
  });
});

describe('guest/company/{companyId}/...', () => {
  it('gets the company by id', async () => {
    const response = await call(`guest/company/${given.festivalId}/get`, {}, 'elsewhere.localhost');
    expect(response.json().data.company.id).toBe(given.festivalId);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect(refusalCode(await call('guest/company/999999/get'))).toBe(404);
    expect(refusalCode(await call('guest/company/abc/get'))).toBe(404);
  });
});

describe('guest/company/list', () => {
  it('lists the sites for the development chooser', async () => {
    const response = await call('guest/company/list', {}, 'localhost');
    const titles = response.json().data.companies.map((company: { title: string }) => company.title);
    expect(titles).toEqual(['Festival', 'Cinema']);
  });

  it('lists nothing in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    await createCompany(production.db);
    const response = await production.app.inject({
      method: 'POST',
      url: '/api/guest/company/list',
      payload: {},
    });
    expect(response.json().data.companies).toEqual([]);
    await production.close();
  });
});
