import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { type S3StorageOptions, s3ClientConfigOf } from '../../ports/s3-storage.ts';
import type { FilmSource } from './film-upload-store.ts';

export type OpenedSource =
  | { ok: true; file: string; release(): Promise<void> }
  /** The source is gone for good: the job settles failed with this reason instead of retrying. */
  | { ok: false; reason: string };

/** How the transcoder reaches an upload, wherever the tus store put it. */
export type FilmSources = {
  /** A local file ffmpeg can read; an S3 upload is downloaded to a temporary folder first. */
  open(source: FilmSource, signal: AbortSignal): Promise<OpenedSource>;
  /** Drops the source of a finished ladder: an S3 upload and tus's `.info` beside it. A local file stays. */
  discard(source: FilmSource): Promise<void>;
};

const S3_SOURCE = /^s3:\/\/([^/]+)\/(.+)$/;
const MISSING = 'The uploaded file is missing.';

/**
 * The sources are told apart by their form, not by today's settings, so a movie uploaded to a
 * folder before the deployment moved to S3 still transcodes (and retries) from its folder.
 * ffmpeg gets a whole local file rather than a stream: ffprobe reads it first, and the
 * thumbnails seek into it.
 */
export function createFilmSources(s3: S3StorageOptions | null, tempDir = os.tmpdir()): FilmSources {
  const client = s3 ? new S3Client(s3ClientConfigOf(s3)) : null;
  const located = (source: FilmSource) => {
    const match = S3_SOURCE.exec(source);
    return match?.[1] && match[2] ? { bucket: match[1], key: match[2] } : null;
  };
  return {
    async open(source, signal) {
      const object = located(source);
      if (!object) return { ok: true, file: source, release: async () => {} };
      if (!client) return { ok: false, reason: MISSING };
      const folder = await mkdtemp(path.join(tempDir, 'screener-film-'));
      const release = () => rm(folder, { recursive: true, force: true });
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: object.bucket, Key: object.key }), {
          abortSignal: signal,
        });
        const file = path.join(folder, 'source');
        await pipeline(answer.Body as Readable, createWriteStream(file), { signal });
        return { ok: true, file, release };
      } catch (error) {
        await release();
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return { ok: false, reason: MISSING };
        }
        // Anything else (the network, a shutdown) fails the job, and the queue runs it again.
        throw error;
      }
    },
    async discard(source) {
      const object = located(source);
      if (!object || !client) return;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: object.bucket,
          Delete: { Objects: [{ Key: object.key }, { Key: `${object.key}.info` }], Quiet: true },
        }),
      );
    },
  };
}
