import * as watchCalls from '@screener/contracts/calls/watch';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { findEnrollment } from '../enrollment/index.ts';
import type { WatchDeps } from './deps.ts';
import { defaultPlayerState, getPlayerState, savePlayerState } from './player-state.ts';
import { listScreenerMedia } from './screener-media.ts';

/** Where the viewer left each film of an event, read and saved. */
export function registerPlayerStateRoutes(app: FastifyInstance, deps: WatchDeps): void {
  registerCall(app, deps, watchCalls.getPlayerState, async ({ body, company, viewer }) => {
    // The watch page asks beside the event, before it knows the viewer may watch: a viewer not
    // enrolled gets the defaults a first visit starts from, which tell nothing, and no error.
    if (!(await findEnrollment(deps.db, company.id, body.screener_id, viewer.consumerId))) {
      return { player_state: defaultPlayerState(body.screener_id) };
    }
    const films = await listScreenerMedia(deps.db, body.screener_id);
    return { player_state: await getPlayerState(deps.db, body.screener_id, viewer.consumerId, films) };
  });

  registerCall(app, deps, watchCalls.savePlayerState, async ({ body, company, viewer }) => {
    if (!(await findEnrollment(deps.db, company.id, body.screener_id, viewer.consumerId))) {
      throw new AppError('NOT_ENROLLED');
    }
    await savePlayerState(deps.db, viewer.consumerId, body);
    return { player_state: body };
  });
}
