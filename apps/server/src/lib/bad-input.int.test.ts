import { describe, expect, it } from 'vitest';
import { callApi } from '../modules/auth/auth-test-helpers.ts';
import { openSession } from '../modules/auth/sessions.ts';
import { createCompany, createConsumer, signedHeader } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { seededForFile } from '../test/seeded-for-file.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const companyId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  return { companyId };
});

const TOO_BIG = 2 ** 31;

describe('ids no row can have', () => {
  it('refuses a pricing id past 32 bits with a field message', async () => {
    const response = await callApi(t, 'getPricing', { pricing_id: TOO_BIG });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields.pricing_id).toEqual(['Not a valid identifier']);
  });

  it('answers a company path id past 32 bits as not found', async () => {
    const response = await callApi(t, `guest/company/${TOO_BIG}/get`, {});
    expect(refusalCode(response)).toBe(404);
    expect(refusalCode(await callApi(t, `guest/company/${given.companyId}/get`, {}))).toBeNull();
  });

  it('refuses a trailer path id past 32 bits', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trailers/${TOO_BIG}/master.m3u8`,
      headers: { host: 'festival.localhost' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses the stream cookie's screener id past 32 bits with a field message", async () => {
    const viewer = await createConsumer(t.db, given.companyId);
    const { session } = await openSession(t.db, {
      companyId: given.companyId,
      consumerId: viewer.id,
      now: t.clock.now(),
    });
    const header = { ...JSON.parse(signedHeader(session, t.clock.now())), screener_id: TOO_BIG };
    const response = await t.app.inject({
      method: 'GET',
      url: `/stream/setCookie/${encodeURIComponent(JSON.stringify(header))}`,
      headers: { host: 'festival.localhost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.screener_id).toEqual(['Not a valid identifier']);
  });
});

describe('NUL characters', () => {
  it.each([
    ['consumer/verifyOTP', { key: 'a\u0000b', otp: '1234' }, 'key'],
    ['consumer/loginWithAccessLink', { link_id: '\u0000', email: 'a@example.test' }, 'link_id'],
    ['page/get', { slug: 'about\u0000' }, 'slug'],
    ['consumer/checkEmail', { email: 'a\u0000@example.test' }, 'email'],
  ])('%s refuses a NUL in %j with the field named', async (path, body, field) => {
    const response = await callApi(t, path, body);
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields[field]).toEqual(['Contains a character that is not allowed']);
  });
});
