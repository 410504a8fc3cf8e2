import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let dist: string;
const script = `export const text = ${JSON.stringify('a film festival '.repeat(200))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'screener-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  await createCompany(t.db, {
    domain: 'festival.localhost',
    title: 'Festival',
    notes: 'Notes long enough to pass the compression threshold. '.repeat(40),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'festival.localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('delivery of the site', () => {
  it('sends the build’s Brotli copy of a hashed asset, cached for a year', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to one without either', async () => {
    const gzipped = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has pages and unhashed files revalidated on each visit, pages in no shared cache', async () => {
    expect((await get('/screeners/upcoming')).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the page policies with pages only; scripts and API answers keep nosniff and HSTS', async () => {
    const page = await get('/screeners/upcoming');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const asset = await get('/assets/index-AbC123.js', 'br');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/guest/company/get',
      payload: {},
      headers: { host: 'festival.localhost' },
    });
    for (const response of [asset, answer]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeDefined();
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('compresses an API answer, carrying the same bytes as the uncompressed one', async () => {
    const call = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest/company/get',
        payload: {},
        headers: { host: 'festival.localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await call();
    expect(refusalCode(plain)).toBeNull();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await call('br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzipped = await call('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
