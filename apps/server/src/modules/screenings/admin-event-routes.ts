import { EVENT_FILM_SEARCH_LIMIT } from '@screener/contracts/admin-events';
import * as adminEventsCalls from '@screener/contracts/calls/admin-events';
import type { Streams } from '@screener/contracts/watch';
import type { FastifyInstance } from 'fastify';
import type { WriteAudit } from '../../lib/audit-trail.ts';
import { registerCall } from '../../lib/call.ts';
import { translationLanguages } from '../companies/index.ts';
import { searchFilmTitles } from '../films/index.ts';
import { createAdminEventChanges, type OpenChatRoom } from './admin-event-changes.ts';
import type { EventStageStore } from './admin-event-stage.ts';
import { type EventReaders, listAdminEvents, readAdminEvent, type SalesCounter } from './admin-events.ts';
import type { ScreeningsDeps } from './deps.ts';

export type { OpenChatRoom };

/**
 * The back-office's events (issue 20), for staff with the `content` permission (owners and
 * managers). Every change and its audit entry share one transaction; `writeAudit` is the staff
 * module's, handed in by the composition root (the staff module depends on this one).
 */
export function registerAdminEventRoutes(
  app: FastifyInstance,
  deps: ScreeningsDeps,
  sales: SalesCounter,
  writeAudit: WriteAudit,
  stage: EventStageStore,
  openChatRoom: OpenChatRoom,
): void {
  const readers: EventReaders = { sales, stage };
  const changes = createAdminEventChanges(deps, { readers, writeAudit, stage, openChatRoom });
  /** Open watch pages re-resolve their stage once the change is committed (spec part 2 §7.5). */
  const announce = (screenerId: number, streams: Streams | null) => {
    if (streams)
      deps.events.toScreener(screenerId, { type: 'stream.changed', screener_id: screenerId, streams });
  };

  registerCall(app, deps, adminEventsCalls.list, ({ body, company, now }) =>
    listAdminEvents(deps.db, sales, company.id, body, now),
  );

  registerCall(app, deps, adminEventsCalls.get, async ({ body, company }) => ({
    event: await readAdminEvent(deps.db, readers, company.id, body.screener_id),
  }));

  /** The texts are sanitised before they are stored: what the editor sent is never trusted. */
  registerCall(app, deps, adminEventsCalls.create, async ({ body, company, staff, now }) => {
    const change = {
      companyId: company.id,
      actor: staff.actor,
      now,
      translationLanguages: translationLanguages(company),
    };
    const event = await changes.create(change, body.event);
    return { event };
  });

  /**
   * A published event that viewers bought keeps the films and dates they paid for unless the
   * request says the manager confirmed the list of changes this call answers with otherwise.
   */
  registerCall(app, deps, adminEventsCalls.update, async ({ body, company, staff, now }) => {
    const change = {
      companyId: company.id,
      actor: staff.actor,
      now,
      translationLanguages: translationLanguages(company),
    };
    const { event, streams } = await changes.update(change, body);
    announce(event.id, streams);
    // A capacity raised frees places for the event's waitlist; offering finds none otherwise.
    await deps.places.freed({ companyId: company.id, screenerId: event.id });
    return { event };
  });

  registerCall(app, deps, adminEventsCalls.duplicate, async ({ body, company, staff, now }) => {
    const change = { companyId: company.id, actor: staff.actor, now };
    const event = await changes.duplicate(change, body.screener_id);
    return { event };
  });

  for (const [call, verb, status] of [
    [adminEventsCalls.publish, 'publish', 'published'],
    [adminEventsCalls.unpublish, 'unpublish', 'draft'],
  ] as const) {
    registerCall(app, deps, call, async ({ body, company, staff, now }) => {
      const change = { companyId: company.id, actor: staff.actor, now };
      const event = await changes.setStatus(change, body.screener_id, verb, status);
      return { event };
    });
  }

  registerCall(app, deps, adminEventsCalls.searchFilms, async ({ body, company }) => ({
    films: await searchFilmTitles(deps.db, company.id, body.search, EVENT_FILM_SEARCH_LIMIT),
  }));
}
