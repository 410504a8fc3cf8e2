import path from 'node:path';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { FileConfigstore, FileStore } from '@tus/file-store';
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
  /**
   * The keys of the uploads whose id begins with `idPrefix` that may be unfinished: in a folder
   * every upload kept there, in S3 the open multipart uploads. Read each to know where it stands.
   */
  keysOf(idPrefix: string): Promise<string[]>;
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
    const configstore = new FileConfigstore(directory);
    return {
      datastore: new FileStore({ directory, configstore }),
      keyPrefix: '',
      sourceOf: (key) => path.join(directory, key),
      keysOf: async (idPrefix) => {
        // The folder may not be there before the first upload.
        const keys = await configstore.list().catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
        return keys.filter((key) => key.startsWith(idPrefix));
      },
    };
  }
  const keyPrefix = `${s3.prefix}film-uploads/`;
  const client = new S3Client(s3ClientConfigOf(s3));
  return {
    datastore: new S3Store({
      partSize: S3_PART_BYTES,
      s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfigOf(s3) },
    }),
    keyPrefix,
    sourceOf: (key) => `s3://${s3.bucket}/${key}`,
    keysOf: async (idPrefix) => {
      const keys: string[] = [];
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: s3.bucket,
            Prefix: `${keyPrefix}${idPrefix}`,
            ...markers,
          }),
        );
        for (const upload of page.Uploads ?? []) if (upload.Key) keys.push(upload.Key);
        if (!page.IsTruncated) return keys;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    },
  };
}
