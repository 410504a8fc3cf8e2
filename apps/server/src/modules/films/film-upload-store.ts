import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config.ts';
import { s3ClientConfigOf, s3OptionsOf } from '../../ports/s3-storage.ts';

/** Where a finished upload is for the transcoder: a file path, or `s3://<bucket>/<key>`. */
export type FilmSource = string;

export type FilmUploadStore = {
  datastore: DataStore;
  /** Put before the upload's id to make its key in the store (the deployment's S3 prefix). */
  keyPrefix: string;
  sourceOf(key: string): FilmSource;
};

/** S3 multipart parts: 16 MiB, the browser's chunk, so a PATCH is one part instead of two. */
const S3_PART_BYTES = 16 * 1024 * 1024;

/**
 * The tus store of movie uploads: a folder by default, the deployment's S3 bucket (under
 * `<S3_PREFIX>film-uploads/`) when one is configured. With S3, every node of a deployment sees
 * every upload without a shared volume.
 */
export function createFilmUploadStore(config: Config): FilmUploadStore {
  const s3 = config.filmUploadsStore === 's3' ? s3OptionsOf(config) : null;
  if (!s3) {
    const directory = config.FILM_UPLOADS_DIR ?? path.join(config.MEDIA_DIR, 'uploads');
    return {
      datastore: new FileStore({ directory }),
      keyPrefix: '',
      sourceOf: (key) => path.join(directory, key),
    };
  }
  return {
    datastore: new S3Store({
      partSize: S3_PART_BYTES,
      s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfigOf(s3) },
    }),
    keyPrefix: `${s3.prefix}film-uploads/`,
    sourceOf: (key) => `s3://${s3.bucket}/${key}`,
  };
}
