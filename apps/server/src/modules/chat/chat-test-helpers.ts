import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { chatRooms } from './schema.ts';

/** A real PNG of one colour, as the browser's crop would send it. */
export function pngBytes(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (width = 300, height = 300) =>
  `data:image/png;base64,${pngBytes(width, height).toString('base64')}`;

export async function createChatRoom(db: Db, companyId: number, screenerId: number) {
  const [room] = await db
    .insert(chatRooms)
    .values({ companyId, screenerId, title: 'Lounge', premiereAt: new Date('2026-06-02T18:00:00Z') })
    .returning();
  if (!room) throw new Error('no chat room');
  return room;
}
