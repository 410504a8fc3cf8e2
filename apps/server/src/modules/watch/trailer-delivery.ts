import path from 'node:path';
import { parseIdParam } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import { findCompanyByDomain } from '../companies/index.ts';
import { findReadyTrailerPath, TRAILER_URL_PREFIX } from '../films/index.ts';
import type { WatchDeps } from './deps.ts';
import { sendMediaFile } from './media-file-reply.ts';
import {
  DEMO_MEDIA_DIR,
  isInsideFolders,
  MEDIA_FILE_TYPES,
  mediaFolderOf,
  resolveMediaFile,
  safeMediaPath,
} from './media-paths.ts';

/** Which folder a trailer lies in changes only when films are edited: kept a minute per node. */
const TRAILER_CACHE_MS = 60_000;
const TRAILER_CACHE_SIZE = 10_000;

/**
 * Public HLS trailers for the overview's trailer dialog (spec part 1 §2): `GET /trailers/<media_id>/<path>`
 * serves, to anyone and without the stream cookie, only the folder of a ready media row of kind
 * trailer whose film belongs to the site's company. Films, pre-rolls and any other path are refused.
 */
export function registerTrailerDelivery(app: FastifyInstance, deps: WatchDeps): void {
  const roots = [deps.config.MEDIA_DIR, DEMO_MEDIA_DIR];
  // Boxed, so a refused trailer is kept as well.
  type Trailer = { host: string; mediaId: number };
  const folders = createExpiringCache<string, { folder: string | null }, Trailer>(
    () => deps.clock.now().getTime(),
    {
      max: TRAILER_CACHE_SIZE,
      ttl: TRAILER_CACHE_MS,
      fetchMethod: async (_key, _previous, { context: { host, mediaId } }) => {
        const company = await findCompanyByDomain(deps.db, host);
        const trailer = company ? await findReadyTrailerPath(deps.db, company.id, mediaId) : null;
        return { folder: trailer ? mediaFolderOf(trailer) : null };
      },
    },
  );
  const trailerFolder = async (host: string, mediaId: number): Promise<string | null> => {
    const key = `${host}/${mediaId}`;
    const found = await folders.forceFetch(key, {
      context: { host, mediaId },
      forceRefresh: isExpired(folders, key),
    });
    return found.folder;
  };

  app.get<{ Params: { mediaId: string; '*': string } }>(
    `${TRAILER_URL_PREFIX}:mediaId/*`,
    { helmet: false },
    async (request, reply) => {
      const { mediaId: rawId, '*': requested } = request.params;
      const mediaId = parseIdParam(rawId);
      const relative = safeMediaPath(requested);
      if (mediaId === null || !relative) throw new AppError('FORBIDDEN');
      const folder = await trailerFolder(normalizeHost(request.hostname), mediaId);
      if (!folder || !isInsideFolders(relative, [folder])) throw new AppError('FORBIDDEN');
      const found = await resolveMediaFile(roots, relative);
      const type = MEDIA_FILE_TYPES[path.extname(relative).toLowerCase()];
      if (!found || !type) throw new AppError('NOT_FOUND');
      return sendMediaFile(request, reply, found, type);
    },
  );
}
