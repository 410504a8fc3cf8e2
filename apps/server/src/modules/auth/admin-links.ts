import { randomBytes } from 'node:crypto';
import type {
  AdminLink,
  LinkKind,
  ZCreateAccessLinksRequest,
  ZCreateAutoRegisterLinksRequest,
  ZListLinksRequest,
} from '@screener/contracts/admin-links';
import type { AdminListTotal } from '@screener/contracts/admin-list';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import { ROUTES } from '@screener/contracts/routes';
import { validationMessage } from '@screener/contracts/validation';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WriteAudit } from '../../lib/audit-trail.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { normalizeEmail } from './consumers.ts';
import { accessLinks, autoRegisterLinks } from './schema.ts';

/**
 * The audit log's writer, handed in by the composition root: the staff module that owns the log
 * already depends on this one.
 */
export type LinkAudit = WriteAudit;

export type LinkChange = {
  db: DbExecutor;
  audit: LinkAudit;
  companyId: number;
  actor: { id: number | null; email: string };
  now: Date;
};

/** 128 random bits in the URL: a link cannot be guessed from another. */
const newToken = () => randomBytes(16).toString('base64url');
const dateOrNull = (value: string | null) => (value ? tryParseApiDateTime(value) : null);

type AccessLinkRow = typeof accessLinks.$inferSelect;
type AutoRegisterLinkRow = typeof autoRegisterLinks.$inferSelect;

export function accessLinkPath(row: { screenerId: number; linkId: string }): string {
  return ROUTES['screeners.link']
    .replace(':screener_id', String(row.screenerId))
    .replace(':link_id', encodeURIComponent(row.linkId));
}

export function autoRegisterLinkPath(row: { token: string }): string {
  return ROUTES['screeners.chatroom.autoregister'].replace(':token', encodeURIComponent(row.token));
}

/** The event a batch is for must be the company's own. */
async function ownEvent(db: DbExecutor, companyId: number, screenerId: number) {
  const [event] = await findScreenerRows(db, companyId, [screenerId]);
  if (!event) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { screener_id: [validationMessage('validation.invalid_id')] } },
    });
  }
  return event;
}

export async function createAccessLinks(
  change: LinkChange,
  batch: z.output<typeof ZCreateAccessLinksRequest>,
): Promise<number> {
  return change.db.transaction(async (tx) => {
    await ownEvent(tx, change.companyId, batch.screener_id);
    const expiresAt = dateOrNull(batch.expires_at);
    const rows = await tx
      .insert(accessLinks)
      .values(
        Array.from({ length: batch.count }, () => ({
          companyId: change.companyId,
          screenerId: batch.screener_id,
          linkId: newToken(),
          mode: batch.mode,
          expiresAt,
          createdAt: change.now,
        })),
      )
      .returning({ id: accessLinks.id });
    await change.audit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'access_link.create_batch',
      targetType: 'screener',
      targetId: batch.screener_id,
      before: null,
      after: { count: rows.length, mode: batch.mode, expires_at: batch.expires_at },
      now: change.now,
    });
    return rows.length;
  });
}

/** A batch of auto-register links as made: the event's title and each person's link, to mail. */
export type AutoRegisterBatch = {
  eventTitle: string;
  expiresAt: Date | null;
  links: { email: string; name: string | null; token: string }[];
};

/**
 * Makes one chat-room invitation a person. The event must have its chat room (its Chat room
 * switch on, which gives it the room): an invitation to a room that is not there would end on a
 * page that is not found.
 */
export async function createAutoRegisterLinks(
  change: LinkChange,
  batch: z.output<typeof ZCreateAutoRegisterLinksRequest>,
): Promise<AutoRegisterBatch> {
  return change.db.transaction(async (tx) => {
    const event = await ownEvent(tx, change.companyId, batch.screener_id);
    if (!event.allowChatRoom) throw new AppError('EVENT_WITHOUT_CHAT_ROOM');
    const expiresAt = dateOrNull(batch.expires_at);
    const rows = await tx
      .insert(autoRegisterLinks)
      .values(
        batch.recipients.map((recipient) => ({
          companyId: change.companyId,
          screenerId: batch.screener_id,
          token: newToken(),
          email: normalizeEmail(recipient.email),
          name: recipient.name ?? null,
          expiresAt,
          createdAt: change.now,
        })),
      )
      .returning({
        email: autoRegisterLinks.email,
        name: autoRegisterLinks.name,
        token: autoRegisterLinks.token,
      });
    await change.audit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'auto_register_link.create_batch',
      targetType: 'screener',
      targetId: batch.screener_id,
      before: null,
      after: {
        count: rows.length,
        emails: batch.recipients.map((recipient) => recipient.email),
        mailed: batch.send_mail,
      },
      now: change.now,
    });
    return { eventTitle: event.title, expiresAt, links: rows };
  });
}

/** Ends a link: it no longer signs anyone in. Revoking a revoked link changes nothing. */
export async function revokeLink(change: LinkChange, target: { kind: LinkKind; id: number }): Promise<void> {
  await change.db.transaction(async (tx) => {
    const table = target.kind === 'access' ? accessLinks : autoRegisterLinks;
    const [owned] = await tx
      .select({ id: table.id, revokedAt: table.revokedAt })
      .from(table)
      .where(and(ofCompany(table, change.companyId), eq(table.id, target.id)))
      .limit(1);
    if (!owned) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(table)
      .set({ revokedAt: change.now })
      .where(and(eq(table.id, owned.id), isNull(table.revokedAt)))
      .returning({ id: table.id });
    if (!row) return;
    await change.audit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: `${target.kind}_link.revoke`,
      targetType: `${target.kind}_link`,
      targetId: row.id,
      before: { revoked_at: null },
      after: { revoked_at: toApiDateTime(change.now) },
      now: change.now,
    });
  });
}

/** Links as the back-office shows them, with their full URL on the company's site. */
export async function adminLinkViews(
  db: DbExecutor,
  companyId: number,
  origin: string,
  rows: ({ kind: 'access'; row: AccessLinkRow } | { kind: 'auto_register'; row: AutoRegisterLinkRow })[],
): Promise<AdminLink[]> {
  const events = await findScreenerRows(db, companyId, [...new Set(rows.map((item) => item.row.screenerId))]);
  const titles = new Map(events.map((event) => [event.id, event.title]));
  return rows.map((item) => ({
    id: item.row.id,
    kind: item.kind,
    screener_id: item.row.screenerId,
    screener_title: titles.get(item.row.screenerId) ?? '',
    mode: item.kind === 'access' ? item.row.mode : null,
    email: item.kind === 'auto_register' ? item.row.email : null,
    url: origin + (item.kind === 'access' ? accessLinkPath(item.row) : autoRegisterLinkPath(item.row)),
    expires_at: toApiDateTimeOrNull(item.row.expiresAt),
    used_at: item.kind === 'auto_register' ? toApiDateTimeOrNull(item.row.usedAt) : null,
    revoked_at: toApiDateTimeOrNull(item.row.revokedAt),
    created_at: toApiDateTime(item.row.createdAt),
  }));
}

type LinkQuery = Pick<
  z.output<typeof ZListLinksRequest>,
  'kind' | 'screener_id' | 'search' | 'sort_field' | 'sort_direction'
>;

/** The rows of one kind of link in the list's order: `window` a page of them, or all up to the export's cap. */
async function linkRows(
  db: DbExecutor,
  companyId: number,
  query: LinkQuery,
  window: { limit: number; offset: number },
) {
  const table = query.kind === 'access' ? accessLinks : autoRegisterLinks;
  const searched =
    query.kind === 'access' ? [accessLinks.linkId] : [autoRegisterLinks.email, autoRegisterLinks.token];
  const where = and(
    ofCompany(table, companyId),
    query.screener_id === null ? undefined : eq(table.screenerId, query.screener_id),
    searchCondition(query.search, searched),
  );
  const order = listOrder(
    query,
    { created_at: table.createdAt, expires_at: table.expiresAt },
    [desc(table.id)],
    table.id,
  );
  const total = await boundedTotal(db, table, where, window);
  if (query.kind === 'access') {
    const rows = await db
      .select()
      .from(accessLinks)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
    return { ...total, rows: rows.map((row) => ({ kind: 'access' as const, row })) };
  }
  const rows = await db
    .select()
    .from(autoRegisterLinks)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return { ...total, rows: rows.map((row) => ({ kind: 'auto_register' as const, row })) };
}

export async function listAdminLinks(
  db: DbExecutor,
  companyId: number,
  origin: string,
  query: z.output<typeof ZListLinksRequest>,
): Promise<{ rows: AdminLink[] } & AdminListTotal> {
  const { rows, ...total } = await linkRows(db, companyId, query, pageWindow(query));
  return { ...total, rows: await adminLinkViews(db, companyId, origin, rows) };
}

/** The most links one CSV file holds. */
export const LINK_EXPORT_MAX = 50_000;

/** The links the search finds as a CSV file, one full URL a row, to mail or print. */
export async function linksCsv(
  db: DbExecutor,
  companyId: number,
  origin: string,
  query: LinkQuery,
): Promise<Buffer> {
  const { rows } = await linkRows(db, companyId, query, { limit: LINK_EXPORT_MAX, offset: 0 });
  const links = await adminLinkViews(db, companyId, origin, rows);
  return csvFile(
    ['url', 'event', 'mode', 'email', 'expires_at', 'used_at', 'revoked_at', 'created_at'],
    links.map((link) => [
      link.url,
      link.screener_title,
      link.mode,
      link.email,
      link.expires_at,
      link.used_at,
      link.revoked_at,
      link.created_at,
    ]),
  );
}
