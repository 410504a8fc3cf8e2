import { CHAT_IMAGE } from '@screener/contracts/chat-room';

/**
 * Crops a picture to the centred square, scaled to 300x300 (spec part 2 §9), as a JPEG data URL.
 * `zoom` (1 or more) keeps a smaller centred square; the member sees the result in a circle.
 */
export async function cropToSquare(file: Blob, zoom: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height) / Math.max(1, zoom);
  const canvas = document.createElement('canvas');
  canvas.width = CHAT_IMAGE.side;
  canvas.height = CHAT_IMAGE.side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    CHAT_IMAGE.side,
    CHAT_IMAGE.side,
  );
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.9);
}
