import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZFirstData } from '@screener/contracts/first-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screeners } from '../../modules/screenings/schema.ts';
import { baseCustomProperties, createCompany } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
  '<title>Screener</title><script type="module" crossorigin src="/assets/index-A1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ADMIN_TEMPLATE = TEMPLATE.replace('/assets/index-A1.js', '/assets/admin-F6.js');
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_mui.js'] },
  'admin.html': { file: 'assets/admin-F6.js', isEntry: true, imports: ['_mui.js', '_grid.js'] },
  '_grid.js': { file: 'assets/grid-H8.js' },
  'src/i18n/admin/he.json': { file: 'assets/admin-he-G7.js' },
  '_mui.js': { file: 'assets/mui-B2.js' },
  'src/i18n/he.json': { file: 'assets/he-C3.js' },
  'src/features/screenings/pages/screener-overview-page.tsx': {
    file: 'assets/screener-overview-page-D4.js',
    imports: ['_mui.js', '_chip.js'],
  },
  '_chip.js': { file: 'assets/chip-E5.js' },
};
const HOSTILE_TITLE = 'Films </script><script>alert(1)</script> & "friends"';

let t: TestApp;
let dist: string;
let eventId: number;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'screener-shell-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'admin.html'), ADMIN_TEMPLATE);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ now: NOW, env: { WEB_DIST_DIR: dist } });
  const company = await createCompany(t.db, {
    domain: 'cinema.localhost',
    title: HOSTILE_TITLE,
    customProperties: { ...baseCustomProperties, language: 'he' },
  });
  const [row] = await t.db
    .insert(screeners)
    .values({
      companyId: company.id,
      title: 'Night <b>train</b>',
      thumbnailUrl: 'javascript:alert(1)',
      screeningStartsAt: new Date(NOW.getTime() + 24 * HOUR),
      screeningEndsAt: new Date(NOW.getTime() + 26 * HOUR),
    })
    .returning({ id: screeners.id });
  eventId = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'cinema.localhost', ...headers } });

function firstDataOf(html: string) {
  const json = /<script type="application\/json" id="first-data">(.*?)<\/script>/s.exec(html)?.[1];
  return ZFirstData.parse(JSON.parse(json ?? 'null'));
}

describe('the page shell', () => {
  it('is the company’s page: its language, direction and title, escaped', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="he" dir="rtl">');
    expect(response.body).toContain(
      '<title>Films &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; | Screener</title>',
    );
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('inlines the company and the page’s public answers as JSON that cannot close its element', async () => {
    const html = (await page(`/screeners/${eventId}`)).body;
    const data = firstDataOf(html);
    expect(data.company.title).toBe(HOSTILE_TITLE);
    expect(data.language).toBe('he');
    expect(data.answers).toEqual([
      {
        path: `guest/company/${data.company.id}/screenings/get`,
        body: { id: eventId },
        data: expect.objectContaining({ screener: expect.objectContaining({ title: 'Night <b>train</b>' }) }),
      },
    ]);
    expect(html.match(/<\/script>/g)?.length).toBe(2);
  });

  it('draws the first view with escaped texts and no unsafe address', async () => {
    const html = (await page(`/screeners/${eventId}`)).body;
    expect(html).toContain('<h1 class="fv-event">Night &lt;b&gt;train&lt;/b&gt;</h1>');
    const view = html.slice(html.indexOf('<div id="first-view">'));
    expect(view).not.toContain('javascript:');
    expect(view).toContain('<div class="fv-overview-picture"></div>');
    expect(html.indexOf('id="first-view"')).toBeLessThan(html.indexOf('id="root"'));
  });

  it('preloads the page’s own code and the company’s texts, not what the entry loads already', async () => {
    const html = (await page(`/screeners/${eventId}/watch`)).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/he-C3.js">');
    const overview = (await page(`/screeners/${eventId}`)).body;
    expect(overview).toContain('href="/assets/screener-overview-page-D4.js"');
    expect(overview).toContain('href="/assets/chip-E5.js"');
    expect(overview).not.toContain('<link rel="modulepreload" crossorigin href="/assets/mui-B2.js">');
  });

  it('is the same for a signed-in visitor and kept out of shared caches', async () => {
    const guest = await page(`/screeners/${eventId}`);
    const signedIn = await page(`/screeners/${eventId}`, {
      authorization: '{"key":"k","hash":"h"}',
      cookie: 'a=b',
    });
    expect(signedIn.body).toBe(guest.body);
    expect(guest.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves the plain page on a host that is no company’s site, and a first view only on first pages', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'nobody.localhost' } });
    expect(unknown.body).toBe(TEMPLATE);
    const other = (await page('/pricing/plans')).body;
    expect(other).not.toContain('id="first-view"');
    expect(other).toContain('id="first-data"');
  });

  it('is the back-office’s own page for /admin and below, with the company and its texts, no first view', async () => {
    for (const url of ['/admin', '/admin/login', `/admin/events/${eventId}?tab=films`]) {
      const html = (await page(url)).body;
      expect(html, url).toContain('src="/assets/admin-F6.js"');
      expect(html, url).not.toContain('/assets/index-A1.js');
    }
    const html = (await page('/admin/events')).body;
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('<title>Films &lt;/script&gt;');
    const data = firstDataOf(html);
    expect(data.company.title).toBe(HOSTILE_TITLE);
    expect(data.answers).toEqual([]);
    expect(html).not.toContain('id="first-view"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-he-G7.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/he-C3.js">');
    expect(html).not.toContain('href="/assets/mui-B2.js"');
  });

  it('keeps the site’s page for paths that only begin like the back-office’s', async () => {
    const html = (await page('/administrator')).body;
    expect(html).toContain('src="/assets/index-A1.js"');
    expect(html).not.toContain('/assets/admin-F6.js');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/admin',
      headers: { host: 'nobody.localhost' },
    });
    expect(unknown.body).toBe(ADMIN_TEMPLATE);
  });
});
