import { roleAllows } from '@screener/contracts/staff';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StaffCaller, StaffGate, StaffRequirement } from '../../ports/staff-checks.ts';
import { findLiveStaffSession } from './staff-sessions.ts';

/**
 * The staff session's cookie: http-only, so no script reads it, and sent only to the back-office's
 * calls (`/api/admin`). A viewer's signed header never opens a staff call, whoever it names.
 */
export const STAFF_COOKIE = 'screener_staff';

export type { StaffCaller, StaffGate, StaffRequirement };

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
