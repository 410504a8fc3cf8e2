import * as adminLiveCalls from '@screener/contracts/calls/admin-live';
import * as watchCalls from '@screener/contracts/calls/watch';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { isFullSession } from '../auth/index.ts';
import { findEnrollment } from '../enrollment/index.ts';
import { findPublishedScreener, type ScreenerParts } from '../screenings/index.ts';
import { createScreenerNotice } from '../support/index.ts';
import { beatScreenerId, createBeatTargets, recordAnalytics, summarizeAnalytics } from './analytics.ts';
import { createAnalyticsWriter } from './analytics-writer.ts';
import type { WatchDeps } from './deps.ts';
import { getExternalSrcUrl } from './external-src-url.ts';
import { getAndEnforce } from './get-and-enforce.ts';
import { createLiveCounter } from './live-counter.ts';
import { countLiveViewers } from './live-viewers.ts';
import { markFirstWatch } from './mark-first-watch.ts';
import type { MediaDelivery } from './media-delivery.ts';
import { defaultPlayerState, getPlayerState, savePlayerState } from './player-state.ts';
import { listScreenerMedia } from './screener-media.ts';
import { changeStream } from './streams.ts';

const _ZEmpty = z.object({});
const ZScreenerPath = z.object({ screener_id: zPathId });
const _ZFilmPath = z.object({ screener_id: zPathId, film_id: zPathId });
const screenerIdOf = (params: unknown): number => {
  const path = ZScreenerPath.safeParse(params);
  if (!path.success) throw new AppError('NOT_FOUND');
  return path.data.screener_id;
};

/** The watching calls (spec part 2 §7.2, §7.4) and the company administrator's stream calls. */
export function registerWatchRoutes(
  app: FastifyInstance,
  deps: WatchDeps,
  media: MediaDelivery,
  parts: ScreenerParts,
): void {
  const _screenings = 'guest/company/:companyId/screenings';
  const liveCounter = createLiveCounter(deps);
  const analytics = {
    targets: createBeatTargets(deps.db, deps.clock),
    writer: createAnalyticsWriter(deps.db, app.log),
  };
  // After the last request has been answered, so every queued beat is written.
  app.addHook('onClose', () => analytics.writer.close());

  registerCall(
    app,
    deps,
    watchCalls.getAndEnforce,
    async ({ body, company, viewer, now, request, language }) => ({
      screener: await getAndEnforce(
        deps.db,
        parts,
        {
          language,
          companyId: company.id,
          screenerId: body.id,
          consumerId: viewer.consumerId,
          now,
          country: deps.geo.countryOf(request),
          // Preview is a staff view: a link session never asks for it, whoever the link names.
          preview: (body.preview ?? false) && isFullSession(viewer.session),
        },
        company,
      ),
    }),
  );

  registerCall(app, deps, watchCalls.markFirstWatch, async ({ company, viewer, now, request, params }) => {
    const enrollment = await markFirstWatch(deps.db, {
      companyId: company.id,
      screenerId: params.screener_id,
      consumerId: viewer.consumerId,
      now,
      country: deps.geo.countryOf(request),
    });
    return {
      event_starts_at: toApiDateTimeOrNull(enrollment.eventStartsAt),
      event_ends_at: toApiDateTimeOrNull(enrollment.eventEndsAt),
    };
  });

  registerCall(app, deps, watchCalls.getExternalSrcUrl, async ({ company, viewer, now, request, params }) =>
    getExternalSrcUrl(deps.db, media, {
      companyId: company.id,
      screenerId: params.screener_id,
      filmId: params.film_id,
      viewer,
      now,
      country: deps.geo.countryOf(request),
      siteOrigin: siteOrigin(deps.config, company.domain),
    }),
  );

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

  registerCall(
    app,
    deps,
    { ...watchCalls.updateLiveCounter, screenerIdFromHeader: true },
    async ({ body, company, viewer, now }) => ({
      screener_id: body.screener_id,
      count: await liveCounter.beat({
        companyId: company.id,
        screenerId: body.screener_id,
        consumerId: viewer.consumerId,
        sessionId: viewer.session.id,
        now,
      }),
    }),
  );

  registerCall(app, deps, watchCalls.trackAnalytics, async ({ body, company, viewer, now, request }) => {
    const country = deps.geo.countryOf(request);
    const beats = Array.isArray(body) ? body : [body];
    // Only a viewer enrolled in the event adds to its report.
    const enrolled = await Promise.all(
      beats.map((beat) =>
        liveCounter.isEnrolled({
          companyId: company.id,
          screenerId: beatScreenerId(beat),
          consumerId: viewer.consumerId,
        }),
      ),
    );
    if (!enrolled.some(Boolean)) throw new AppError('NOT_ENROLLED_IN_EVENT');
    const results = await Promise.all(
      beats
        .filter((_, index) => enrolled[index])
        .map((beat) =>
          recordAnalytics(analytics, {
            companyId: company.id,
            consumerId: viewer.consumerId,
            country,
            body: beat,
            now,
          }),
        ),
    );
    // A body naming another company's event, or a film outside the event, is not stored.
    const stored = results.filter(Boolean).length;
    if (stored === 0) throw new AppError('NOT_FOUND');
    return { stored };
  });

  registerCall(app, deps, adminLiveCalls.watchSeconds, async ({ body, company }) =>
    summarizeAnalytics(deps.db, company.id, {
      ...(body.from ? { from: tryParseApiDateTime(body.from) ?? undefined } : {}),
      ...(body.to ? { to: tryParseApiDateTime(body.to) ?? undefined } : {}),
    }),
  );

  const adminScreener = async (companyId: number, params: unknown) => {
    const screener = await findPublishedScreener(deps.db, companyId, screenerIdOf(params));
    if (!screener) throw new AppError('NOT_FOUND');
    return screener;
  };

  registerCall(app, deps, adminLiveCalls.changeStream, async ({ body, company, request }) => {
    const screener = await adminScreener(company.id, request.params);
    const streams = await changeStream(deps.db, screener.id, body);
    deps.events.toScreener(screener.id, { type: 'stream.changed', screener_id: screener.id, streams });
    return { streams };
  });

  registerCall(app, deps, adminLiveCalls.sendSupportNotice, async ({ body, company, request, now }) => {
    const screener = await adminScreener(company.id, request.params);
    const notice = await createScreenerNotice(deps.db, {
      companyId: company.id,
      screenerId: screener.id,
      title: body.title,
      body: body.body,
      createdAt: now,
    });
    deps.events.toScreener(screener.id, {
      type: 'support.notice',
      screener_id: screener.id,
      title: notice.title,
      body: notice.body,
      sent_at: toApiDateTime(notice.createdAt),
    });
    return { ok: true as const };
  });

  registerCall(app, deps, adminLiveCalls.liveCounter, async ({ company, request, now }) => {
    const screener = await adminScreener(company.id, request.params);
    return { screener_id: screener.id, count: await countLiveViewers(deps.db, screener.id, now) };
  });
}
