import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { films, media } from './schema.ts';
import { startTranscode } from './transcode-job.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let filmId: number;
const work = mkdtempSync(path.join(tmpdir(), 'transcode-'));

beforeAll(async () => {
  database = await openTestDatabase();
  const company = await createCompany(database.db);
  const [film] = await database.db
    .insert(films)
    .values({ companyId: company.id, title: 'Upload' })
    .returning();
  filmId = film?.id ?? 0;
});
afterAll(async () => database.close());

/** A clip made by ffmpeg's test sources: `seconds` long, with a tone unless `silent`. */
function makeClip(name: string, size: string, options: { seconds?: number; silent?: boolean } = {}) {
  const input = path.join(work, name);
  const seconds = options.seconds ?? 1;
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24:duration=${seconds}`],
    ...(options.silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(options.silent ? [] : ['-c:a', 'aac', '-shortest']),
    input,
  ]);
  return input;
}

/** The master playlist's variants: resolution and codecs of each, in order. */
const variantsOf = (master: string) =>
  [...master.matchAll(/#EXT-X-STREAM-INF:.*RESOLUTION=(\d+x\d+),CODECS="([^"]+)"\n(.+)/g)].map(
    ([, resolution = '', codecs = '', uri = '']) => ({ resolution, codecs, uri }),
  );

describe('the transcode job', () => {
  it('makes a 720p source’s ladder of 720p and below, with its sound in every rung', async () => {
    const input = makeClip('clip-720.mp4', '1280x720');
    const mediaDir = path.join(work, 'media');
    const job = await startTranscode(database.db, { mediaDir, input, filmId });
    expect(job.media.status).toBe('processing');
    const done = await job.finished;
    expect(done).toMatchObject({ status: 'ready', durationSeconds: 1, kind: 'movie' });
    const master = readFileSync(path.join(mediaDir, done.hlsPath), 'utf8');
    const variants = variantsOf(master);
    // Nothing above the source: no 1080p, and no rung enlarged.
    expect(variants.map((variant) => variant.resolution)).toEqual(['1280x720', '854x480', '640x360']);
    expect(variants.every((variant) => variant.codecs.includes('mp4a.40.2'))).toBe(true);
    const folder = path.dirname(path.join(mediaDir, done.hlsPath));
    for (const rendition of ['720p', '480p', '360p']) {
      expect(variants.some((variant) => variant.uri === `${rendition}/index.m3u8`)).toBe(true);
      const files = readdirSync(path.join(folder, rendition));
      expect(files).toContain('index.m3u8');
      expect(files.some((file) => file.endsWith('.m4s'))).toBe(true);
    }
  });

  it('makes a silent source’s ladder without sound', async () => {
    const input = makeClip('silent-360.mp4', '640x360', { silent: true });
    const mediaDir = path.join(work, 'media');
    const done = await (await startTranscode(database.db, { mediaDir, input, filmId })).finished;
    expect(done.status).toBe('ready');
    const variants = variantsOf(readFileSync(path.join(mediaDir, done.hlsPath), 'utf8'));
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatchObject({ resolution: '640x360', uri: '360p/index.m3u8' });
    expect(variants[0]?.codecs).not.toContain('mp4a');
  });

  it('marks the media failed when the input is not a video', async () => {
    const input = path.join(work, 'broken.mp4');
    execFileSync('bash', ['-c', `echo not-a-video > ${input}`]);
    const job = await startTranscode(database.db, { mediaDir: path.join(work, 'media'), input, filmId });
    await expect(job.finished).rejects.toThrow('transcoding failed');
    const [row] = await database.db.select().from(media).where(eq(media.id, job.media.id));
    expect(row?.status).toBe('failed');
  });
});
