/**
 * Transcodes an MP4 into an HLS ladder for a film and records it as the film's movie:
 *   npx node apps/server/scripts/transcode.ts <input.mp4> <film_id>
 * Uses the server's configuration (DATABASE_URL or the PGlite folder, MEDIA_DIR).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { startTranscode } from '../src/modules/films/transcode-job.ts';

const [input, filmArgument] = process.argv.slice(2);
const filmId = Number(filmArgument);
if (!input || !Number.isSafeInteger(filmId) || filmId < 1) {
  console.error('usage: transcode.ts <input.mp4> <film_id>');
  process.exit(64);
}
if (!existsSync(input)) {
  console.error(`no such file: ${input}`);
  process.exit(66);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  const job = await startTranscode(database.db, {
    mediaDir: config.MEDIA_DIR,
    input: path.resolve(input),
    filmId,
  });
  console.log(`media ${job.media.id}: transcoding into ${path.join(config.MEDIA_DIR, job.media.hlsPath)}`);
  const done = await job.finished;
  console.log(`media ${done.id}: ${done.status}, ${done.durationSeconds ?? '?'} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
