import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode } from './modules/auth/auth-test-helpers.ts';
import { createCompany } from './test/factories.ts';
import { refusalCode } from './test/refusal.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** The proxy in front, as the socket's address; the client's real address, which the proxy appends. */
const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

describe.each([
  ['one hop', '1'],
  ['the proxy’s network', '10.0.0.0/8'],
])('behind a trusted proxy (%s)', (_name, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
    await createCompany(t.db, { domain: 'festival.localhost', title: 'Festival' });
  });
  afterAll(() => t.close());

  /** A call as the proxy passes it on: the client's own X-Forwarded-For, then the address the proxy saw. */
  const throughProxy = (path: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      remoteAddress: PROXY,
      headers: { host: 'festival.localhost', ...headers },
    });

  it('counts the address the proxy saw, whatever left-most address the client writes', async () => {
    const statuses: (number | null)[] = [];
    for (let attempt = 1; attempt <= 31; attempt += 1) {
      const response = await throughProxy(
        'consumer/login',
        { email: `guess-${attempt}@example.test`, password: 'not-the-password' },
        { 'x-forwarded-for': `198.51.100.${attempt}, ${CLIENT}` },
      );
      statuses.push(refusalCode(response));
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });

  it('builds the mailed link from the stored domain, whatever port and scheme the request names', async () => {
    const response = await throughProxy(
      'consumer/checkEmail',
      { email: 'link@example.test' },
      {
        host: 'festival.localhost:6666',
        'x-forwarded-for': '198.51.100.200',
        'x-forwarded-proto': 'javascript',
        'x-forwarded-host': 'festival.localhost:6666',
      },
    );
    expect(refusalCode(response)).toBeNull();
    const { link } = lastCode(t, 'link@example.test');
    expect(link.startsWith(`http://festival.localhost:${t.config.PORT}/verify/`)).toBe(true);
  });
});
