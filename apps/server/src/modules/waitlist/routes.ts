import * as adminWaitlistCalls from '@screener/contracts/calls/admin-waitlist';
import * as waitlistCalls from '@screener/contracts/calls/waitlist';
import { toApiDateTime } from '@screener/contracts/dates';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import { listEventWaitlist } from './admin-waitlist.ts';
import type { PlaceHolders, WaitlistDeps } from './deps.ts';
import { createWaitlistQueue } from './offer-queue.ts';
import { createOfferRound, sweepWaitlists } from './offer-round.ts';
import { claimOffer, joinWaitlist, leaveWaitlist, waitlistState } from './viewer-waitlist.ts';

/** The waitlist as tests reach it: the expiry job's round, run at the clock's time. */
export type WaitlistRounds = { sweep(): Promise<number> };

/** A preview session looks but never queues nor claims. */
function assertNotPreview(viewer: Viewer): void {
  if (viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview) throw new AppError('FORBIDDEN');
}

export function registerWaitlistRoutes(
  app: FastifyInstance,
  deps: WaitlistDeps,
  placeHolders: PlaceHolders,
): WaitlistRounds {
  const offerRound = createOfferRound(deps, placeHolders, app.log);
  // Whichever module frees a place says so through the port; the offers go out before it returns.
  deps.places.onFreed(async (place) => {
    try {
      await offerRound(place);
    } catch (error) {
      app.log.error({ err: error, screenerId: place.screenerId }, 'waitlist offers failed');
    }
  });
  const rounds: WaitlistRounds = { sweep: () => sweepWaitlists(deps, offerRound, app.log) };
  if (deps.config.WAITLIST_WORKER) {
    const queue = createWaitlistQueue(deps, rounds.sweep, app.log);
    app.addHook('onReady', () => queue.startWorker());
    app.addHook('onClose', () => queue.stop());
  }

  const at = (companyId: number, viewer: Viewer, screenerId: number, now: Date) => ({
    companyId,
    consumerId: viewer.consumerId,
    screenerId,
    now,
  });

  registerCall(app, deps, waitlistCalls.getWaitlist, async ({ body, company, viewer, now }) =>
    waitlistState(deps.db, placeHolders, at(company.id, viewer, body.screener_id, now)),
  );

  registerCall(app, deps, waitlistCalls.joinWaitlist, async ({ body, company, viewer, request, now }) => {
    assertNotPreview(viewer);
    const input = at(company.id, viewer, body.screener_id, now);
    await joinWaitlist(deps.db, placeHolders, { ...input, language: request.language });
    // A place free for those ahead (an unpaid hold that ran out) is offered now, not in a minute.
    await deps.places.freed({ companyId: company.id, screenerId: body.screener_id });
    return waitlistState(deps.db, placeHolders, input);
  });

  registerCall(app, deps, waitlistCalls.leaveWaitlist, async ({ body, company, viewer, now }) => {
    const input = at(company.id, viewer, body.screener_id, now);
    const gaveBack = await leaveWaitlist(deps.db, input);
    if (gaveBack) await deps.places.freed({ companyId: company.id, screenerId: body.screener_id });
    return waitlistState(deps.db, placeHolders, input);
  });

  registerCall(app, deps, waitlistCalls.claimWaitlistOffer, async ({ body, company, viewer, now }) => {
    assertNotPreview(viewer);
    const claimed = await claimOffer(deps.db, {
      companyId: company.id,
      consumerId: viewer.consumerId,
      token: body.token,
      now,
    });
    return { screener_id: claimed.screenerId, hold_ends_at: toApiDateTime(claimed.holdEndsAt) };
  });

  registerCall(app, deps, adminWaitlistCalls.listWaitlist, async ({ body, company }) =>
    listEventWaitlist(deps.db, company.id, body.screener_id),
  );

  return rounds;
}
