import * as watchCalls from '@screener/contracts/calls/watch';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { beatScreenerId, createBeatTargets, recordAnalytics } from './analytics.ts';
import { createAnalyticsWriter } from './analytics-writer.ts';
import type { WatchDeps } from './deps.ts';
import { createLiveCounter } from './live-counter.ts';

/** The player's beats while watching: the live counter, and the analytics that make watch time. */
export function registerBeatRoutes(app: FastifyInstance, deps: WatchDeps): void {
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
}
