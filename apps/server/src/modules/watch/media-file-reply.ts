import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type MEDIA_FILE_TYPES, parseRange } from './media-paths.ts';

type FoundFile = { file: string; size: number; lastModified: string };
type MediaFileType = (typeof MEDIA_FILE_TYPES)[string];

/** Answers a found media file as `/media` and `/trailers` both do: its type, cache rule and byte ranges. */
export function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: FoundFile,
  type: MediaFileType,
  /** The file's bytes when the node keeps them in memory; else the file is streamed from disk. */
  bytes: Buffer | null = null,
): FastifyReply {
  reply.header('content-type', type.contentType);
  reply.header('cache-control', type.cacheControl);
  reply.header('accept-ranges', 'bytes');
  reply.header('last-modified', found.lastModified);
  reply.header('x-content-type-options', 'nosniff');
  const range = parseRange(request.headers.range, found.size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${found.size}`);
    return reply.code(416).send();
  }
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${found.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(
      bytes
        ? bytes.subarray(range.start, range.end + 1)
        : createReadStream(found.file, { start: range.start, end: range.end }),
    );
  }
  reply.header('content-length', found.size);
  return reply.send(bytes ?? createReadStream(found.file));
}
