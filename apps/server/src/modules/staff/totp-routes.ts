import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { StaffDeps } from './deps.ts';
import { openSignedIn } from './staff-sign-in.ts';
import { setTotpRequired, totpRequiredFor } from './staff-sign-in-policy.ts';
import { startTotpSetup } from './staff-totp.ts';
import { confirmTotp, disableTotp, passTotpStep, startEnrolment, totpStatus } from './totp-use-cases.ts';

/** Two-step sign-in: the second step of a sign-in, a member's own app, and the company's rule. */
export function registerTotpRoutes(app: FastifyInstance, deps: StaffDeps): void {
  registerCall(app, deps, adminStaffCalls.loginTotp, async ({ body, reply, company, now }) => {
    const staff = await passTotpStep(deps, {
      token: body.token,
      code: body.code,
      companyId: company.id,
      now,
    });
    return openSignedIn(deps, reply, staff, now);
  });

  registerCall(app, deps, adminStaffCalls.loginTotpSetup, async ({ body, company, now }) =>
    startEnrolment(deps, { token: body.token, companyId: company.id, issuer: company.title, now }),
  );

  registerCall(app, deps, adminStaffCalls.totpGet, async ({ staff }) => totpStatus(deps.db, staff.member));

  registerCall(app, deps, adminStaffCalls.totpSetup, async ({ company, staff, now }) =>
    startTotpSetup(deps, { staff: staff.member, issuer: company.title, now }),
  );

  registerCall(app, deps, adminStaffCalls.totpConfirm, async ({ body, staff, now }) =>
    confirmTotp(deps, { staff: staff.member, actor: staff.actor, code: body.code, now }),
  );

  registerCall(app, deps, adminStaffCalls.totpDisable, async ({ body, staff, now }) =>
    disableTotp(deps, { staff: staff.member, actor: staff.actor, code: body.code, now }),
  );

  registerCall(app, deps, adminStaffCalls.signInPolicyGet, async ({ company }) => ({
    policy: { totp_required: await totpRequiredFor(deps.db, company.id) },
  }));

  registerCall(app, deps, adminStaffCalls.signInPolicyUpdate, async ({ body, company, staff, now }) => {
    await setTotpRequired(deps.db, {
      companyId: company.id,
      memberId: staff.member.id,
      actor: staff.actor,
      required: body.totp_required,
      now,
    });
    return { policy: { totp_required: body.totp_required } };
  });
}
