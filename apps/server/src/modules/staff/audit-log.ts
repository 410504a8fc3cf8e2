import type { AuditEntry } from '@screener/contracts/staff';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import type { AuditActor, WriteAudit } from '../../lib/audit-trail.ts';
import { auditLog } from './schema.ts';

export type { AuditActor } from '../../lib/audit-trail.ts';
export const SHELL_ACTOR: AuditActor = { id: null, email: 'shell' };

/**
 * Writes one change to the audit log. Called with the transaction that makes the change, so a
 * change and its record are kept or lost together.
 */
export const writeAudit: WriteAudit = async (db, entry) => {
  await db.insert(auditLog).values({
    companyId: entry.companyId,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
};

/** What an owner narrows the log to: one member's changes, one action, or both. */
export type AuditFilter = { actorEmail?: string | undefined; action?: string | undefined };

/** One page of the company's audit log, newest first, narrowed by the filter. */
export async function listAudit(
  db: DbExecutor,
  companyId: number,
  page: { page: number; pageSize: number },
  filter: AuditFilter = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    ofCompany(auditLog, companyId),
    filter.actorEmail ? eq(sql`lower(${auditLog.actorEmail})`, filter.actorEmail.toLowerCase()) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  ) as SQL;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      actor_email: row.actorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      created_at: toApiDateTimeOrNull(row.createdAt) ?? '',
    })),
  };
}

/** The addresses and actions the company's log holds, sorted, for the filters' choices. */
export async function auditChoices(
  db: DbExecutor,
  companyId: number,
): Promise<{ actors: string[]; actions: string[] }> {
  const [actors, actions] = await Promise.all([
    db
      .select({ value: auditLog.actorEmail })
      .from(auditLog)
      .where(ofCompany(auditLog, companyId))
      .groupBy(auditLog.actorEmail)
      .orderBy(asc(auditLog.actorEmail)),
    db
      .select({ value: auditLog.action })
      .from(auditLog)
      .where(ofCompany(auditLog, companyId))
      .groupBy(auditLog.action)
      .orderBy(asc(auditLog.action)),
  ]);
  return { actors: actors.map((row) => row.value), actions: actions.map((row) => row.value) };
}
