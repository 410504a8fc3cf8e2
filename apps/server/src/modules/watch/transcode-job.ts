import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DbExecutor } from '../../db/client.ts';
import { insertProcessingMedia, type MediaKind, type MediaRow, settleMedia } from '../screenings/index.ts';

/** The ffmpeg ladder script (360p and 180p, fragmented MP4, 2-second segments). */
const MAKE_HLS = path.resolve(import.meta.dirname, '../../../scripts/make-hls.sh');

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function probeDurationSeconds(input: string): Promise<number | null> {
  const result = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    input,
  ]);
  const seconds = Number.parseFloat(result.stdout.trim());
  return result.code === 0 && Number.isFinite(seconds) ? Math.round(seconds) : null;
}

/**
 * Turns an uploaded MP4 into an HLS ladder under the media folder and records it on a media row
 * of the film: `processing` while ffmpeg runs, then `ready` (with its duration) or `failed`.
 * `started` resolves once the row exists; `finished` once ffmpeg is done.
 */
export async function startTranscode(
  db: DbExecutor,
  job: { mediaDir: string; input: string; filmId: number; kind?: MediaKind },
): Promise<{ media: MediaRow; finished: Promise<MediaRow> }> {
  const folder = `films/${job.filmId}/${randomUUID()}`;
  const row = await insertProcessingMedia(db, {
    filmId: job.filmId,
    kind: job.kind ?? 'movie',
    hlsPath: `${folder}/master.m3u8`,
  });

  const finished = (async (): Promise<MediaRow> => {
    const result = await run('bash', [MAKE_HLS, job.input, path.join(job.mediaDir, folder)]).catch(
      (error: Error) => ({
        code: 1,
        stdout: '',
        stderr: error.message,
      }),
    );
    const durationSeconds = result.code === 0 ? await probeDurationSeconds(job.input) : null;
    const updated = await settleMedia(
      db,
      row.id,
      result.code === 0 ? { status: 'ready', durationSeconds } : { status: 'failed' },
    );
    if (!updated) throw new Error(`media ${row.id} vanished`);
    if (result.code !== 0) throw new Error(`transcoding failed: ${result.stderr.trim()}`);
    return updated;
  })();
  // The caller may look only at the row; a failure is recorded on it either way.
  finished.catch(() => undefined);
  return { media: row, finished };
}
