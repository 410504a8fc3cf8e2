import { FILM_UPLOAD_MAX_BYTES } from '@screener/contracts/films';
import type { Upload } from '@tus/server';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FilmUploadStore } from './film-upload-store.ts';

const GIB = 1024 ** 3;
const HOUR_MS = 3_600_000;

/**
 * The metadata key of an upload's creation time on the app's clock, which the server writes: the
 * stores date an upload by the machine's clock (the S3 store overwrites any other date).
 */
export const UPLOAD_CREATED_AT = 'created_at';

/** A company's uploads begin `<company>-`: the id names its company first. */
export const companyIdPrefix = (companyId: number) => `${companyId}-`;

/** An upload without a declared size may grow to the largest upload, so it counts as one. */
const declaredBytes = (upload: Upload) => upload.size ?? FILM_UPLOAD_MAX_BYTES;

/** The uploads of `idPrefix` still waiting for bytes; one removed meanwhile is left out. */
async function unfinishedUploads(store: FilmUploadStore, idPrefix: string): Promise<Upload[]> {
  const uploads: Upload[] = [];
  for (const key of await store.keysOf(idPrefix)) {
    const upload = await store.datastore.getUpload(key).catch(() => null);
    if (upload && (upload.size === undefined || upload.offset < upload.size)) uploads.push(upload);
  }
  return uploads;
}

/**
 * Refuses a creation that would take the company's unfinished uploads past FILM_UPLOAD_QUOTA_GB
 * declared bytes: a staff member cannot fill the disk or bucket with uploads never sent.
 */
export async function assertUploadFits(
  store: FilmUploadStore,
  config: Pick<Config, 'FILM_UPLOAD_QUOTA_GB'>,
  companyId: number,
  declared: number,
): Promise<void> {
  const uploads = await unfinishedUploads(store, companyIdPrefix(companyId));
  const taken = uploads.reduce((sum, upload) => sum + declaredBytes(upload), 0);
  if (taken + declared > config.FILM_UPLOAD_QUOTA_GB * GIB) throw new AppError('FILM_UPLOAD_QUOTA_EXCEEDED');
}

/**
 * Deletes every upload still unfinished FILM_UPLOAD_EXPIRY_HOURS after its creation (the file
 * and its record, or the S3 multipart upload aborted and its objects deleted). Finished uploads
 * are left to the transcoder, which deletes them once ready and keeps a failed one for Retry.
 * Answers how many it deleted.
 */
export async function deleteExpiredFilmUploads(
  store: FilmUploadStore,
  config: Pick<Config, 'FILM_UPLOAD_EXPIRY_HOURS'>,
  now: Date,
): Promise<number> {
  const cutoff = now.getTime() - config.FILM_UPLOAD_EXPIRY_HOURS * HOUR_MS;
  let deleted = 0;
  for (const upload of await unfinishedUploads(store, '')) {
    const created = Date.parse(upload.metadata?.[UPLOAD_CREATED_AT] ?? upload.creation_date ?? '');
    if (Number.isNaN(created) || created > cutoff) continue;
    await store.datastore.remove(upload.id);
    deleted++;
  }
  return deleted;
}

/** Runs the expiry round every hour on this node until the app closes; every node may run it. */
export function scheduleFilmUploadExpiry(
  store: FilmUploadStore,
  config: Pick<Config, 'FILM_UPLOAD_EXPIRY_HOURS'>,
  now: () => Date,
  log: { error(details: object, message: string): void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deleteExpiredFilmUploads(store, config, now()))
      .catch((error: unknown) => log.error({ err: error }, 'film upload expiry round failed'));
  }, HOUR_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
