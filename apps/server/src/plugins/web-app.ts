import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const serverPrefixes = ['/api/', '/media/', '/trailers/', '/stream/', '/socket.io/'];

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (favicon) are checked again on each visit. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app: files as they are, with the Brotli or gzip copy the build
 * made when the browser accepts it, and index.html for any other GET so that the client router
 * decides (including its own not-found page). Unknown server paths answer the envelope's 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ distDir }, 'no web build found; run `npm run build` to serve the site');
  }
  app.setNotFoundHandler((request, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (hasBuild && request.method === 'GET' && !isServerPath) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    throw new AppError('NOT_FOUND');
  });
}
