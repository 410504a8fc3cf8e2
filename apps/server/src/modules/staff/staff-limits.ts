import { INVITATION_RESENDS_PER_HOUR } from '@screener/contracts/staff';
import type { FastifyRequest } from 'fastify';
import type { StaffDeps } from './deps.ts';
import type { StaffRow } from './staff-members.ts';

const TEN_MINUTES = 10 * 60_000;
/**
 * The viewers' limits: per client address, and per account for mail sent. Wrong passwords and codes
 * are counted per account by the guesses module.
 */
const PER_ADDRESS = { max: 30, windowMs: TEN_MINUTES };
const PER_ACCOUNT = { max: 10, windowMs: TEN_MINUTES };

/** One invitation mailed again at most a few times an hour, so an address is not flooded. */
const RESENDS = { max: INVITATION_RESENDS_PER_HOUR, windowMs: 60 * 60_000 };

type LimitedCall = 'password' | 'sendCode' | 'verifyCode' | 'verifyLink' | 'invitation';

export type StaffLimits = ReturnType<typeof createStaffLimits>;

/** The back-office's login limits, counted apart from the viewers' (their keys start with `staff`). */
export function createStaffLimits(deps: Pick<StaffDeps, 'rateLimits'>) {
  const byAddress = deps.rateLimits.limiter({ name: 'staff', ...PER_ADDRESS });
  const byAccount = deps.rateLimits.limiter({ name: 'staff', ...PER_ACCOUNT });
  const resends = deps.rateLimits.limiter({ name: 'staff-resend', ...RESENDS });
  return {
    perAddress: (call: LimitedCall, request: FastifyRequest) =>
      byAddress(request, `${call}:ip:${request.ip}`),
    perAccount: (call: 'sendCode', request: FastifyRequest, staff: StaffRow) =>
      byAccount(request, `${call}:account:${staff.id}`),
    perInvitation: (request: FastifyRequest, invitationId: number) =>
      resends(request, `invitation:${invitationId}`),
  };
}
