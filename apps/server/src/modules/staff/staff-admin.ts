import type { StaffRole } from '@screener/contracts/staff';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import { staffMembers } from './schema.ts';
import { type CompanyStaffRow, findCompanyStaff } from './staff-members.ts';

/**
 * Refuses a change that would leave the company with no owner. The owners' rows are locked, so
 * two owners demoting each other at once cannot both pass.
 */
async function keepAnOwner(
  db: DbExecutor,
  member: CompanyStaffRow,
  nextRole: StaffRole | null,
): Promise<void> {
  if (member.role !== 'owner' || nextRole === 'owner') return;
  const owners = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(ofCompany(staffMembers, member.companyId), eq(staffMembers.role, 'owner')))
    .for('update');
  if (owners.length <= 1) throw new AppError('CONFLICT', { message: textInEvery('errors.lastOwner') });
}

export async function changeStaffRole(
  db: DbExecutor,
  input: { companyId: number; staffId: number; role: StaffRole; actor: AuditActor; now: Date },
): Promise<CompanyStaffRow> {
  return db.transaction(async (tx) => {
    const member = await findCompanyStaff(tx, input.companyId, input.staffId);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.role === input.role) return member;
    await keepAnOwner(tx, member, input.role);
    await tx
      .update(staffMembers)
      .set({ role: input.role, updatedAt: input.now })
      .where(eq(staffMembers.id, member.id));
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'staff.role_change',
      targetType: 'staff_member',
      targetId: member.id,
      before: { role: member.role },
      after: { role: input.role },
      now: input.now,
    });
    return { ...member, role: input.role, updatedAt: input.now };
  });
}

/** Removal deletes the account; its sessions go with it, so its browsers are signed out at once. */
export async function removeStaff(
  db: DbExecutor,
  input: { companyId: number; staffId: number; actor: AuditActor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findCompanyStaff(tx, input.companyId, input.staffId);
    if (!member) throw new AppError('NOT_FOUND');
    await keepAnOwner(tx, member, null);
    await tx.delete(staffMembers).where(eq(staffMembers.id, member.id));
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'staff.remove',
      targetType: 'staff_member',
      targetId: member.id,
      before: { email: member.email, name: member.name, role: member.role },
      after: null,
      now: input.now,
    });
  });
}
