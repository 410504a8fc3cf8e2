import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { displaySize, hlsArguments, ladderFor, type PictureSize, type Rung } from './hls-ladder.ts';
import { insertProcessingMedia, type MediaKind, type MediaRow, settleMedia } from './media-rows.ts';

/** Where in the movie the thumbnails are taken, as fractions of its length. */
const THUMBNAIL_AT = [0.1, 0.5, 0.9];
/** ffmpeg's reason is kept to its last lines: enough to read, small enough to store and show. */
const REASON_MAX_CHARS = 2000;

type RunResult = { code: number; stdout: Buffer; stderr: string };

/** Runs a command in its own process group, which aborting it (a worker stopping) kills at once. */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; onStdout?: (text: string) => void } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) return resolve({ code: 1, stdout: Buffer.alloc(0), stderr: 'stopped' });
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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

/** The part of `ffprobe -of json` the ladder reads. */
const ZProbe = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string(),
        width: z.number().optional(),
        height: z.number().optional(),
        sample_aspect_ratio: z.string().optional(),
        tags: z.object({ rotate: z.string().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.string().optional() }).optional(),
});

export type SourceProbe = { durationSeconds: number | null; picture: PictureSize; hasAudio: boolean };

/** The source's length, its first video stream's shown size, and whether it has sound; or why not. */
export async function probeSource(
  input: string,
  signal?: AbortSignal,
): Promise<{ ok: true; probe: SourceProbe } | { ok: false; reason: string }> {
  const result = await run(
    'ffprobe',
    [
      ...['-v', 'error', '-of', 'json', '-show_entries'],
      'format=duration:stream=codec_type,width,height,sample_aspect_ratio:stream_tags=rotate:stream_side_data=rotation',
      input,
    ],
    { signal },
  );
  if (result.code !== 0) return { ok: false, reason: result.stderr.trim() || 'The file could not be read.' };
  const parsed = ZProbe.safeParse(JSON.parse(result.stdout.toString() || '{}'));
  const streams = parsed.success ? parsed.data.streams : [];
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!parsed.success || !video?.width || !video.height)
    return { ok: false, reason: 'The file has no video stream.' };
  const duration = Number.parseFloat(parsed.data.format?.duration ?? '');
  const rotation =
    video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ??
    Number(video.tags?.rotate ?? 0);
  return {
    ok: true,
    probe: {
      durationSeconds: Number.isFinite(duration) ? duration : null,
      picture: displaySize({
        width: video.width,
        height: video.height,
        sampleAspectRatio: video.sample_aspect_ratio,
        rotation,
      }),
      hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    },
  };
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
  | { ok: true; durationSeconds: number | null; rungs: Rung[]; thumbnails: Buffer[] }
  | { ok: false; reason: string };

/**
 * Makes the HLS ladder of `input` in `outDir` from the source's own size (`ladderFor`), reporting
 * whole percents as ffmpeg reports its position, then takes JPEG thumbnails. A failure answers
 * ffprobe's or ffmpeg's reason.
 */
export async function transcodeToHls(job: {
  input: string;
  outDir: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}): Promise<TranscodeOutcome> {
  const probed = await probeSource(job.input, job.signal);
  if (!probed.ok) return { ok: false, reason: probed.reason.slice(-REASON_MAX_CHARS) };
  const duration = probed.probe.durationSeconds;
  const rungs = ladderFor(probed.probe.picture);
  // A retry starts from an empty folder: no rung of an earlier, cut-off run is left in the playlist.
  await rm(job.outDir, { recursive: true, force: true });
  await mkdir(job.outDir, { recursive: true });
  let pending = '';
  let lastPercent = -1;
  const args = hlsArguments({
    input: job.input,
    outDir: job.outDir,
    rungs,
    hasAudio: probed.probe.hasAudio,
    progress: true,
  });
  const result = await run('ffmpeg', args, {
    signal: job.signal,
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
  return { ok: true, durationSeconds: duration === null ? null : Math.round(duration), rungs, thumbnails };
}

/** A new ladder's folder under the media folder, and its master playlist's media-relative path. */
export function newLadderPath(filmId: number): { folder: string; hlsPath: string } {
  const folder = `films/${filmId}/${randomUUID()}`;
  return { folder, hlsPath: `${folder}/master.m3u8` };
}

/**
 * Turns an MP4 into an HLS ladder under the media folder and records it on a media row of the
 * film: `processing` while ffmpeg runs, then `ready` (with its duration) or `failed`. `started`
 * resolves once the row exists; `finished` once ffmpeg is done. (The command line's way in,
 * `scripts/transcode.ts`; the back-office's uploads go through the films module's queue.)
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
