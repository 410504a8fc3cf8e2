/**
 * Transcodes a video file into the HLS ladder the server makes of uploads (decision record 0040),
 * without a database:
 *   npx node apps/server/scripts/make-hls.ts <input> <outdir>
 * Writes <outdir>/master.m3u8 and one folder per rung; the folder is emptied first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { transcodeToHls } from '../src/modules/films/transcode-job.ts';

const [input, outDir] = process.argv.slice(2);
if (!input || !outDir) {
  console.error('usage: make-hls.ts <input> <outdir>');
  process.exit(64);
}
if (!existsSync(input)) {
  console.error(`no such file: ${input}`);
  process.exit(66);
}

const outcome = await transcodeToHls({ input: path.resolve(input), outDir: path.resolve(outDir) });
if (!outcome.ok) {
  console.error(outcome.reason);
  process.exit(1);
}
for (const rung of outcome.rungs)
  console.log(`${rung.name}: ${rung.width}x${rung.height}, at most ${rung.maxKbps} kbit/s`);
console.log(`HLS ladder written to ${path.join(outDir, 'master.m3u8')}`);
