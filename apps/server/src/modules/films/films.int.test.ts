import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILM_UPLOAD_PATH } from '@screener/contracts/films';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../../ports/storage.ts';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STAFF_COOKIE } from '../staff/staff-gate.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { media } from './schema.ts';
import { createTranscodeQueue, type Transcode } from './transcode-queue.ts';

const DEMO_MP4 = path.resolve(import.meta.dirname, '../../../demo-media/demo-film.mp4');
const work = mkdtempSync(path.join(tmpdir(), 'films-'));

const form = {
  title: 'The Long Take',
  subtitle: 'A film in one shot',
  director: 'R. Director',
  producer: 'P. Producer',
  synopsis: 'A story.',
  thumbnail_url: null,
  trailer_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

const call = async (host: string, apiPath: string, body: object, token = given.manager) => {
  const response = await callStaff(t, apiPath, body, { host, token });
  return { status: response.statusCode, body: response.json() };
};

/** A tus request from the back-office: the staff cookie, the protocol's version header. */
const tus = (
  method: 'POST' | 'HEAD' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  options: { host?: string; token?: string; payload?: Buffer } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { host: options.host ?? given.a.domain, 'tus-resumable': '1.0.0', ...headers },
    cookies: { [STAFF_COOKIE]: options.token ?? given.manager },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const base64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (filmId: number, kind?: string) =>
  `film_id ${base64(String(filmId))}${kind ? `,kind ${base64(kind)}` : ''}`;

async function createFilm(host = given.a.domain) {
  const answer = await call(host, 'admin/films/create', form);
  expect(refusalCode(answer)).toBeNull();
  return answer.body.data.film as { id: number };
}

const movieOf = async (filmId: number) =>
  (await call(given.a.domain, 'admin/films/get', { film_id: filmId })).body.data.film.movie;

const t = useTestApp({
  env: {
    TRANSCODE_WORKER: 'true',
    MEDIA_DIR: path.join(work, 'media'),
    UPLOADS_DIR: path.join(work, 'uploads'),
  },
});
const given = seededForFile(async () => {
  const a: { id: number; domain: string } = await createCompany(t.db);
  const b: { id: number; domain: string } = await createCompany(t.db);
  const manager = (await createStaff(t, a.id, 'manager')).token;
  await t.app.ready();
  return { a, b, manager };
});

describe('the back-office films', () => {
  it('creates, reads, edits and lists a film, and writes each change to the audit log', async () => {
    const film = await createFilm();
    const edited = await call(given.a.domain, 'admin/films/update', {
      ...form,
      film_id: film.id,
      title: 'Renamed',
    });
    expect(edited.body.data.film).toMatchObject({
      title: 'Renamed',
      director: 'R. Director',
      movie: { state: 'none' },
    });
    const list = await call(given.a.domain, 'admin/films/list', { search: 'renam', sort_field: 'title' });
    expect(list.body.data.rows.map((row: { id: number }) => row.id)).toContain(film.id);
    const owner = (await createStaff(t, given.a.id, 'owner')).token;
    const audit = await call(given.a.domain, 'admin/audit/list', { page: 0, page_size: 100 }, owner);
    const actions = audit.body.data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['film.create', 'film.update']));
  });

  it('answers bad input with 400 and the spec’s trailer messages on their fields', async () => {
    const cases: [string, string][] = [
      ['not a link', 'Please enter a valid URL'],
      ['https://example.com/video', 'Only YouTube or Vimeo links are supported'],
      ['https://www.youtube.com/channel', 'Please enter the embed URL of the video'],
    ];
    for (const [trailer_url, message] of cases) {
      const answer = await call(given.a.domain, 'admin/films/create', { ...form, title: '', trailer_url });
      expect(refusalCode(answer)).toBe(400);
      expect(JSON.stringify(answer.body.error.details)).toContain(message);
      expect(JSON.stringify(answer.body.error.details)).toContain('Field is required');
    }
  });

  it('keeps another company’s films and uploads out of reach', async () => {
    const bManager = (await createStaff(t, given.b.id, 'manager')).token;
    const bFilm = (await call(given.b.domain, 'admin/films/create', form, bManager)).body.data.film;
    expect(refusalCode(await call(given.a.domain, 'admin/films/get', { film_id: bFilm.id }))).toBe(404);
    expect(
      refusalCode(await call(given.a.domain, 'admin/films/update', { ...form, film_id: bFilm.id })),
    ).toBe(404);
    const created = await tus('POST', FILM_UPLOAD_PATH, {
      'upload-length': '10',
      'upload-metadata': metadata(bFilm.id),
    });
    expect(created.statusCode).toBe(404);
    // B's own upload, then A's manager asking for it on A's site and on B's.
    const bUpload = await tus(
      'POST',
      FILM_UPLOAD_PATH,
      { 'upload-length': '10', 'upload-metadata': metadata(bFilm.id) },
      { host: given.b.domain, token: bManager },
    );
    expect(bUpload.statusCode).toBe(201);
    const location = String(bUpload.headers.location);
    expect((await tus('HEAD', location, {})).statusCode).toBe(404);
    expect((await tus('HEAD', location, {}, { host: given.b.domain })).statusCode).toBe(403);
  });

  it('refuses an upload without a staff session or with the box office’s role', async () => {
    const film = await createFilm();
    const headers = { 'upload-length': '10', 'upload-metadata': metadata(film.id) };
    expect((await tus('POST', FILM_UPLOAD_PATH, headers, { token: 'nothing' })).statusCode).toBe(401);
    const boxOffice = (await createStaff(t, given.a.id, 'box_office')).token;
    expect((await tus('POST', FILM_UPLOAD_PATH, headers, { token: boxOffice })).statusCode).toBe(403);
  });

  it('resumes an upload cut off half-way, then transcodes it to ready with thumbnails and duration', async () => {
    const film = await createFilm();
    const bytes = readFileSync(DEMO_MP4);
    const created = await tus('POST', FILM_UPLOAD_PATH, {
      'upload-length': String(bytes.length),
      'upload-metadata': metadata(film.id),
    });
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const half = Math.floor(bytes.length / 2);
    const first = await tus(
      'PATCH',
      location,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      { payload: bytes.subarray(0, half) },
    );
    expect(first.statusCode).toBe(204);
    // The browser comes back: it asks where the upload stands and sends the rest from there.
    const head = await tus('HEAD', location, {});
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await movieOf(film.id)).state).toBe('none');
    const rest = await tus(
      'PATCH',
      location,
      { 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      { payload: bytes.subarray(half) },
    );
    expect(rest.statusCode).toBe(204);
    expect((await movieOf(film.id)).state).toBe('processing');
    await vi.waitFor(async () => expect((await movieOf(film.id)).state).toBe('ready'), {
      timeout: 60_000,
      interval: 200,
    });
    const done = (await call(given.a.domain, 'admin/films/get', { film_id: film.id })).body.data.film;
    expect(done.movie).toMatchObject({ progress: 100, duration_seconds: 3, error: null });
    expect(done.thumbnails).toHaveLength(3);
    const picture = await t.app.inject({
      method: 'GET',
      url: done.thumbnails[0],
      headers: { host: given.a.domain },
    });
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  it('shows ffmpeg’s reason for a failed transcode and runs it again on Retry', async () => {
    const film = await createFilm();
    const broken = Buffer.from('not a video at all');
    const created = await tus('POST', FILM_UPLOAD_PATH, {
      'upload-length': String(broken.length),
      'upload-metadata': metadata(film.id),
    });
    await tus(
      'PATCH',
      String(created.headers.location),
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      { payload: broken },
    );
    await vi.waitFor(async () => expect((await movieOf(film.id)).state).toBe('failed'), {
      timeout: 60_000,
      interval: 200,
    });
    expect((await movieOf(film.id)).error).toMatch(/invalid data|moov atom|Invalid/i);
    const retried = await call(given.a.domain, 'admin/films/media/retry', {
      film_id: film.id,
      kind: 'movie',
    });
    expect(retried.body.data.film.movie.state).toBe('processing');
    await vi.waitFor(async () => expect((await movieOf(film.id)).state).toBe('failed'), {
      timeout: 60_000,
      interval: 200,
    });
    const again = await call(given.a.domain, 'admin/films/media/retry', {
      film_id: (await createFilm()).id,
      kind: 'movie',
    });
    expect(refusalCode(again)).toBe(409);
  });
});

describe('a film’s trailer and pre-roll', () => {
  it('takes a trailer and a pre-roll through the same upload and queue, each beside the movie', async () => {
    const film = await createFilm();
    const bytes = readFileSync(DEMO_MP4);
    for (const kind of ['trailer', 'pre_roll']) {
      const created = await tus('POST', FILM_UPLOAD_PATH, {
        'upload-length': String(bytes.length),
        'upload-metadata': metadata(film.id, kind),
      });
      expect(created.statusCode).toBe(201);
      const sent = await tus(
        'PATCH',
        String(created.headers.location),
        { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        { payload: bytes },
      );
      expect(sent.statusCode).toBe(204);
    }
    const read = async () =>
      (await call(given.a.domain, 'admin/films/get', { film_id: film.id })).body.data.film;
    await vi.waitFor(
      async () =>
        expect(await read()).toMatchObject({
          movie: { state: 'none' },
          trailer: { state: 'ready', duration_seconds: 3 },
          pre_roll: { state: 'ready', duration_seconds: 3 },
        }),
      { timeout: 90_000, interval: 250 },
    );
    const [trailer] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, (await read()).trailer.media_id));
    expect(trailer?.kind).toBe('trailer');
  });

  it('refuses an upload that names no known kind with 400', async () => {
    const film = await createFilm();
    const created = await tus('POST', FILM_UPLOAD_PATH, {
      'upload-length': '10',
      'upload-metadata': metadata(film.id, 'poster'),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.details.fields.kind).toEqual(['Upload a movie, a trailer or a pre-roll']);
  });
});

describe('the transcoding queue', () => {
  it('runs again, to the end, a job whose worker stopped mid-way', async () => {
    // The app's own worker is stopped: two workers of this test play the node before and after a restart.
    await t.app.transcodeQueue.stop();
    const film = await createFilm();
    const [row] = await t.db
      .insert(media)
      .values({
        filmId: film.id,
        kind: 'movie',
        hlsPath: `films/${film.id}/restart/master.m3u8`,
        status: 'processing',
        sourcePath: DEMO_MP4,
      })
      .returning();
    if (!row) throw new Error('no media row');
    const storage = createLocalStorage(path.join(work, 'uploads'));
    const mediaDir = path.join(work, 'media');
    // Before the restart: ffmpeg reaches 40 % and is still running when the worker stops.
    const hanging: Transcode = ({ onProgress, signal }) =>
      new Promise((resolve) => {
        onProgress?.(40);
        signal?.addEventListener('abort', () => resolve({ ok: false, reason: 'stopped' }));
      });
    const before = createTranscodeQueue({ db: t.db, storage, mediaDir, log: t.app.log, transcode: hanging });
    await before.startWorker();
    await before.send(row.id);
    await vi.waitFor(async () => expect((await movieOf(film.id)).progress).toBe(40), {
      timeout: 20_000,
      interval: 100,
    });
    await before.stop();
    expect((await movieOf(film.id)).state).toBe('processing');

    const after = createTranscodeQueue({ db: t.db, storage, mediaDir, log: t.app.log });
    await after.startWorker();
    await vi.waitFor(async () => expect((await movieOf(film.id)).state).toBe('ready'), {
      timeout: 60_000,
      interval: 200,
    });
    await after.stop();
    const [settled] = await t.db.select().from(media).where(eq(media.id, row.id));
    expect(settled).toMatchObject({ status: 'ready', durationSeconds: 3, progress: 100 });
  });

  it('lets a stopping node finish its running transcode while the stop allows', async () => {
    await t.app.transcodeQueue.stop();
    const film = await createFilm();
    const [row] = await t.db
      .insert(media)
      .values({
        filmId: film.id,
        kind: 'movie',
        hlsPath: `films/${film.id}/drain/master.m3u8`,
        status: 'processing',
        sourcePath: DEMO_MP4,
      })
      .returning();
    if (!row) throw new Error('no media row');
    let finish: () => void = () => undefined;
    const slow: Transcode = ({ onProgress }) =>
      new Promise((resolve) => {
        onProgress?.(70);
        finish = () => resolve({ ok: true, durationSeconds: 7, rungs: [], thumbnails: [] });
      });
    const queue = createTranscodeQueue({
      db: t.db,
      storage: createLocalStorage(path.join(work, 'uploads')),
      mediaDir: path.join(work, 'media'),
      log: t.app.log,
      transcode: slow,
    });
    await queue.startWorker();
    await queue.send(row.id);
    await vi.waitFor(async () => expect((await movieOf(film.id)).progress).toBe(70), {
      timeout: 20_000,
      interval: 100,
    });
    // The stop begins while ffmpeg still runs; the film ends within the time the stop gives it.
    const stopped = queue.stop({ waitMs: 20_000 });
    finish();
    await stopped;
    const [settled] = await t.db.select().from(media).where(eq(media.id, row.id));
    expect(settled).toMatchObject({ status: 'ready', durationSeconds: 7 });
  });
});
