import { createHash } from 'node:crypto';
import { CHAT_IMAGE } from '@screener/contracts/chat-room';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/app-error.ts';
import type { StoragePort } from '../../ports/storage.ts';

/** Where profile pictures are served from; the file name is the hash of the bytes. */
export const CHAT_IMAGE_URL_PREFIX = '/uploads/chat-profiles/';
export const CHAT_IMAGE_STORAGE_FOLDER = 'chat-profiles';

/** The types a profile picture may have, read from its bytes, with the extension it is kept under. */
export const IMAGE_EXTENSIONS: Record<string, string> = { jpg: 'jpg', png: 'png', webp: 'webp' };
export const CHAT_IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const invalid = () => new AppError('CHAT_IMAGE_INVALID');

/** The picture's type and size as its header says, whatever the data URL claimed. */
function inspect(bytes: Buffer): { type: string; width: number; height: number } {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !IMAGE_EXTENSIONS[type]) throw invalid();
    return { type, width, height };
  } catch {
    throw invalid();
  }
}

/**
 * Checks the cropped picture again on the server (spec part 2 §9): a real JPEG, PNG or WebP by its
 * bytes, under 2 MB, exactly 300x300. Keeps it under the hash of its bytes, so a changed picture
 * has a new address and the old one can be cached for good. Answers the public URL.
 */
export async function storeProfileImage(storage: StoragePort, dataUrl: string): Promise<string> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length >= CHAT_IMAGE.maxBytes) throw invalid();
  const { type, width, height } = inspect(bytes);
  if (width !== CHAT_IMAGE.side || height !== CHAT_IMAGE.side) throw invalid();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${IMAGE_EXTENSIONS[type]}`;
  await storage.put(`${CHAT_IMAGE_STORAGE_FOLDER}/${name}`, bytes);
  return `${CHAT_IMAGE_URL_PREFIX}${name}`;
}
