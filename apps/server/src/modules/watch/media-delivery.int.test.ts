import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { DEMO_MEDIA_DIR } from './media-paths.ts';
import { callApi, createWatchEvent, createWatchSite, enroll } from './test-fixtures.ts';

const HOST = 'media.localhost';
const START = new Date('2026-06-01T12:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const t = useTestApp({ now: START, env: { MEDIA_COOKIE_SECRET: 'x'.repeat(48) } });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const ends = { screeningStartsAt: START, screeningEndsAt: minutes(120), screeningTolerance: 60 };
  const live = (await createWatchEvent(t.db, site.company.id, ends)).screener.id;
  const other = (await createWatchEvent(t.db, site.company.id, ends)).screener.id;
  await enroll(t.db, site.company.id, live, site.viewer.id, minutes(-10));
  await enroll(t.db, site.company.id, other, site.viewer.id, minutes(-10));
  return { site, live, other };
});
beforeEach(() => t.clock.set(minutes(5)));

async function setCookie(
  screenerId: number,
  as: { session?: SessionRow; preview?: boolean; ahead?: boolean } = {},
) {
  const header = JSON.parse(signedHeader(as.session ?? given.site.viewerSession, t.clock.now())) as Record<
    string,
    unknown
  >;
  const auth = encodeURIComponent(JSON.stringify({ ...header, screener_id: screenerId }));
  const response = await t.app.inject({
    method: 'GET',
    url: `/stream/setCookie/${auth}${as.preview ? '?preview=1' : as.ahead ? '?ahead=1' : ''}`,
    headers: { host: HOST },
  });
  const cookie = String(response.headers['set-cookie'] ?? '');
  return { response, cookie, value: cookie.split(';')[0] ?? '' };
}

const get = (url: string, cookie?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}), ...extra } });

describe('GET /stream/setCookie/<auth>', () => {
  it('sets an HttpOnly, SameSite=Lax cookie scoped to the event’s media path', async () => {
    const { response, cookie } = await setCookie(given.live);
    expect(response.statusCode).toBe(200);
    expect(cookie).toContain(`Path=/media/${given.live}/`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(response.json().data).toEqual({ screener_id: given.live, window_ends_at: '2026-06-01 13:00:00' });
  });

  it('refuses a wrong signature and a viewer who is not enrolled (1030)', async () => {
    const bad = encodeURIComponent(
      signedHeader(given.site.viewerSession, t.clock.now(), { hash: '0'.repeat(64) }),
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: `/stream/setCookie/${bad}`,
      headers: { host: HOST },
    });
    expect(refused.json().error.code).toBe(552);
    // The stream cookie keeps a status (decision 0047): an authorisation failure is 401, not a 5xx.
    expect(refused.statusCode).toBe(401);
    const stranger = (
      await createWatchEvent(t.db, given.site.company.id, {
        screeningStartsAt: START,
        screeningEndsAt: minutes(60),
      })
    ).screener.id;
    const { response } = await setCookie(stranger);
    expect(response.json().error.code).toBe(1030);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers a refused ask ahead of the page’s checks with no content and no cookie', async () => {
    const granted = await setCookie(given.live, { ahead: true });
    expect(granted.response.statusCode).toBe(200);
    expect(granted.cookie).toContain(`Path=/media/${given.live}/`);
    const stranger = (
      await createWatchEvent(t.db, given.site.company.id, {
        screeningStartsAt: START,
        screeningEndsAt: minutes(60),
      })
    ).screener.id;
    const refused = await setCookie(stranger, { ahead: true });
    expect(refused.response.statusCode).toBe(204);
    expect(refused.response.body).toBe('');
    expect(refused.response.headers['set-cookie']).toBeUndefined();
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/stream/setCookie/${encodeURIComponent('{}')}?ahead=1`,
      headers: { host: HOST },
    });
    expect(unsigned.statusCode).toBe(204);
  });
});

describe('GET /media/<screener_id>/<path>', () => {
  const master = (id: number) => `/media/${id}/test-pattern/master.m3u8`;
  const segment = (id: number) => `/media/${id}/test-pattern/360p/segment_000.m4s`;

  it('serves manifests without caching and segments with a long immutable cache', async () => {
    const { value } = await setCookie(given.live);
    const manifest = await get(master(given.live), value);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toContain('360p/index.m3u8');
    const part = await get(segment(given.live), value);
    expect(part.statusCode).toBe(200);
    expect(part.headers['content-type']).toBe('video/iso.segment');
    expect(part.headers['cache-control']).toContain('immutable');
    const subtitles = await get(`/media/${given.live}/test-pattern/subtitles/en.vtt`, value);
    expect(subtitles.headers['content-type']).toBe('text/vtt; charset=utf-8');
  });

  it('answers a range request with 206 and exactly those bytes', async () => {
    const { value } = await setCookie(given.live);
    const file = readFileSync(path.join(DEMO_MEDIA_DIR, 'test-pattern/360p/segment_000.m4s'));
    const response = await get(segment(given.live), value, { range: 'bytes=10-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-99/${file.length}`);
    expect(response.rawPayload.equals(file.subarray(10, 100))).toBe(true);
    expect((await get(segment(given.live), value, { range: `bytes=${file.length}-` })).statusCode).toBe(416);
  });

  it('refuses a request without the cookie, with a forged one, or with another event’s cookie', async () => {
    const none = await get(master(given.live));
    expect([none.statusCode, none.json().error.code]).toEqual([403, 403]);
    const forged = await get(master(given.live), 'screener_stream=eyJjIjoxfQ.AAAA');
    expect(forged.statusCode).toBe(403);
    const { value } = await setCookie(given.other);
    expect((await get(master(given.live), value)).statusCode).toBe(403);
    expect((await get(master(given.other), value)).statusCode).toBe(200);
  });

  it('refuses path traversal and files outside the event’s media folders', async () => {
    const { value } = await setCookie(given.live);
    for (const url of [
      `/media/${given.live}/test-pattern/../../../../etc/passwd.vtt`,
      `/media/${given.live}/test-pattern/%2e%2e/%2e%2e/package.json`,
      `/media/${given.live}/..%2f..%2fsrc%2fapp.ts`,
      `/media/${given.live}/test-pattern/notes.txt`,
    ]) {
      // The HTTP layer may resolve a literal `..` before routing (then nothing matches: 404).
      const response = await get(url, value);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json().data, url).toBeNull();
    }
  });

  it('refuses once the window is over, with the watch rule’s code', async () => {
    const { value } = await setCookie(given.live);
    t.clock.set(minutes(61));
    const response = await get(master(given.live), value);
    expect([response.statusCode, response.json().error.code]).toEqual([403, 4002]);
  });

  it('renews the cookie in its last minutes and refuses it once expired', async () => {
    const { value } = await setCookie(given.live);
    t.clock.set(minutes(5 + 6));
    const renewed = await get(master(given.live), value);
    expect(renewed.statusCode).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toContain(`Path=/media/${given.live}/`);
    t.clock.set(minutes(5 + 11));
    expect((await get(master(given.live), value)).statusCode).toBe(403);
  });

  it('renews an administrator’s preview cookie as a preview (issue #6), again and again', async () => {
    const upcoming = (
      await createWatchEvent(t.db, given.site.company.id, {
        screeningStartsAt: minutes(120),
        screeningEndsAt: minutes(240),
      })
    ).screener.id;
    await enroll(t.db, given.site.company.id, upcoming, given.site.viewer.id, minutes(-10));
    await enroll(t.db, given.site.company.id, upcoming, given.site.admin.id, minutes(-10));
    // Before the start only a preview plays; a renewal checked as a plain viewer would be refused.
    expect((await setCookie(upcoming)).response.json().error.code).toBe(425);
    const { response, value } = await setCookie(upcoming, {
      session: given.site.adminSession,
      preview: true,
    });
    expect(response.statusCode).toBe(200);
    let cookie = value;
    for (const at of [11, 17]) {
      t.clock.set(minutes(at));
      const renewed = await get(master(upcoming), cookie);
      expect(renewed.statusCode, `minute ${at}`).toBe(200);
      cookie = String(renewed.headers['set-cookie']).split(';')[0] ?? '';
      expect(cookie).toMatch(/^screener_stream=/);
    }
  });
});

describe('getExternalSrcUrl', () => {
  it('gives an absolute, signed and expiring URL that plays without the cookie', async () => {
    const { filmIds, screener } = await createWatchEvent(t.db, given.site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: minutes(60 * 24),
    });
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-10));
    const answer = await callApi<{ url: string; expires_at: string }>(
      t,
      HOST,
      `guest/company/${given.site.company.id}/screenings/${screener.id}/${filmIds[0]}/getExternalSrcUrl`,
      {},
      given.site.viewerSession,
    );
    expect(answer.body.data.url).toMatch(
      new RegExp(
        `^http://${HOST}:${t.config.PORT}/media/${screener.id}/_token/[^/]+/test-pattern/master\\.m3u8$`,
      ),
    );
    expect(answer.body.data.expires_at).toBe('2026-06-01 16:05:00');
    const url = new URL(answer.body.data.url);
    expect((await get(url.pathname)).statusCode).toBe(200);
    expect((await get(url.pathname.replace('master.m3u8', '360p/index.m3u8'))).statusCode).toBe(200);
    t.clock.set(minutes(5 + 241));
    expect((await get(url.pathname)).statusCode).toBe(403);
  });

  it('refuses a viewer who is not enrolled with 1030', async () => {
    const { filmIds, screener } = await createWatchEvent(t.db, given.site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: minutes(60),
    });
    const answer = await callApi(
      t,
      HOST,
      `guest/company/${given.site.company.id}/screenings/${screener.id}/${filmIds[0]}/getExternalSrcUrl`,
      {},
      given.site.viewerSession,
    );
    expect(answer.body.error?.code).toBe(1030);
  });
});
