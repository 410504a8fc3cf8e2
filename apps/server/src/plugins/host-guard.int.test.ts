import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, lastCode } from '../modules/auth/auth-test-helpers.ts';
import { createCompany } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  await createCompany(t.db, { domain: 'cinema.localhost', title: 'Cinema' });
});

describe('Host header', () => {
  it.each([
    'cinema.localhost:@evil.example',
    'cinema.localhost:1/evil',
    'cinema.localhost:443#@evil.example',
    'cinema.localhost@evil.example',
    'cinema.localhost/evil',
    'cinema.localhost:80?x=@evil.example',
  ])('refuses %s before anything is sent', async (host) => {
    const before = t.mailer.sent.length;
    const response = await callApi(t, 'consumer/checkEmail', { email: 'host@example.test' }, { host });
    expect(refusalCode(response)).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: 'This address does not name a site of this platform.' },
    });
    expect(t.mailer.sent.length).toBe(before);
  });

  it("builds the mailed link from the company's stored domain and the deployment's port, not the Host's", async () => {
    const response = await callApi(
      t,
      'consumer/checkEmail',
      { email: 'port@example.test' },
      { host: 'CINEMA.localhost.:6666' },
    );
    expect(refusalCode(response)).toBeNull();
    const key = response.json().data.otp.key;
    expect(lastCode(t, 'port@example.test').link).toMatch(
      new RegExp(`^http://cinema\\.localhost:${t.config.PORT}/verify/${key}/[\\w-]{22}$`),
    );
  });
});
