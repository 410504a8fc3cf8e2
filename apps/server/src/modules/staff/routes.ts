import * as adminPlatformCalls from '@screener/contracts/calls/admin-platform';
import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { CompanyRow } from '../companies/index.ts';
import { auditChoices, listAudit } from './audit-log.ts';
import type { StaffDeps } from './deps.ts';
import {
  acceptInvitation,
  createInvitation,
  findLiveInvitation,
  invitationView,
  listPendingInvitations,
  renewInvitation,
  revokeInvitation,
} from './invitations.ts';
import {
  assignDomain,
  assignSuspension,
  createPlatformCompany,
  findCompanyOrFail,
  inviteOwner,
  listPlatformCompanies,
  platformCompany,
  staffCountOf,
} from './platform.ts';
import { changeStaffRole, removeStaff } from './staff-admin.ts';
import { clearStaffCookie } from './staff-cookie.ts';
import { identityOf } from './staff-identity.ts';
import { createStaffLimits } from './staff-limits.ts';
import { checkStaffCode, checkStaffLink, checkStaffPassword, sendStaffCode } from './staff-login.ts';
import { sendInvitationMail } from './staff-mail.ts';
import { listCompanyStaff, type StaffRow, staffMemberView } from './staff-members.ts';
import { endAllStaffSessions, endStaffSession } from './staff-sessions.ts';
import { afterFirstFactor } from './staff-sign-in.ts';
import { registerTotpRoutes } from './totp-routes.ts';

export function registerStaffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const limits = createStaffLimits(deps);
  const originOf = (domain: string) => siteOrigin(deps.config, domain);
  registerTotpRoutes(app, deps);

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
        siteOrigin: originOf(company.domain),
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

  registerCall(app, deps, adminStaffCalls.list, async ({ company, now }) => {
    const [members, invitations] = await Promise.all([
      listCompanyStaff(deps.db, company.id),
      listPendingInvitations(deps.db, company.id, now),
    ]);
    return { members: members.map(staffMemberView), invitations: invitations.map(invitationView) };
  });

  registerCall(app, deps, adminStaffCalls.invite, async ({ body, company, staff, language, now }) => {
    const { invitation, token } = await createInvitation(deps.db, {
      companyId: company.id,
      email: body.email,
      role: body.role,
      actor: staff.actor,
      now,
    });
    await sendInvitationMail(deps, {
      to: invitation.email,
      company,
      role: invitation.role,
      token,
      siteOrigin: originOf(company.domain),
      language,
    });
    return { invitation: invitationView(invitation) };
  });

  registerCall(app, deps, adminStaffCalls.changeRole, async ({ body, company, staff, now }) => {
    const member = await changeStaffRole(deps.db, {
      companyId: company.id,
      staffId: body.staff_id,
      role: body.role,
      actor: staff.actor,
      now,
    });
    return { member: staffMemberView(member) };
  });

  registerCall(app, deps, adminStaffCalls.remove, async ({ body, company, staff, now }) => {
    await removeStaff(deps.db, { companyId: company.id, staffId: body.staff_id, actor: staff.actor, now });
    return { done: true as const };
  });

  registerCall(app, deps, adminStaffCalls.invitationRevoke, async ({ body, company, staff, now }) => {
    await revokeInvitation(deps.db, {
      companyId: company.id,
      invitationId: body.invitation_id,
      actor: staff.actor,
      now,
    });
    return { done: true as const };
  });

  registerCall(
    app,
    deps,
    adminStaffCalls.invitationResend,
    async ({ body, request, company, staff, language, now }) => {
      await limits.perInvitation(request, body.invitation_id);
      const { invitation, token } = await renewInvitation(deps.db, {
        companyId: company.id,
        invitationId: body.invitation_id,
        actor: staff.actor,
        now,
      });
      await sendInvitationMail(deps, {
        to: invitation.email,
        company,
        role: invitation.role,
        token,
        siteOrigin: originOf(company.domain),
        language,
        resent: true,
      });
      return { invitation: invitationView(invitation) };
    },
  );

  registerCall(app, deps, adminStaffCalls.auditList, async ({ body, company }) => {
    const [page, choices] = await Promise.all([
      listAudit(
        deps.db,
        company.id,
        { page: body.page, pageSize: body.page_size },
        { actorEmail: body.actor_email, action: body.action },
      ),
      auditChoices(deps.db, company.id),
    ]);
    return { ...page, ...choices };
  });

  registerCall(app, deps, adminPlatformCalls.listCompanies, async () => ({
    companies: await listPlatformCompanies(deps.db),
  }));

  registerCall(app, deps, adminPlatformCalls.createCompany, async ({ body, staff, language, now }) => {
    const company = await createPlatformCompany(deps, {
      request: body,
      actor: staff.actor,
      now,
      originOf,
      language,
    });
    return { company: platformCompany(company, 0) };
  });

  registerCall(app, deps, adminPlatformCalls.setCompanyDomain, async ({ body, staff, now }) => {
    const before = await findCompanyOrFail(deps.db, body.company_id);
    const company = await assignDomain(deps, {
      companyId: body.company_id,
      domain: body.domain,
      actor: staff.actor,
      now,
    });
    // Neither the old host nor the id may keep answering the old row from this node's copy.
    deps.companies.forget(before);
    deps.companies.forget(company);
    return { company: platformCompany(company, await staffCountOf(deps.db, company.id)) };
  });

  registerCall(app, deps, adminPlatformCalls.suspendCompany, async ({ body, staff, now }) => {
    const company = await assignSuspension(deps, {
      companyId: body.company_id,
      suspended: body.suspended,
      reason: body.suspended ? (body.reason ?? null) : null,
      actor: staff.actor,
      now,
    });
    deps.companies.forget(company);
    return { company: platformCompany(company, await staffCountOf(deps.db, company.id)) };
  });

  registerCall(app, deps, adminPlatformCalls.inviteOwner, async ({ body, staff, language, now }) => {
    const company = await findCompanyOrFail(deps.db, body.company_id);
    await inviteOwner(deps, {
      company,
      email: body.email,
      actor: staff.actor,
      now,
      originOf,
      language,
    });
    return { done: true as const };
  });
}
