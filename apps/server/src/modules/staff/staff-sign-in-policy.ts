import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import { staffMembers, staffSessions, staffSignInPolicies, staffTotp } from './schema.ts';
import { hasTotp } from './staff-totp.ts';

/** Whether the company requires two-step sign-in of its staff. */
export async function totpRequiredFor(db: DbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: staffSignInPolicies.totpRequired })
    .from(staffSignInPolicies)
    .where(ofCompany(staffSignInPolicies, companyId))
    .limit(1);
  return row?.required ?? false;
}

/**
 * An owner's switch. Requiring it takes the owner's own app first, so no one can lock the
 * company's owners out by a switch they could not pass themselves. Turning it on signs out the
 * members without an app, so the rule holds at once rather than when their sessions run out.
 */
export async function setTotpRequired(
  db: DbExecutor,
  input: { companyId: number; memberId: number; actor: AuditActor; required: boolean; now: Date },
): Promise<void> {
  if (input.required && !(await hasTotp(db, input.memberId))) throw new AppError('TOTP_OWN_FIRST');
  await db.transaction(async (tx) => {
    const before = await totpRequiredFor(tx, input.companyId);
    await tx
      .insert(staffSignInPolicies)
      .values({ companyId: input.companyId, totpRequired: input.required, updatedAt: input.now })
      .onConflictDoUpdate({
        target: staffSignInPolicies.companyId,
        set: { totpRequired: input.required, updatedAt: input.now },
      });
    if (before === input.required) return;
    if (input.required) await endSessionsWithoutTotp(tx, input.companyId, input.now);
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'company.totp_required',
      targetType: 'company',
      targetId: input.companyId,
      before: { totp_required: before },
      after: { totp_required: input.required },
      now: input.now,
    });
  });
}

async function endSessionsWithoutTotp(db: DbExecutor, companyId: number, now: Date): Promise<void> {
  const withoutApp = db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .leftJoin(staffTotp, eq(staffTotp.staffId, staffMembers.id))
    .where(and(ofCompany(staffMembers, companyId), isNull(staffTotp.confirmedAt)));
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(isNull(staffSessions.endedAt), inArray(staffSessions.staffId, withoutApp)));
}
