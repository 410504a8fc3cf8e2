import { createHash } from 'node:crypto';
import { SETTINGS_IMAGE } from '@screener/contracts/company-settings';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';

/** Where logos and favicons are served from; the file name is the hash of the bytes. */
export const SETTINGS_IMAGE_URL_PREFIX = '/uploads/company-images/';
const STORAGE_FOLDER = 'company-images';
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Kept for a year: a changed picture has a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const invalid = () => new AppError('SETTINGS_IMAGE_INVALID');

/**
 * Checks the browser's cropped picture again by its bytes, as the chat's profile pictures are: a
 * real JPEG, PNG or WebP whatever the data URL claimed, under 700 KB (its data URL fits the 1 MB body limit), no side above 2048 px, and a
 * square favicon. Keeps it under the hash of its bytes and answers its public address.
 */
export async function storeSettingsImage(
  deps: Pick<AppDeps, 'storage'>,
  kind: 'logo' | 'favicon',
  dataUrl: string,
): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > SETTINGS_IMAGE.maxBytes) throw invalid();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid();
  }
  const extension = size.type === 'jpg' || size.type === 'png' || size.type === 'webp' ? size.type : null;
  if (!extension || size.width > SETTINGS_IMAGE.maxSide || size.height > SETTINGS_IMAGE.maxSide)
    throw invalid();
  if (kind === 'favicon' && size.width !== size.height) throw invalid();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  await deps.storage.put(`${STORAGE_FOLDER}/${name}`, bytes);
  return `${SETTINGS_IMAGE_URL_PREFIX}${name}`;
}

export function registerSettingsImageDelivery(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { file: string } }>(`${SETTINGS_IMAGE_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const match = /^([0-9a-f]{32})\.(jpg|png|webp)$/.exec(file);
    const bytes = match ? await deps.storage.get(`${STORAGE_FOLDER}/${file}`) : null;
    if (!match?.[2] || !bytes) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', CONTENT_TYPES[match[2]])
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
