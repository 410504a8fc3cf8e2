import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFramePage } from '../modules/payments/gateways/three-d-secure-page.ts';
import { createCompany } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'screener-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  await createCompany(t.db, { domain: 'festival.localhost' });
  await createCompany(t.db, { domain: 'partnered.localhost', embedOrigins: ['https://partner.example'] });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a page's content security policy, each with its sources. */
const pagePolicy = async (host: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/screeners/upcoming', headers: { host } });
  return new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
};
const frameAncestors = async (host: string) => (await pagePolicy(host)).get('frame-ancestors');

describe('the page policy of the purchase flow', () => {
  it('lets the donation form post to the provider and the advertising pixel load and report', async () => {
    const policy = await pagePolicy('festival.localhost');
    expect(policy.get('form-action')).toBe("'self' https://www.paypal.com");
    expect(policy.get('script-src')).toContain('https://connect.facebook.net');
    expect(policy.get('connect-src')).toContain('https://www.facebook.com');
  });
});

describe('who may frame a site', () => {
  it('is the site alone by default', async () => {
    expect(await frameAncestors('festival.localhost')).toBe("'self'");
  });

  it('adds the origins the company lists for embedding, and only for that company', async () => {
    expect(await frameAncestors('partnered.localhost')).toBe("'self' https://partner.example");
    expect(await frameAncestors('festival.localhost')).not.toContain('partner.example');
  });
});

describe('the 3-D Secure frame page', () => {
  it('may be framed by the site alone and tells only the site’s own origin', async () => {
    const app = Fastify();
    app.get('/frame', (_request, reply) =>
      sendFramePage(reply, {
        language: 'en',
        title: 'Done',
        body: '<p>Done</p>',
        message: { purchase_id: 7 },
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/frame' });
    await app.close();
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('frame-ancestors *');
    expect(response.body).toContain('window.location.origin);');
    expect(response.body).not.toContain("'*')");
  });
});
