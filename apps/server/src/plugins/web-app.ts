import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { createPageShell } from './page-shell/page-shell.ts';

const serverPrefixes = ['/api/', '/media/', '/trailers/', '/stream/', '/socket.io/'];

/** Vite names every file under assets/ by a hash of its content: a changed file is a new name. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The unhashed files (favicon) are checked again on each visit. */
const REVALIDATE = 'no-cache';
/**
 * A page is made for its host and the visitor's country (the guest answers it inlines), so no
 * shared cache keeps it; the browser asks again on each visit.
 */
const PAGE = 'private, no-cache';

/**
 * Serves the built single-page app: files as they are, with the Brotli or gzip copy the build
 * made when the browser accepts it, and the company's page shell (index.html with the first view,
 * `page-shell/`) for any other GET so that the client router decides (including its own not-found
 * page). Unknown server paths answer the envelope's 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, clock: Clock): Promise<void> {
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
  const pageShell = hasBuild ? createPageShell(app, distDir, clock) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (pageShell && request.method === 'GET' && !isServerPath) {
      const html = await pageShell(request);
      return reply.header('cache-control', PAGE).type('text/html; charset=utf-8').send(html);
    }
    throw new AppError('NOT_FOUND');
  });
}
