import * as adminLiveCalls from '@screener/contracts/calls/admin-live';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import type { WatchDeps } from './deps.ts';
import { listStreams } from './streams.ts';

const ZScreenerPath = z.object({ screener_id: zPathId });

/**
 * What the back-office's live page of an event starts from (issue 20): its title and streams, for
 * staff with the `live` permission, like the stream change and the live counter it sits beside.
 * Only a published event plays, so only a published one is found.
 */
export function registerLiveEventRoute(app: FastifyInstance, deps: WatchDeps): void {
  registerCall(app, deps, adminLiveCalls.liveEvent, async ({ company, request }) => {
    const path = ZScreenerPath.safeParse(request.params);
    const screener = path.success
      ? await findPublishedScreener(deps.db, company.id, path.data.screener_id)
      : null;
    if (!screener) throw new AppError('NOT_FOUND');
    return {
      screener_id: screener.id,
      title: screener.title,
      streams: await listStreams(deps.db, screener.id),
    };
  });
}
