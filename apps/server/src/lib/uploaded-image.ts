import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import type { StoragePort } from '../ports/storage.ts';
import { AppError } from './app-error.ts';

/**
 * A folder of pictures staff upload (a company's logo and favicon, event thumbnails): kept in the
 * storage under the hash of their bytes and served publicly from `urlPrefix`.
 */
export type ImageFolder = { folder: string; urlPrefix: string };

/** What a picture must be, checked by its bytes whatever its data URL claimed. */
export type ImageRules = { maxBytes: number; maxSide: number; square?: boolean };

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** The names `storeUploadedImage` gives: the hash of the bytes and the picture's kind. */
const STORED_NAME = /^([0-9a-f]{32})\.(jpg|png|webp)$/;
/** Kept for a year: a changed picture has a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Checks the browser's cropped picture again by its bytes, as the chat's profile pictures are: a
 * real JPEG, PNG or WebP within the rules. Keeps it under the hash of its bytes and answers its
 * public address; `invalid` is the error the caller answers a refused picture with.
 */
export async function storeUploadedImage(
  storage: StoragePort,
  folder: ImageFolder,
  rules: ImageRules,
  dataUrl: string,
  invalid: () => AppError,
): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > rules.maxBytes) throw invalid();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid();
  }
  const extension = size.type === 'jpg' || size.type === 'png' || size.type === 'webp' ? size.type : null;
  if (!extension || size.width > rules.maxSide || size.height > rules.maxSide) throw invalid();
  if (rules.square && size.width !== size.height) throw invalid();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  await storage.put(`${folder.folder}/${name}`, bytes);
  return `${folder.urlPrefix}${name}`;
}

/**
 * The bytes and kind of a picture `storeUploadedImage` kept, by the address it answered; null for
 * any other address (a data URL, another site's picture) and for a picture no longer kept.
 */
export async function readUploadedImage(
  storage: StoragePort,
  folder: ImageFolder,
  url: string,
): Promise<{ bytes: Buffer; kind: 'jpg' | 'png' | 'webp' } | null> {
  if (!url.startsWith(folder.urlPrefix)) return null;
  const file = url.slice(folder.urlPrefix.length);
  const kind = STORED_NAME.exec(file)?.[2];
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') return null;
  const bytes = await storage.get(`${folder.folder}/${file}`);
  return bytes ? { bytes, kind } : null;
}

/** Serves a folder's pictures by the names `storeUploadedImage` gives them, and nothing else. */
export function registerImageDelivery(app: FastifyInstance, storage: StoragePort, folder: ImageFolder): void {
  app.get<{ Params: { file: string } }>(`${folder.urlPrefix}:file`, async (request, reply) => {
    const { file } = request.params;
    const match = STORED_NAME.exec(file);
    const bytes = match ? await storage.get(`${folder.folder}/${file}`) : null;
    if (!match?.[2] || !bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', CONTENT_TYPES[match[2]])
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
