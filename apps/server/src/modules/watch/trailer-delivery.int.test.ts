import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { films, media } from '../films/schema.ts';

const HOST = 'trailers.localhost';
const OTHER_HOST = 'elsewhere.localhost';
const SEGMENT = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

let t: TestApp;
let mediaDir: string;
let trailerId: number;
let movieId: number;

/** A media row of a new film of the company; the files it names are written to the media folder. */
async function addMedia(companyId: number, kind: 'trailer' | 'movie', folder: string): Promise<number> {
  mkdirSync(path.join(mediaDir, folder), { recursive: true });
  writeFileSync(path.join(mediaDir, folder, 'master.m3u8'), '#EXTM3U\nsegment_000.m4s\n');
  writeFileSync(path.join(mediaDir, folder, 'segment_000.m4s'), SEGMENT);
  const [film] = await t.db
    .insert(films)
    .values({ companyId, title: `${kind} film` })
    .returning();
  const [row] = await t.db
    .insert(media)
    .values({ filmId: film?.id ?? 0, kind, hlsPath: `${folder}/master.m3u8` })
    .returning({ id: media.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'screener-trailers-'));
  t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
  const company = await createCompany(t.db, { domain: HOST });
  await createCompany(t.db, { domain: OTHER_HOST });
  trailerId = await addMedia(company.id, 'trailer', 'films/1/trailer-upload');
  movieId = await addMedia(company.id, 'movie', 'films/1/movie-upload');
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

describe('GET /trailers/<media_id>/<path>', () => {
  it('serves a declared trailer to anyone, without a cookie, with the media route’s headers', async () => {
    const manifest = await get(`/trailers/${trailerId}/films/1/trailer-upload/master.m3u8`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.body).toContain('segment_000.m4s');
    const segment = `/trailers/${trailerId}/films/1/trailer-upload/segment_000.m4s`;
    const whole = await get(segment);
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await get(segment, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${SEGMENT.length}`);
    expect(part.rawPayload.equals(SEGMENT.subarray(10, 20))).toBe(true);
    expect((await get(segment, { range: `bytes=${SEGMENT.length}-` })).statusCode).toBe(416);
  });

  it('refuses a film’s media: through a trailer’s id, by the film’s own id, or by climbing out', async () => {
    for (const url of [
      `/trailers/${trailerId}/films/1/movie-upload/master.m3u8`,
      `/trailers/${movieId}/films/1/movie-upload/master.m3u8`,
      `/trailers/${trailerId}/films/1/trailer-upload/../movie-upload/master.m3u8`,
      `/trailers/${trailerId}/films/1/trailer-upload/%2e%2e/movie-upload/master.m3u8`,
      `/trailers/${trailerId}/films/1/trailer-upload/notes.txt`,
      `/trailers/0/films/1/trailer-upload/master.m3u8`,
      `/trailers/x/films/1/trailer-upload/master.m3u8`,
    ]) {
      // The HTTP layer may resolve a literal `..` before routing (then the path names no file: 403 or 404).
      const response = await get(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.json().data, url).toBeNull();
    }
    expect((await get(`/trailers/${movieId}/films/1/movie-upload/master.m3u8`)).statusCode).toBe(403);
  });

  it('serves a company’s trailer only on that company’s site', async () => {
    const response = await get(`/trailers/${trailerId}/films/1/trailer-upload/master.m3u8`, {
      host: OTHER_HOST,
    });
    expect(response.statusCode).toBe(403);
  });
});
