import { DEFAULT_EVENT_STAGE } from '@screener/contracts/admin-event-stage';
import {
  type AdminEvent,
  ZAdminEventResponse,
  ZCreateAdminEventRequest,
  ZGetAdminEventRequest,
  ZListAdminEventsRequest,
  ZListAdminEventsResponse,
  ZSearchEventFilmsRequest,
  ZSearchEventFilmsResponse,
  ZUpdateAdminEventRequest,
} from '@screener/contracts/admin-events';
import { parseApiDateTime } from '@screener/contracts/dates';
import type { Streams } from '@screener/contracts/watch';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, WriteAudit } from '../../lib/audit-trail.ts';
import { registerCall } from '../../lib/call.ts';
import { sanitizePageHtml } from '../../lib/sanitize-rich-text.ts';
import { type EventStageStore, sanitizeStage } from './admin-event-stage.ts';
import {
  changesForBuyers,
  copyAdminEvent,
  type EventReaders,
  insertAdminEvent,
  listAdminEvents,
  lockAdminEvent,
  readAdminEvent,
  replaceAdminEvent,
  type SalesCounter,
  searchEventFilms,
  setAdminEventStatus,
} from './admin-events.ts';
import type { ScreeningsDeps } from './deps.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };

/**
 * Gives an event its chat room or keeps the room's title and premiere in line with it: the chat
 * module's, handed in by the composition root (that module builds on this one).
 */
export type OpenChatRoom = (
  db: DbExecutor,
  room: { companyId: number; screenerId: number; title: string; premiereAt: Date; now: Date },
) => Promise<void>;

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
  /** The Chat room switch on gives the event its room, in the transaction that saves it. */
  const keepChatRoom = async (db: DbExecutor, change: Change, event: AdminEvent) => {
    if (!event.chat_room) return;
    await openChatRoom(db, {
      companyId: change.companyId,
      screenerId: event.id,
      title: event.title,
      premiereAt: parseApiDateTime(event.starts_at),
      now: change.now,
    });
  };
  /** Open watch pages re-resolve their stage once the change is committed (spec part 2 §7.5). */
  const announce = (screenerId: number, streams: Streams | null) => {
    if (streams)
      deps.events.toScreener(screenerId, { type: 'stream.changed', screener_id: screenerId, streams });
  };
  const audit = (
    db: DbExecutor,
    change: Change,
    entry: { action: string; id: number; before: AdminEvent | null; after: AdminEvent },
  ) =>
    writeAudit(db, {
      companyId: change.companyId,
      actor: change.actor,
      action: entry.action,
      targetType: 'screener',
      targetId: entry.id,
      before: entry.before,
      after: entry.after,
      now: change.now,
    });
  const staffCall = { auth: 'staff', tenant: 'host', permission: 'content' } as const;

  registerCall(
    app,
    deps,
    'admin/events/list',
    { body: ZListAdminEventsRequest, response: ZListAdminEventsResponse, ...staffCall },
    ({ body, company, now }) => listAdminEvents(deps.db, sales, company.id, body, now),
  );

  registerCall(
    app,
    deps,
    'admin/events/get',
    { body: ZGetAdminEventRequest, response: ZAdminEventResponse, ...staffCall },
    async ({ body, company }) => ({
      event: await readAdminEvent(deps.db, readers, company.id, body.screener_id),
    }),
  );

  /** The description is sanitised here, before it is stored: what the editor sent is never trusted. */
  registerCall(
    app,
    deps,
    'admin/events/create',
    { body: ZCreateAdminEventRequest, response: ZAdminEventResponse, ...staffCall },
    async ({ body, company, staff, now }) => {
      const change = { companyId: company.id, actor: staff.actor, now };
      const event = await deps.db.transaction(async (tx) => {
        const id = await insertAdminEvent(
          tx,
          company.id,
          body.event,
          sanitizePageHtml(body.event.description),
          now,
        );
        await stage.write(tx, id, {
          stage: sanitizeStage(body.event.stage ?? DEFAULT_EVENT_STAGE),
          player: body.event.player,
        });
        const after = await readAdminEvent(tx, readers, company.id, id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.create', id, before: null, after });
        return after;
      });
      return { event };
    },
  );

  /**
   * A published event that viewers bought keeps the films and dates they paid for unless the
   * request says the manager confirmed the list of changes this call answers with otherwise.
   */
  registerCall(
    app,
    deps,
    'admin/events/update',
    { body: ZUpdateAdminEventRequest, response: ZAdminEventResponse, ...staffCall },
    async ({ body, company, staff, now }) => {
      const change = { companyId: company.id, actor: staff.actor, now };
      const { event, streams } = await deps.db.transaction(async (tx) => {
        const before = await lockAdminEvent(tx, readers, company.id, body.screener_id);
        const changes = changesForBuyers(before, body.event);
        if (changes.length > 0 && !body.confirmed) {
          throw new AppError('EVENT_CHANGE_UNCONFIRMED', { details: { changes } });
        }
        await replaceAdminEvent(tx, company.id, before.id, {
          input: body.event,
          description: sanitizePageHtml(body.event.description),
          now,
        });
        const streams = await stage.write(tx, before.id, {
          stage: body.event.stage && sanitizeStage(body.event.stage),
          player: body.event.player,
        });
        const after = await readAdminEvent(tx, readers, company.id, before.id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.update', id: before.id, before, after });
        return { event: after, streams };
      });
      announce(event.id, streams);
      return { event };
    },
  );

  registerCall(
    app,
    deps,
    'admin/events/duplicate',
    { body: ZGetAdminEventRequest, response: ZAdminEventResponse, ...staffCall },
    async ({ body, company, staff, now }) => {
      const change = { companyId: company.id, actor: staff.actor, now };
      const event = await deps.db.transaction(async (tx) => {
        const id = await copyAdminEvent(tx, company.id, body.screener_id, now);
        const source = await readAdminEvent(tx, readers, company.id, body.screener_id);
        await stage.write(tx, id, { stage: source.stage, player: source.player });
        const after = await readAdminEvent(tx, readers, company.id, id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.duplicate', id, before: null, after });
        return after;
      });
      return { event };
    },
  );

  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    registerCall(
      app,
      deps,
      `admin/events/${verb}`,
      { body: ZGetAdminEventRequest, response: ZAdminEventResponse, ...staffCall },
      async ({ body, company, staff, now }) => {
        const change = { companyId: company.id, actor: staff.actor, now };
        const event = await deps.db.transaction(async (tx) => {
          const before = await lockAdminEvent(tx, readers, company.id, body.screener_id);
          if (before.status === status) return before;
          await setAdminEventStatus(tx, company.id, before.id, status, now);
          const after = await readAdminEvent(tx, readers, company.id, before.id);
          await audit(tx, change, { action: `event.${verb}`, id: before.id, before, after });
          return after;
        });
        return { event };
      },
    );
  }

  registerCall(
    app,
    deps,
    'admin/events/films/search',
    { body: ZSearchEventFilmsRequest, response: ZSearchEventFilmsResponse, ...staffCall },
    async ({ body, company }) => ({ films: await searchEventFilms(deps.db, company.id, body.search) }),
  );
}
