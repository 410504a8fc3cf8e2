import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WatchScreener } from '@screener/contracts/watch';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createStaff } from '../staff/staff-test-helpers.ts';
import { callApi, callStaffApi, createWatchEvent, createWatchSite, enroll } from '../watch/test-fixtures.ts';
import { films, media } from './schema.ts';

const HOST = 'film-extras.localhost';
const START = new Date('2026-06-01T12:00:00Z');
const work = mkdtempSync(path.join(tmpdir(), 'film-extras-'));
const mediaDir = path.join(work, 'media');
const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,000\r\nשלום עולם\r\n\r\n2\r\n00:00:02,500 --> 00:00:03,000\r\nSecond\r\n';

type Film = {
  id: number;
  thumbnail_url: string | null;
  subtitles: { lang: string }[];
  trailer: { state: string };
  pre_roll: { state: string };
};

const staff = (apiPath: string, body: object) =>
  callStaffApi<{ film: Film }>(t, HOST, `admin/films/${apiPath}`, body, given.site.staffToken);

/** What the enrolled viewer's player is given for the event. */
async function watchAnswer() {
  const answer = await callApi<{ screener: WatchScreener }>(
    t,
    HOST,
    `guest/company/${given.site.company.id}/screenings/getAndEnforce`,
    { id: given.screenerId },
    given.site.viewerSession,
  );
  expect(refusalCode(answer)).toBeNull();
  return answer.body.data.screener;
}

const viewerSubtitles = async () => (await watchAnswer()).subtitles[given.filmId] ?? [];

/** The viewer's stream cookie, as the player sets it before it loads any media. */
async function streamCookie(): Promise<string> {
  const header = JSON.parse(signedHeader(given.site.viewerSession, t.clock.now())) as Record<string, unknown>;
  const auth = encodeURIComponent(JSON.stringify({ ...header, screener_id: given.screenerId }));
  const response = await t.app.inject({
    method: 'GET',
    url: `/stream/setCookie/${auth}`,
    headers: { host: HOST },
  });
  return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
}

/** A small picture made by ffmpeg, in the codec given. */
const makePicture = (codec: 'mjpeg' | 'png') =>
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=32x18'],
    ...['-frames:v', '1', '-f', 'image2', '-c:v', codec, 'pipe:1'],
  ]);

const t = useTestApp({
  now: START,
  env: { MEDIA_DIR: mediaDir, UPLOADS_DIR: path.join(work, 'uploads') },
});
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(t.db, site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3 * 3_600_000),
  });
  const screenerId = event.screener.id;
  const filmId = event.filmIds[0] ?? 0;
  await enroll(t.db, site.company.id, screenerId, site.viewer.id, START);
  return { site, screenerId, filmId };
});

describe('a film’s subtitles in the back-office', () => {
  it('keeps an uploaded SRT as WebVTT, lists it, and gives it to the viewer’s player', async () => {
    const saved = await staff('subtitles/save', { film_id: given.filmId, lang: 'HE', content: SRT });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.body.data.film.subtitles.map((row) => row.lang)).toEqual(['en', 'he']);
    const hebrew = (await viewerSubtitles()).find((row) => row.lang_subtitle === 'he');
    expect(hebrew?.src_subtitle).toMatch(
      new RegExp(`^/media/${given.screenerId}/films/${given.filmId}/subtitles/[0-9a-f-]{36}\\.vtt$`),
    );
    const file = await t.app.inject({
      method: 'GET',
      url: String(hebrew?.src_subtitle),
      headers: { host: HOST, cookie: await streamCookie() },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.body).toMatch(/^WEBVTT/);
    expect(file.body).toContain('00:00:01.000 --> 00:00:02.000\nשלום עולם');
  });

  it('replaces a language’s file, leaving the demo’s own files alone, and removes a language', async () => {
    const before = (await viewerSubtitles()).find((row) => row.lang_subtitle === 'he');
    const earlier = path.join(
      mediaDir,
      String(before?.src_subtitle).replace(`/media/${given.screenerId}/`, ''),
    );
    expect(existsSync(earlier)).toBe(true);
    await staff('subtitles/save', {
      film_id: given.filmId,
      lang: 'he',
      content: SRT.replace('Second', 'Again'),
    });
    const after = (await viewerSubtitles()).find((row) => row.lang_subtitle === 'he');
    expect(after?.src_subtitle).not.toBe(before?.src_subtitle);
    expect(existsSync(earlier)).toBe(false);
    // English is the demo's file: replacing and removing it changes the row, never the shipped file.
    await staff('subtitles/save', { film_id: given.filmId, lang: 'en', content: SRT });
    const removed = await staff('subtitles/remove', { film_id: given.filmId, lang: 'en' });
    expect(removed.body.data.film.subtitles.map((row) => row.lang)).toEqual(['he']);
    expect((await viewerSubtitles()).map((row) => row.lang_subtitle)).toEqual(['he']);
    expect(refusalCode(await staff('subtitles/remove', { film_id: given.filmId, lang: 'en' }))).toBe(404);
    const owner = (await createStaff(t, given.site.company.id, 'owner')).token;
    const audit = await callStaffApi<{ entries: { action: string }[] }>(
      t,
      HOST,
      'admin/audit/list',
      { page: 0, page_size: 100 },
      owner,
    );
    expect(audit.body.data.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['film.subtitle.save', 'film.subtitle.remove']),
    );
  });

  it('answers a bad file or language with 400 and the field’s message', async () => {
    const cases: [object, string, string][] = [
      [{ lang: 'he', content: '' }, 'content', 'The file has no subtitles'],
      [{ lang: 'he', content: 'WEBVTT\n' }, 'content', 'The file has no subtitles'],
      [{ lang: 'he', content: 'not subtitles at all' }, 'content', 'The file is not SRT or WebVTT subtitles'],
      [{ lang: 'he', content: 'x'.repeat(1024 * 1024 + 1) }, 'content', 'The file is larger than 1 MB'],
      [{ lang: 'hebrew', content: SRT }, 'lang', 'Choose a language'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await staff('subtitles/save', { film_id: given.filmId, ...body });
      expect(refusalCode(answer), message).toBe(400);
      const details = (answer.body.error as unknown as { details: { fields: Record<string, string[]> } })
        .details;
      expect(details.fields[field], message).toEqual([message]);
    }
  });
});

describe('a film’s picture, trailer and pre-roll', () => {
  it('takes an uploaded JPEG as the film’s picture and refuses anything else', async () => {
    const jpeg = makePicture('mjpeg');
    const answer = await staff('picture/upload', {
      film_id: given.filmId,
      image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(refusalCode(answer)).toBeNull();
    const url = String(answer.body.data.film.thumbnail_url);
    expect(url).toMatch(/^\/uploads\/film-thumbnails\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    const png = makePicture('png');
    const refused = await staff('picture/upload', {
      film_id: given.filmId,
      image: `data:image/jpeg;base64,${png.toString('base64')}`,
    });
    expect(refusalCode(refused)).toBe(400);
    expect(JSON.stringify(refused.body.error)).toContain('Choose a JPEG picture of up to 2 MB');
  });

  it('plays an uploaded trailer instead of the link, and removes the trailer and the pre-roll', async () => {
    await t.db
      .update(films)
      .set({ trailerUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
      .where(eq(films.id, given.filmId));
    const [trailer] = await t.db
      .insert(media)
      .values([
        { filmId: given.filmId, kind: 'trailer', hlsPath: 'test-pattern/master.m3u8' },
        { filmId: given.filmId, kind: 'pre_roll', hlsPath: 'test-pattern/master.m3u8' },
      ])
      .returning();
    const viewer = async () => {
      const watch = await watchAnswer();
      return {
        trailer: watch.films.find((film) => film.id === given.filmId)?.trailer,
        preRoll: watch.pre_roll[given.filmId] ?? null,
      };
    };
    const read = await staff('get', { film_id: given.filmId });
    expect(read.body.data.film).toMatchObject({ trailer: { state: 'ready' }, pre_roll: { state: 'ready' } });
    expect(await viewer()).toEqual({
      trailer: `/trailers/${trailer?.id}/test-pattern/master.m3u8`,
      preRoll: `/media/${given.screenerId}/test-pattern/master.m3u8`,
    });
    const removed = await staff('media/remove', { film_id: given.filmId, kind: 'trailer' });
    expect(removed.body.data.film.trailer.state).toBe('none');
    const noPreRoll = await staff('media/remove', { film_id: given.filmId, kind: 'pre_roll' });
    expect(noPreRoll.body.data.film.pre_roll.state).toBe('none');
    expect(await viewer()).toEqual({ trailer: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', preRoll: null });
    expect(refusalCode(await staff('media/remove', { film_id: given.filmId, kind: 'movie' }))).toBe(400);
    expect(refusalCode(await staff('media/retry', { film_id: given.filmId, kind: 'trailer' }))).toBe(409);
  });
});
