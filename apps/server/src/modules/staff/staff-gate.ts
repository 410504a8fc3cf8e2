import { roleAllows, type StaffPermission } from '@screener/contracts/staff';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditActor } from './audit-log.ts';
import type { StaffRow } from './staff-members.ts';
import { findLiveStaffSession, type StaffSessionRow } from './staff-sessions.ts';

/**
 * The staff session's cookie: http-only, so no script reads it, and sent only to the back-office's
 * calls (`/api/admin`). A viewer's signed header never opens a staff call, whoever it names.
 */
export const STAFF_COOKIE = 'screener_staff';

/** The signed-in staff member a back-office call runs for. */
export type StaffCaller = { session: StaffSessionRow; member: StaffRow; actor: AuditActor };

/** What a staff call asks: a permission of the caller's role, any signed-in account, or an operator. */
export type StaffRequirement = StaffPermission | 'signed_in' | 'operator';

/** What `lib/call.ts` is handed to check a staff call's caller (it may not import this module). */
export type StaffGate = {
  /**
   * The caller of a staff call on `company` (null for the platform console): no live staff session
   * answers 401; an account of another company, an operator on a company's call, or a role without
   * the permission, 403.
   */
  caller(
    request: FastifyRequest,
    company: { id: number } | null,
    requirement: StaffRequirement,
  ): Promise<StaffCaller>;
};

export function createStaffGate(db: Db, clock: Clock): StaffGate {
  return {
    async caller(request, company, requirement) {
      const token = request.cookies[STAFF_COOKIE];
      const found = token ? await findLiveStaffSession(db, token, clock.now()) : null;
      if (!found) throw new AppError('NOT_AUTHORIZED');
      const { session, member } = found;
      const caller = { session, member, actor: { id: member.id, email: member.email } };
      if (requirement === 'operator') {
        if (member.role !== 'operator') throw new AppError('FORBIDDEN');
        return caller;
      }
      if (!company) throw new AppError('NOT_FOUND');
      if (requirement === 'signed_in' && member.role === 'operator') return caller;
      if (member.companyId !== company.id || member.role === 'operator') throw new AppError('FORBIDDEN');
      if (requirement !== 'signed_in' && !roleAllows(member.role, requirement))
        throw new AppError('FORBIDDEN');
      return caller;
    },
  };
}
