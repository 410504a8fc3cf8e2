import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { DbExecutor } from '../../db/client.ts';
import { insertProcessingMedia, type MediaKind, type MediaRow, settleMedia } from '../screenings/index.ts';

/** The ffmpeg ladder script (360p and 180p, fragmented MP4, 2-second segments). */
const MAKE_HLS = path.resolve(import.meta.dirname, '../../../scripts/make-hls.sh');
/** Where in the movie the thumbnails are taken, as fractions of its length. */
const THUMBNAIL_AT = [0.1, 0.5, 0.9];
/** ffmpeg's reason is kept to its last lines: enough to read, small enough to store and show. */
const REASON_MAX_CHARS = 2000;

type RunResult = { code: number; stdout: Buffer; stderr: string };

/**
 * Runs a command in its own process group, so that aborting it (a worker stopping) ends ffmpeg
 * too, not only the shell around it.
 */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; env?: NodeJS.ProcessEnv; onStdout?: (text: string) => void } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) return resolve({ code: 1, stdout: Buffer.alloc(0), stderr: 'stopped' });
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: options.env ?? process.env,
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    const stop = () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      options.onStdout?.(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-REASON_MAX_CHARS * 2);
    });
    child.on('error', (error) => resolve({ code: 1, stdout: Buffer.alloc(0), stderr: error.message }));
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', stop);
      resolve({ code: code ?? 1, stdout: Buffer.concat(stdout), stderr });
    });
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
  const seconds = Number.parseFloat(result.stdout.toString().trim());
  return result.code === 0 && Number.isFinite(seconds) ? seconds : null;
}

async function takeThumbnail(input: string, atSeconds: number, signal?: AbortSignal): Promise<Buffer | null> {
  const result = await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-ss', atSeconds.toFixed(2), '-i', input],
      ...['-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
    ],
    { signal },
  );
  return result.code === 0 && result.stdout.length > 0 ? result.stdout : null;
}

export type TranscodeOutcome =
  | { ok: true; durationSeconds: number | null; thumbnails: Buffer[] }
  | { ok: false; reason: string };

/**
 * Makes the HLS ladder of `input` in `outDir`, reporting whole percents as ffmpeg reports its
 * position, then reads the duration and takes JPEG thumbnails. A failure answers ffmpeg's reason.
 */
export async function transcodeToHls(job: {
  input: string;
  outDir: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}): Promise<TranscodeOutcome> {
  const duration = await probeDurationSeconds(job.input);
  let pending = '';
  let lastPercent = -1;
  const result = await run('bash', [MAKE_HLS, job.input, job.outDir], {
    signal: job.signal,
    env: { ...process.env, HLS_PROGRESS: '1' },
    onStdout: (text) => {
      // `-progress pipe:1` writes key=value lines; out_time_us is the position reached.
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)$/.exec(line.trim());
        if (!match || !duration) continue;
        // 100 is kept for the end, once the thumbnails are taken too.
        const percent = Math.min(99, Math.floor((Number(match[1]) / 1e6 / duration) * 100));
        if (percent > lastPercent) {
          lastPercent = percent;
          job.onProgress?.(percent);
        }
      }
    },
  });
  if (result.code !== 0) {
    const reason = job.signal?.aborted ? 'stopped' : result.stderr.trim().slice(-REASON_MAX_CHARS);
    return { ok: false, reason: reason || `ffmpeg exited with code ${result.code}` };
  }
  const thumbnails: Buffer[] = [];
  for (const fraction of duration ? THUMBNAIL_AT : []) {
    const picture = await takeThumbnail(job.input, (duration ?? 0) * fraction, job.signal);
    if (picture) thumbnails.push(picture);
  }
  return { ok: true, durationSeconds: duration === null ? null : Math.round(duration), thumbnails };
}

/** A new ladder's folder under the media folder, and its master playlist's media-relative path. */
export function newLadderPath(filmId: number): { folder: string; hlsPath: string } {
  const folder = `films/${filmId}/${randomUUID()}`;
  return { folder, hlsPath: `${folder}/master.m3u8` };
}

/**
 * Turns an MP4 into an HLS ladder under the media folder and records it on a media row of the
 * film: `processing` while ffmpeg runs, then `ready` (with its duration) or `failed`. `started`
 * resolves once the row exists; `finished` once ffmpeg is done. (The shell script's way in; the
 * back-office's uploads go through the films module's queue.)
 */
export async function startTranscode(
  db: DbExecutor,
  job: { mediaDir: string; input: string; filmId: number; kind?: MediaKind },
): Promise<{ media: MediaRow; finished: Promise<MediaRow> }> {
  const { folder, hlsPath } = newLadderPath(job.filmId);
  const row = await insertProcessingMedia(db, { filmId: job.filmId, kind: job.kind ?? 'movie', hlsPath });

  const finished = (async (): Promise<MediaRow> => {
    const outcome = await transcodeToHls({ input: job.input, outDir: path.join(job.mediaDir, folder) });
    const updated = await settleMedia(
      db,
      row.id,
      outcome.ok
        ? { status: 'ready', durationSeconds: outcome.durationSeconds }
        : { status: 'failed', error: outcome.reason },
    );
    if (!updated) throw new Error(`media ${row.id} vanished`);
    if (!outcome.ok) throw new Error(`transcoding failed: ${outcome.reason}`);
    return updated;
  })();
  // The caller may look only at the row; a failure is recorded on it either way.
  finished.catch(() => undefined);
  return { media: row, finished };
}
