import type { DbExecutor } from '../db/client.ts';

/** Who made a change: a signed-in staff member or operator, or the shell. */
export type AuditActor = { id: number | null; email: string };

/** One change as the audit log keeps it. */
export type AuditRecord = {
  companyId: number | null;
  actor: AuditActor;
  action: string;
  targetType: string;
  targetId: number | null;
  before: unknown;
  after: unknown;
  now: Date;
};

/**
 * Writes one change to the audit log, with the transaction that makes the change. The staff
 * module keeps the log; modules the staff module itself depends on are handed this writer by the
 * composition root instead of importing it.
 */
export type WriteAudit = (db: DbExecutor, record: AuditRecord) => Promise<void>;
