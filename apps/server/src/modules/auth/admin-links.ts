import { randomBytes } from 'node:crypto';
import type {
  AdminLink,
  LinkKind,
  ZCreateAccessLinksRequest,
  ZCreateAutoRegisterLinksRequest,
} from '@screener/contracts/admin-links';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import { ROUTES } from '@screener/contracts/routes';
import { validationMessage } from '@screener/contracts/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { normalizeEmail } from './consumers.ts';
import { accessLinks, autoRegisterLinks } from './schema.ts';

/**
 * The audit log's writer, handed in by the composition root: the staff module that owns the log
 * already depends on this one.
 */
export type LinkAudit = (
  db: DbExecutor,
  entry: {
    companyId: number;
    actor: { id: number | null; email: string };
    action: string;
    targetType: string;
    targetId: number | null;
    before: unknown;
    after: unknown;
    now: Date;
  },
) => Promise<void>;

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

export async function createAutoRegisterLinks(
  change: LinkChange,
  batch: z.output<typeof ZCreateAutoRegisterLinksRequest>,
): Promise<number> {
  return change.db.transaction(async (tx) => {
    await ownEvent(tx, change.companyId, batch.screener_id);
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
      .returning({ id: autoRegisterLinks.id });
    await change.audit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'auto_register_link.create_batch',
      targetType: 'screener',
      targetId: batch.screener_id,
      before: null,
      after: { count: rows.length, emails: batch.recipients.map((recipient) => recipient.email) },
      now: change.now,
    });
    return rows.length;
  });
}

/** Ends a link: it no longer signs anyone in. Revoking a revoked link changes nothing. */
export async function revokeLink(change: LinkChange, target: { kind: LinkKind; id: number }): Promise<void> {
  await change.db.transaction(async (tx) => {
    const table = target.kind === 'access' ? accessLinks : autoRegisterLinks;
    const [owned] = await tx
      .select({ id: table.id, revokedAt: table.revokedAt })
      .from(table)
      .where(and(eq(table.companyId, change.companyId), eq(table.id, target.id)))
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
