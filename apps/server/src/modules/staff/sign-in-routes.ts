import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { StaffDeps } from './deps.ts';
import { acceptInvitation, findLiveInvitation } from './invitations.ts';
import { clearStaffCookie } from './staff-cookie.ts';
import { identityOf } from './staff-identity.ts';
import type { StaffLimits } from './staff-limits.ts';
import { checkStaffCode, checkStaffLink, checkStaffPassword, sendStaffCode } from './staff-login.ts';
import type { StaffRow } from './staff-members.ts';
import { endAllStaffSessions, endStaffSession } from './staff-sessions.ts';
import { afterFirstFactor } from './staff-sign-in.ts';

/** A member's first factor (password, mailed code or link, an accepted invitation), who they are, and signing out. */
export function registerStaffSignInRoutes(app: FastifyInstance, deps: StaffDeps, limits: StaffLimits): void {
  const signIn = (reply: FastifyReply, staff: StaffRow, company: CompanyRow, now: Date) =>
    afterFirstFactor(deps, { reply, staff, company, now });

  registerCall(app, deps, adminStaffCalls.loginPassword, async ({ body, request, reply, company, now }) => {
    await limits.perAddress('password', request);
    const staff = await checkStaffPassword(deps, {
      company,
      email: body.email,
      password: body.password,
      now,
    });
    return signIn(reply, staff, company, now);
  });

  registerCall(
    app,
    deps,
    adminStaffCalls.loginSendCode,
    async ({ body, request, company, language, now }) => {
      await limits.perAddress('sendCode', request);
      return sendStaffCode(deps, {
        company,
        email: body.email,
        siteOrigin: siteOrigin(deps.config, company.domain),
        language,
        now,
        beforeSend: (account) => limits.perAccount('sendCode', request, account),
      });
    },
  );

  registerCall(app, deps, adminStaffCalls.loginVerifyCode, async ({ body, request, reply, company, now }) => {
    await limits.perAddress('verifyCode', request);
    const staff = await checkStaffCode(deps, { company, key: body.key, code: body.code, now });
    return signIn(reply, staff, company, now);
  });

  registerCall(app, deps, adminStaffCalls.loginVerifyLink, async ({ body, request, reply, company, now }) => {
    await limits.perAddress('verifyLink', request);
    const staff = await checkStaffLink(deps, { company, key: body.key, secret: body.secret, now });
    return signIn(reply, staff, company, now);
  });

  registerCall(app, deps, adminStaffCalls.invitationGet, async ({ body, request, company, now }) => {
    await limits.perAddress('invitation', request);
    const invitation = await findLiveInvitation(deps.db, body.token, now);
    if (!invitation || invitation.companyId !== company.id) throw new AppError('NOT_FOUND');
    return { email: invitation.email, role: invitation.role, company_title: company.title };
  });

  registerCall(
    app,
    deps,
    adminStaffCalls.invitationAccept,
    async ({ body, request, reply, company, now }) => {
      await limits.perAddress('invitation', request);
      const invitation = await findLiveInvitation(deps.db, body.token, now);
      if (!invitation || invitation.companyId !== company.id) throw new AppError('NOT_FOUND');
      const staff = await acceptInvitation(deps.db, { ...body, now });
      return signIn(reply, staff, company, now);
    },
  );

  registerCall(app, deps, adminStaffCalls.me, async ({ staff }) => ({ identity: identityOf(staff.member) }));

  registerCall(app, deps, adminStaffCalls.logout, async ({ body, reply, staff, now }) => {
    if (body.everywhere) await endAllStaffSessions(deps.db, staff.member.id, now);
    else await endStaffSession(deps.db, staff.session.id, now);
    clearStaffCookie(reply);
    return { logged_out: true as const };
  });
}
