import { DEFAULT_EVENT_STAGE } from '@screener/contracts/admin-event-stage';
import type {
  AdminEvent,
  EventTexts,
  ZAdminEventInput,
  ZCreateAdminEventRequest,
  ZUpdateAdminEventRequest,
} from '@screener/contracts/admin-events';
import { parseApiDateTime } from '@screener/contracts/dates';
import type { LanguageCode } from '@screener/contracts/language';
import type { Streams } from '@screener/contracts/watch';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, WriteAudit } from '../../lib/audit-trail.ts';
import { sanitizePageHtml } from '../../lib/sanitize-rich-text.ts';
import { acceptedTranslations, translatedHtml } from '../../lib/translations.ts';
import { type EventStageStore, sanitizeStage } from './admin-event-stage.ts';
import {
  type CleanTexts,
  changesForBuyers,
  copyAdminEvent,
  type EventReaders,
  insertAdminEvent,
  lockAdminEvent,
  readAdminEvent,
  replaceAdminEvent,
  setAdminEventStatus,
} from './admin-events.ts';
import type { ScreeningsDeps } from './deps.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };
/** A change that saves the editor's texts: the languages the company offers besides its default. */
type TextChange = Change & { translationLanguages: readonly LanguageCode[] };

/**
 * The editor's texts as stored: what the editor sent is never trusted, so the description and
 * every translation's are sanitised alike, and a translation names only a language the company offers.
 */
function cleanTexts(
  input: z.output<typeof ZAdminEventInput>,
  languages: readonly LanguageCode[],
): CleanTexts {
  return {
    description: sanitizePageHtml(input.description),
    translations:
      input.translations &&
      acceptedTranslations<EventTexts>(input.translations, languages, 'event.translations', (texts) => ({
        ...texts,
        description: translatedHtml(texts.description),
      })),
  };
}

/**
 * Gives an event its chat room or keeps the room's title and premiere in line with it: the chat
 * module's, handed in by the composition root (that module builds on this one).
 */
export type OpenChatRoom = (
  db: DbExecutor,
  room: { companyId: number; screenerId: number; title: string; premiereAt: Date; now: Date },
) => Promise<void>;

/**
 * The back-office's changes to an event (create, update, duplicate, publish and unpublish), each
 * with its stage, chat room and audit entry in one transaction. `writeAudit` is the staff module's
 * and `openChatRoom` the chat module's, handed in by the composition root.
 */
export function createAdminEventChanges(
  deps: Pick<ScreeningsDeps, 'db'>,
  parts: {
    readers: EventReaders;
    writeAudit: WriteAudit;
    stage: EventStageStore;
    openChatRoom: OpenChatRoom;
  },
) {
  const { readers, writeAudit, stage, openChatRoom } = parts;
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

  return {
    create: (
      change: TextChange,
      input: z.output<typeof ZCreateAdminEventRequest>['event'],
    ): Promise<AdminEvent> =>
      deps.db.transaction(async (tx) => {
        const texts = cleanTexts(input, change.translationLanguages);
        const id = await insertAdminEvent(tx, change.companyId, input, texts, change.now);
        await stage.write(tx, id, {
          stage: sanitizeStage(input.stage ?? DEFAULT_EVENT_STAGE),
          player: input.player,
        });
        const after = await readAdminEvent(tx, readers, change.companyId, id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.create', id, before: null, after });
        return after;
      }),

    /**
     * A published event that viewers bought keeps the films and dates they paid for unless the
     * request says the manager confirmed the list of changes this call answers with otherwise.
     */
    update: (
      change: TextChange,
      body: z.output<typeof ZUpdateAdminEventRequest>,
    ): Promise<{ event: AdminEvent; streams: Streams | null }> =>
      deps.db.transaction(async (tx) => {
        const before = await lockAdminEvent(tx, readers, change.companyId, body.screener_id);
        const changes = changesForBuyers(before, body.event);
        if (changes.length > 0 && !body.confirmed) {
          throw new AppError('EVENT_CHANGE_UNCONFIRMED', { details: { changes } });
        }
        await replaceAdminEvent(tx, change.companyId, before.id, {
          input: body.event,
          texts: cleanTexts(body.event, change.translationLanguages),
          now: change.now,
        });
        const streams = await stage.write(tx, before.id, {
          stage: body.event.stage && sanitizeStage(body.event.stage),
          player: body.event.player,
        });
        const after = await readAdminEvent(tx, readers, change.companyId, before.id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.update', id: before.id, before, after });
        return { event: after, streams };
      }),

    duplicate: (change: Change, screenerId: number): Promise<AdminEvent> =>
      deps.db.transaction(async (tx) => {
        const id = await copyAdminEvent(tx, change.companyId, screenerId, change.now);
        const source = await readAdminEvent(tx, readers, change.companyId, screenerId);
        await stage.write(tx, id, { stage: source.stage, player: source.player });
        const after = await readAdminEvent(tx, readers, change.companyId, id);
        await keepChatRoom(tx, change, after);
        await audit(tx, change, { action: 'event.duplicate', id, before: null, after });
        return after;
      }),

    setStatus: (
      change: Change,
      screenerId: number,
      verb: 'publish' | 'unpublish',
      status: 'published' | 'draft',
    ): Promise<AdminEvent> =>
      deps.db.transaction(async (tx) => {
        const before = await lockAdminEvent(tx, readers, change.companyId, screenerId);
        if (before.status === status) return before;
        await setAdminEventStatus(tx, change.companyId, before.id, status, change.now);
        const after = await readAdminEvent(tx, readers, change.companyId, before.id);
        await audit(tx, change, { action: `event.${verb}`, id: before.id, before, after });
        return after;
      }),
  };
}
