import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { FILM_UPLOAD_MAX_BYTES, FILM_UPLOAD_PATH } from '@screener/contracts/films';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { STAFF_COOKIE } from '../staff/staff-gate.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { blankFilmForm } from './film-test-helpers.ts';
import { deleteExpiredFilmUploads } from './film-upload-space.ts';
import { createFilmUploadStore } from './film-upload-store.ts';

const work = mkdtempSync(path.join(tmpdir(), 'film-upload-limits-'));
const uploadsDir = path.join(work, 'media', 'uploads');

type Site = { id: number; domain: string; token: string };

/** A company's site and a manager of it. */
async function site(): Promise<Site> {
  const company = await createCompany(t.db);
  return { ...company, token: (await createStaff(t, company.id, 'manager')).token };
}

/** A tus request from the back-office: the staff cookie, the protocol's version header. */
const tus = (
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE',
  url: string,
  who: Site,
  headers: Record<string, string> = {},
  payload?: Buffer,
) =>
  t.app.inject({
    method,
    url,
    headers: { host: who.domain, 'tus-resumable': '1.0.0', ...headers },
    cookies: { [STAFF_COOKIE]: who.token },
    ...(payload ? { payload } : {}),
  });

const patch = (url: string, who: Site, offset: number, payload: Buffer) =>
  tus(
    'PATCH',
    url,
    who,
    { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload,
  );

const film = blankFilmForm('Film');

/** A tus creation of `length` declared bytes for a new film of the site. */
async function create(who: Site, length: number) {
  const created = await callStaff(t, 'admin/films/create', film, { host: who.domain, token: who.token });
  const filmId = String(created.json().data.film.id);
  return tus('POST', FILM_UPLOAD_PATH, who, {
    'upload-length': String(length),
    'upload-metadata': `film_id ${Buffer.from(filmId).toString('base64')}`,
  });
}

/** A new upload's address. */
async function createUpload(who: Site, length: number): Promise<string> {
  const created = await create(who, length);
  expect(created.statusCode).toBe(201);
  return String(created.headers.location);
}

const idOf = (location: string) => location.slice(FILM_UPLOAD_PATH.length + 1);

const t = useTestApp({ env: { MEDIA_DIR: path.join(work, 'media') } });
const given = seededForFile(async () => {
  const a: Site = await site();
  const b: Site = await site();
  await t.app.ready();
  return { a, b };
});

describe('the film uploads’ limits', () => {
  it('works on the checked upload id, never on another company’s id put in the query string', async () => {
    const own = await createUpload(given.a, 10);
    const theirs = await createUpload(given.b, 10);
    expect((await patch(theirs, given.b, 0, Buffer.from('abc'))).statusCode).toBe(204);
    const trick = `${own}?x=/${idOf(theirs)}`;

    // HEAD answers the caller's own upload, not B's three bytes.
    const head = await tus('HEAD', trick, given.a);
    expect(head.headers['upload-offset']).toBe('0');
    // PATCH at B's offset meets A's own upload at 0, and is refused.
    expect((await patch(trick, given.a, 3, Buffer.from('XYZ'))).statusCode).toBe(409);
    // DELETE ends A's own upload only.
    expect((await tus('DELETE', trick, given.a)).statusCode).toBe(204);
    expect((await tus('HEAD', own, given.a)).statusCode).toBe(404);

    const after = await tus('HEAD', theirs, given.b);
    expect(after.statusCode).toBe(200);
    expect(after.headers['upload-offset']).toBe('3');
  });

  it('refuses a creation past the company’s quota of unfinished uploads, with 413 and its message', async () => {
    const full = await site();
    // The default quota (200 GiB) holds ten of the largest uploads.
    for (let n = 0; n < 10; n++) await createUpload(full, FILM_UPLOAD_MAX_BYTES);
    const refused = await create(full, 1);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({
      code: ERROR_CATALOGUE.FILM_UPLOAD_QUOTA_EXCEEDED.code,
      message: ERROR_CATALOGUE.FILM_UPLOAD_QUOTA_EXCEEDED.message.en,
    });
    // Another company's room is its own.
    await createUpload(given.a, FILM_UPLOAD_MAX_BYTES);
    // A declared size past the largest upload is refused by tus itself.
    expect((await create(given.a, FILM_UPLOAD_MAX_BYTES + 1)).statusCode).toBe(413);
  });

  it('deletes an upload left unfinished past its expiry, and keeps a fresh one and a finished one', async () => {
    const old = await createUpload(given.a, 10);
    expect((await patch(old, given.a, 0, Buffer.from('abc'))).statusCode).toBe(204);
    const finished = await createUpload(given.a, 3);
    expect((await patch(finished, given.a, 0, Buffer.from('abc'))).statusCode).toBe(204);

    t.clock.advance((t.config.FILM_UPLOAD_EXPIRY_HOURS + 1) * 3_600_000);
    // Staff sessions idled out meanwhile: the manager signs in again.
    given.a = { ...given.a, token: (await createStaff(t, given.a.id, 'manager')).token };
    const fresh = await createUpload(given.a, 10);

    const deleted = await deleteExpiredFilmUploads(createFilmUploadStore(t.config), t.config, t.clock.now());
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await tus('HEAD', old, given.a)).statusCode).toBe(404);
    expect(existsSync(path.join(uploadsDir, idOf(old)))).toBe(false);
    expect((await tus('HEAD', fresh, given.a)).statusCode).toBe(200);
    expect(existsSync(path.join(uploadsDir, idOf(finished)))).toBe(true);
  });
});
