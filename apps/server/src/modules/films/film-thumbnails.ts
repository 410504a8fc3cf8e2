import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { StoragePort } from '../../ports/storage.ts';

/** Where the pictures a transcode takes from a movie are served; the name is their hash. */
export const FILM_THUMBNAIL_URL_PREFIX = '/uploads/film-thumbnails/';
const STORAGE_FOLDER = 'film-thumbnails';
/** Kept for a year: another picture has another name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Keeps a JPEG the transcode made under the hash of its bytes and answers its public address. */
export async function storeFilmThumbnail(storage: StoragePort, jpeg: Buffer): Promise<string> {
  const name = `${createHash('sha256').update(jpeg).digest('hex').slice(0, 32)}.jpg`;
  await storage.put(`${STORAGE_FOLDER}/${name}`, jpeg);
  return `${FILM_THUMBNAIL_URL_PREFIX}${name}`;
}

export function registerFilmThumbnailDelivery(app: FastifyInstance, storage: StoragePort): void {
  app.get<{ Params: { file: string } }>(`${FILM_THUMBNAIL_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const bytes = /^[0-9a-f]{32}\.jpg$/.test(file) ? await storage.get(`${STORAGE_FOLDER}/${file}`) : null;
    if (!bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
