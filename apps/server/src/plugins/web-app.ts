import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { BACK_OFFICE_ENTRY, readPagePreloads } from './page-shell/page-preloads.ts';
import { createBackOfficeShell, createPageShell } from './page-shell/page-shell.ts';

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

/** `/admin` and every path below it belong to the back-office's app; the rest to the viewer's site. */
export function isBackOfficePath(url: string): boolean {
  const pathname = new URL(url, 'http://site').pathname;
  return pathname === ADMIN_PATHS.home || pathname.startsWith(`${ADMIN_PATHS.home}/`);
}

/**
 * Serves the web build's two single-page apps: files as they are, with the Brotli or gzip copy the
 * build made when the browser accepts it, and for any other GET the company's page shell of the app
 * that owns the path, so that its client router decides (including its own not-found page): the
 * back-office's (admin.html) for `/admin` and below, the viewer site's (index.html with the first
 * view, `page-shell/`) for the rest. Unknown server paths answer the envelope's 404.
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
  const preloads = hasBuild ? readPagePreloads(distDir) : null;
  const siteShell = preloads ? createPageShell(app, distDir, clock, preloads) : null;
  // A build without the back-office's entry (an older build, tests) serves the site's page there too.
  const backOfficeShell =
    preloads && existsSync(path.join(distDir, BACK_OFFICE_ENTRY))
      ? createBackOfficeShell(app, distDir, clock, preloads)
      : siteShell;
  app.setNotFoundHandler(async (request, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => request.url.startsWith(prefix));
    const pageShell = isBackOfficePath(request.url) ? backOfficeShell : siteShell;
    if (pageShell && request.method === 'GET' && !isServerPath) {
      const html = await pageShell(request);
      return reply.header('cache-control', PAGE).type('text/html; charset=utf-8').send(html);
    }
    throw new AppError('NOT_FOUND');
  });
}
