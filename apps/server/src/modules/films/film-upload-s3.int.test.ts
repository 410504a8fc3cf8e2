import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILM_UPLOAD_PATH } from '@screener/contracts/films';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { STAFF_COOKIE } from '../staff/staff-gate.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { blankFilmForm } from './film-test-helpers.ts';
import { deleteExpiredFilmUploads } from './film-upload-space.ts';
import { createFilmUploadStore } from './film-upload-store.ts';
import { mockS3Bucket } from './s3-bucket-test-helpers.ts';
import { media } from './schema.ts';

const DEMO_MP4 = path.resolve(import.meta.dirname, '../../../demo-media/demo-film.mp4');
const work = mkdtempSync(path.join(tmpdir(), 'films-s3-'));
// tus's S3 store stages parts and the transcoder downloads sources in the temporary folder:
// a folder of this file's own shows both clean up after themselves.
const scratch = mkdtempSync(path.join(work, 'tmp-'));
const KEY = /^site-a\/film-uploads\/\d+-\d+-[0-9a-f-]{36}$/;

const form = blankFilmForm('Bucket Film');

let bucket: ReturnType<typeof mockS3Bucket>;
let t: TestApp;
let company: { id: number; domain: string };
let manager: string;

const tus = (
  method: 'POST' | 'HEAD' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: Buffer,
) =>
  t.app.inject({
    method,
    url,
    headers: { host: company.domain, 'tus-resumable': '1.0.0', ...headers },
    cookies: { [STAFF_COOKIE]: manager },
    ...(payload ? { payload } : {}),
  });

const call = async (apiPath: string, body: object) =>
  (await callStaff(t, apiPath, body, { host: company.domain, token: manager })).json();

const movieOf = async (filmId: number) =>
  (await call('admin/films/get', { film_id: filmId })).data.film.movie;

/** A film and a finished tus upload of these bytes to it, sent in two PATCHes as a resumed browser would. */
async function upload(bytes: Buffer): Promise<{ filmId: number; location: string }> {
  const film = (await call('admin/films/create', form)).data.film;
  const created = await tus('POST', FILM_UPLOAD_PATH, {
    'upload-length': String(bytes.length),
    'upload-metadata': `film_id ${Buffer.from(String(film.id)).toString('base64')}`,
  });
  expect(created.statusCode).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  const patch = (offset: number, end: number) =>
    tus(
      'PATCH',
      location,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      bytes.subarray(offset, end),
    );
  expect((await patch(0, half)).statusCode).toBe(204);
  expect((await tus('HEAD', location, {})).headers['upload-offset']).toBe(String(half));
  expect((await patch(half, bytes.length)).statusCode).toBe(204);
  return { filmId: film.id, location };
}

const sourceOf = async (filmId: number) => {
  const [row] = await t.db.select().from(media).where(eq(media.filmId, filmId));
  return String(row?.sourcePath);
};

beforeAll(async () => {
  vi.stubEnv('TMPDIR', scratch);
  bucket = mockS3Bucket();
  t = await createTestApp({
    env: {
      TRANSCODE_WORKER: 'true',
      MEDIA_DIR: path.join(work, 'media'),
      S3_BUCKET: 'screener-media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKIDSTANDIN',
      S3_SECRET_ACCESS_KEY: 'stand-in-secret',
      S3_PREFIX: 'site-a/',
    },
  });
  company = await createCompany(t.db);
  manager = (await createStaff(t, company.id, 'manager')).token;
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  bucket.restore();
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

describe('movie uploads to an S3 bucket', () => {
  it('resumes into the bucket, transcodes from it to ready, then removes the upload', async () => {
    const bytes = readFileSync(DEMO_MP4);
    const { filmId, location } = await upload(bytes);
    // The address names the upload alone; the deployment's prefix stays inside the store.
    expect(location).toMatch(new RegExp(`^${FILM_UPLOAD_PATH}/\\d+-\\d+-[0-9a-f-]{36}$`));
    const source = await sourceOf(filmId);
    const key = source.replace('s3://screener-media/', '');
    expect(key).toMatch(KEY);
    expect(bucket.objects.get(key)?.body.equals(bytes)).toBe(true);
    await vi.waitFor(async () => expect((await movieOf(filmId)).state).toBe('ready'), {
      timeout: 60_000,
      interval: 200,
    });
    expect(await movieOf(filmId)).toMatchObject({ duration_seconds: 3, error: null });
    await vi.waitFor(() => expect(bucket.objects.has(key)).toBe(false));
    expect(bucket.objects.has(`${key}.info`)).toBe(false);
    expect(bucket.uploads.size).toBe(0);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('keeps a failed upload in the bucket for Retry, and fails with a clear reason once it is gone', async () => {
    const { filmId } = await upload(Buffer.from('not a video at all'));
    await vi.waitFor(async () => expect((await movieOf(filmId)).state).toBe('failed'), {
      timeout: 60_000,
      interval: 200,
    });
    expect((await movieOf(filmId)).error).toMatch(/invalid data|moov atom|Invalid/i);
    const key = (await sourceOf(filmId)).replace('s3://screener-media/', '');
    expect(bucket.objects.has(key)).toBe(true);
    bucket.objects.delete(key);
    expect(
      (await call('admin/films/media/retry', { film_id: filmId, kind: 'movie' })).data.film.movie.state,
    ).toBe('processing');
    await vi.waitFor(async () => expect((await movieOf(filmId)).state).toBe('failed'), {
      timeout: 60_000,
      interval: 200,
    });
    expect((await movieOf(filmId)).error).toBe('The uploaded file is missing.');
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('aborts a multipart upload left unfinished past its expiry, and keeps a fresh one', async () => {
    const begin = async () => {
      const film = (await call('admin/films/create', form)).data.film;
      const created = await tus('POST', FILM_UPLOAD_PATH, {
        'upload-length': '10',
        'upload-metadata': `film_id ${Buffer.from(String(film.id)).toString('base64')}`,
      });
      expect(created.statusCode).toBe(201);
      return `site-a/film-uploads/${String(created.headers.location).slice(FILM_UPLOAD_PATH.length + 1)}`;
    };
    const keys = () => [...bucket.uploads.values()].map((upload) => upload.key);
    const old = await begin();
    t.clock.advance((t.config.FILM_UPLOAD_EXPIRY_HOURS + 1) * 3_600_000);
    // The staff session idled out meanwhile: the manager signs in again.
    manager = (await createStaff(t, company.id, 'manager')).token;
    const fresh = await begin();
    expect(keys()).toEqual(expect.arrayContaining([old, fresh]));

    expect(await deleteExpiredFilmUploads(createFilmUploadStore(t.config), t.config, t.clock.now())).toBe(1);
    expect(keys()).not.toContain(old);
    expect(bucket.objects.has(`${old}.info`)).toBe(false);
    expect(keys()).toContain(fresh);
    expect(bucket.objects.has(`${fresh}.info`)).toBe(true);
  });
});
