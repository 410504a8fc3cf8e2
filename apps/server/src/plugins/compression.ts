import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer above 1 KB (API envelopes, playlists). Built assets come
 * precompressed from the build and pass through untouched (they already carry their encoding).
 * Brotli's quality 4 costs about what gzip does per answer; its top level is meant for
 * build-time compression, not for each request. Request bodies are not inflated: no client sends
 * compressed JSON, and refusing it removes a decompression-bomb path.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
