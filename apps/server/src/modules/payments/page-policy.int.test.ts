import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The page policy must let the purchase flow's own third parties through, and nothing wider. */
describe('the content security policy of the purchase flow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the donation form post to the provider and the advertising pixel load and report', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/page/list', payload: {} });
    const policy = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(policy.get('form-action')).toEqual(["'self'", 'https://www.paypal.com']);
    expect(policy.get('script-src')).toContain('https://connect.facebook.net');
    expect(policy.get('connect-src')).toContain('https://www.facebook.com');
  });
});
