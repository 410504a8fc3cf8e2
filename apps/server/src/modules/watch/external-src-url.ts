import { toApiDateTime } from '@screener/contracts/dates';
import type { ZExternalSrcUrlResponse } from '@screener/contracts/watch';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/call.ts';
import { enforceWatch } from './access.ts';
import { CAST_TOKEN_TTL_MS, type MediaDelivery } from './media-delivery.ts';
import { listScreenerMedia } from './screener-media.ts';

/**
 * `getExternalSrcUrl`: a film's address for a cast device, which sends no header. A viewer who may
 * watch gets the film's path under a short-lived cast token, valid no longer than their window.
 */
export async function getExternalSrcUrl(
  db: Db,
  media: MediaDelivery,
  input: {
    companyId: number;
    screenerId: number;
    filmId: number;
    viewer: Viewer;
    now: Date;
    country: string;
    siteOrigin: string;
  },
): Promise<z.input<typeof ZExternalSrcUrlResponse>> {
  const { screenerId, viewer, now } = input;
  const grant = await enforceWatch(db, {
    companyId: input.companyId,
    screenerId,
    consumerId: viewer.consumerId,
    caller: 'stream',
    now,
    country: input.country,
    preview: false,
  });
  const film = (await listScreenerMedia(db, screenerId)).find((entry) => entry.filmId === input.filmId);
  if (!film?.moviePath) throw new AppError('NOT_FOUND');
  const token = media.issueToken(
    {
      consumerId: viewer.consumerId,
      sessionId: viewer.session.id,
      screenerId,
      windowEndsAt: grant.windowEndsAt,
    },
    CAST_TOKEN_TTL_MS,
    now,
  );
  const expiresAt = new Date(
    Math.min(now.getTime() + CAST_TOKEN_TTL_MS, grant.windowEndsAt?.getTime() ?? Number.POSITIVE_INFINITY),
  );
  return {
    url: `${input.siteOrigin}${media.castPathPrefix(screenerId, token)}${film.moviePath}`,
    expires_at: toApiDateTime(expiresAt),
  };
}
