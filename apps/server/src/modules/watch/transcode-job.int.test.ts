import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { films, media } from '../screenings/schema.ts';
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

describe('the transcode job', () => {
  it('turns a 2-second MP4 into an HLS ladder of two renditions and marks the media ready', async () => {
    const input = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=24:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      input,
    ]);
    const mediaDir = path.join(work, 'media');
    const job = await startTranscode(database.db, { mediaDir, input, filmId });
    expect(job.media.status).toBe('processing');
    const done = await job.finished;
    expect(done).toMatchObject({ status: 'ready', durationSeconds: 2, kind: 'movie' });
    const master = readFileSync(path.join(mediaDir, done.hlsPath), 'utf8');
    expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
    const folder = path.dirname(path.join(mediaDir, done.hlsPath));
    for (const rendition of ['360p', '180p']) {
      const files = readdirSync(path.join(folder, rendition));
      expect(files).toContain('index.m3u8');
      expect(files.some((file) => file.endsWith('.m4s'))).toBe(true);
    }
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
