import { createHash } from 'node:crypto';
import { CHAT_MESSAGE_IMAGE } from '@screener/contracts/chat-room';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/app-error.ts';
import type { StoragePort } from '../../ports/storage.ts';
import { IMAGE_EXTENSIONS } from './profile-image.ts';

/** Where pictures sent in the room and in private chats are served from. */
export const CHAT_MESSAGE_IMAGE_URL_PREFIX = '/uploads/chat-images/';
export const CHAT_MESSAGE_IMAGE_FOLDER = 'chat-images';

const invalid = () => new AppError('CHAT_MESSAGE_IMAGE_INVALID');

/**
 * Checks a picture sent in a conversation by its bytes, whatever the data URL claimed: a real JPEG,
 * PNG or WebP under 2 MB and at most 4096 pixels a side. Kept under the hash of its bytes (an
 * address nobody can guess, cached for good). Answers the public URL.
 */
export async function storeMessageImage(storage: StoragePort, dataUrl: string): Promise<string> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length >= CHAT_MESSAGE_IMAGE.maxBytes) throw invalid();
  let size: { type?: string; width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid();
  }
  const extension = size.type ? IMAGE_EXTENSIONS[size.type] : undefined;
  if (!extension || Math.max(size.width, size.height) > CHAT_MESSAGE_IMAGE.maxSide) throw invalid();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  await storage.put(`${CHAT_MESSAGE_IMAGE_FOLDER}/${name}`, bytes);
  return `${CHAT_MESSAGE_IMAGE_URL_PREFIX}${name}`;
}
