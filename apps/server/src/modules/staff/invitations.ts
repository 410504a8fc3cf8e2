import { STAFF_INVITATION_TTL_DAYS, type StaffInvitation, type StaffRole } from '@screener/contracts/staff';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import { hashPassword } from '../auth/index.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import { staffInvitations } from './schema.ts';
import { findStaffByEmail, insertStaffMember, normalizeStaffEmail, type StaffRow } from './staff-members.ts';
import { randomToken, tokenHash } from './tokens.ts';

export type InvitationRow = typeof staffInvitations.$inferSelect;

export function invitationView(row: InvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: toApiDateTimeOrNull(row.expiresAt) ?? '',
  };
}

const pending = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

/**
 * Invites an address to the company's staff. An address already on the staff is refused; an
 * earlier invitation of the same address ends, so one link at most is live for it. Answers the
 * link's token, which is mailed and never stored.
 */
export async function createInvitation(
  db: DbExecutor,
  input: { companyId: number; email: string; role: StaffRole; actor: AuditActor; now: Date },
): Promise<{ invitation: InvitationRow; token: string }> {
  const email = normalizeStaffEmail(input.email);
  return db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, input.companyId, email)) {
      throw new AppError('CONFLICT', { message: textInEvery('errors.alreadyStaff') });
    }
    await tx
      .update(staffInvitations)
      .set({ revokedAt: input.now })
      .where(
        and(
          ofCompany(staffInvitations, input.companyId),
          eq(sql`lower(${staffInvitations.email})`, email),
          pending(input.now),
        ),
      );
    const token = randomToken();
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        companyId: input.companyId,
        email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: input.actor.id,
        expiresAt: new Date(input.now.getTime() + STAFF_INVITATION_TTL_DAYS * 86_400_000),
        createdAt: input.now,
      })
      .returning();
    if (!invitation) throw new Error('invitation insert returned no row');
    await writeAudit(tx, {
      companyId: input.companyId,
      actor: input.actor,
      action: 'staff.invite',
      targetType: 'staff_invitation',
      targetId: invitation.id,
      before: null,
      after: { email, role: input.role },
      now: input.now,
    });
    return { invitation, token };
  });
}

/** Who changes which of the company's waiting invitations, and when. */
type WaitingInvitationChange = { companyId: number; invitationId: number; actor: AuditActor; now: Date };

/**
 * A waiting invitation mailed again: a new token (the link mailed before stops working, as only
 * hashes are kept) and the full seven days from now. Answers the new token to mail.
 */
export async function renewInvitation(
  db: DbExecutor,
  input: WaitingInvitationChange,
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = randomToken();
  const values = {
    tokenHash: tokenHash(token),
    expiresAt: new Date(input.now.getTime() + STAFF_INVITATION_TTL_DAYS * 86_400_000),
  };
  return db.transaction(async (tx) => ({
    invitation: await changeWaitingInvitation(tx, input, values, 'staff.invitation_resend'),
    token,
  }));
}

/** The company's invitations still waiting for an answer. */
export async function listPendingInvitations(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(ofCompany(staffInvitations, companyId), pending(now)))
    .orderBy(asc(staffInvitations.id));
}

/** The live invitation a link's token opens; a used, revoked, expired or unknown link is not found. */
export async function findLiveInvitation(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash(token)), pending(now)))
    .limit(1);
  return row ?? null;
}

/** Accepting makes the staff member with the invited address and role; the link is then used up. */
export async function acceptInvitation(
  db: DbExecutor,
  input: { token: string; name: string; password: string; now: Date },
): Promise<StaffRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: input.now })
      .where(and(eq(staffInvitations.tokenHash, tokenHash(input.token)), pending(input.now)))
      .returning();
    if (!invitation) throw new AppError('NOT_FOUND');
    if (await findStaffByEmail(tx, invitation.companyId, invitation.email)) {
      throw new AppError('CONFLICT', { message: textInEvery('errors.alreadyStaff') });
    }
    const member = await insertStaffMember(tx, {
      companyId: invitation.companyId,
      email: invitation.email,
      name: input.name,
      role: invitation.role,
      passwordHash,
      now: input.now,
    });
    await writeAudit(tx, {
      companyId: invitation.companyId,
      actor: { id: member.id, email: member.email },
      action: 'staff.join',
      targetType: 'staff_member',
      targetId: member.id,
      before: null,
      after: { email: member.email, name: member.name, role: member.role },
      now: input.now,
    });
    return member;
  });
}

export async function revokeInvitation(db: DbExecutor, input: WaitingInvitationChange): Promise<void> {
  await db.transaction((tx) =>
    changeWaitingInvitation(tx, input, { revokedAt: input.now }, 'staff.invitation_revoke'),
  );
}

/**
 * Changes one of the company's waiting invitations and writes it to the audit log (a revoked one
 * as it was, a resent one as it stays); NOT_FOUND when none of that id waits.
 */
async function changeWaitingInvitation(
  tx: DbExecutor,
  input: WaitingInvitationChange,
  values: Partial<typeof staffInvitations.$inferInsert>,
  action: 'staff.invitation_resend' | 'staff.invitation_revoke',
): Promise<InvitationRow> {
  const [invitation] = await tx
    .update(staffInvitations)
    .set(values)
    .where(
      and(
        eq(staffInvitations.id, input.invitationId),
        ofCompany(staffInvitations, input.companyId),
        pending(input.now),
      ),
    )
    .returning();
  if (!invitation) throw new AppError('NOT_FOUND');
  const record = { email: invitation.email, role: invitation.role };
  const revoked = action === 'staff.invitation_revoke';
  await writeAudit(tx, {
    companyId: input.companyId,
    actor: input.actor,
    action,
    targetType: 'staff_invitation',
    targetId: invitation.id,
    before: revoked ? record : null,
    after: revoked ? null : record,
    now: input.now,
  });
  return invitation;
}
