import type { StaffLoginResponse, StaffMeResponse } from '@screener/contracts/staff';
import type { FastifyReply } from 'fastify';
import type { CompanyRow } from '../companies/index.ts';
import type { StaffDeps } from './deps.ts';
import { setStaffCookie } from './staff-cookie.ts';
import { identityOf } from './staff-identity.ts';
import type { StaffRow } from './staff-members.ts';
import { issueSecondFactor, secondStepOf } from './staff-second-factor.ts';
import { openStaffSession } from './staff-sessions.ts';

/** Opens the member's session in the browser's cookie and answers who is signed in. */
export async function openSignedIn(
  deps: StaffDeps,
  reply: FastifyReply,
  staff: StaffRow,
  now: Date,
): Promise<StaffMeResponse> {
  const { token } = await openStaffSession(deps.db, staff.id, now);
  setStaffCookie(deps, reply, token);
  return { identity: identityOf(staff) };
}

/**
 * What follows a passed first factor (password, mailed code, accepted invitation): the session,
 * or, when the member owes a second step, the pass to take it with on this site.
 */
export async function afterFirstFactor(
  deps: StaffDeps,
  input: { reply: FastifyReply; staff: StaffRow; company: CompanyRow; now: Date },
): Promise<StaffLoginResponse> {
  const method = await secondStepOf(deps.db, input.staff);
  if (!method) return openSignedIn(deps, input.reply, input.staff, input.now);
  const secondFactor = await issueSecondFactor(deps.db, {
    staffId: input.staff.id,
    companyId: input.company.id,
    method,
    now: input.now,
  });
  return { second_factor: secondFactor };
}
