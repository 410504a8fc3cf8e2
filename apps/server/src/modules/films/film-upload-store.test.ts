import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFilmUploadStore } from './film-upload-store.ts';

const base = { MEDIA_DIR: '/srv/media' };
const bucket = { ...base, S3_BUCKET: 'screener-media', S3_PREFIX: 'site-a/' };

describe('the store of movie uploads', () => {
  it('is the uploads folder when no bucket is configured', () => {
    const store = createFilmUploadStore(loadConfig(base));
    expect(store.datastore).toBeInstanceOf(FileStore);
    expect(store.keyPrefix).toBe('');
    expect(store.sourceOf('1-2-x')).toBe(path.join('/srv/media/uploads', '1-2-x'));
    const elsewhere = createFilmUploadStore(loadConfig({ ...base, FILM_UPLOADS_DIR: '/mnt/films' }));
    expect(elsewhere.sourceOf('1-2-x')).toBe(path.join('/mnt/films', '1-2-x'));
  });

  it('is the S3 bucket, under the deployment’s prefix, when one is configured', () => {
    const store = createFilmUploadStore(loadConfig(bucket));
    expect(store.datastore).toBeInstanceOf(S3Store);
    expect(store.keyPrefix).toBe('site-a/film-uploads/');
    expect(store.sourceOf('site-a/film-uploads/1-2-x')).toBe('s3://screener-media/site-a/film-uploads/1-2-x');
  });

  it('stays a folder when asked to beside a bucket, and refuses S3 without one', () => {
    expect(
      createFilmUploadStore(loadConfig({ ...bucket, FILM_UPLOADS_STORE: 'file' })).datastore,
    ).toBeInstanceOf(FileStore);
    expect(() => loadConfig({ ...base, FILM_UPLOADS_STORE: 's3' })).toThrow(/S3_BUCKET/);
  });
});
