import {
  ZAcceptInvitationRequest,
  ZChangeStaffRoleRequest,
  ZChangeStaffRoleResponse,
  ZCreateCompanyRequest,
  ZCreateCompanyResponse,
  ZDoneResponse,
  ZGetInvitationRequest,
  ZGetInvitationResponse,
  ZInviteOwnerRequest,
  ZInviteStaffRequest,
  ZInviteStaffResponse,
  ZListAuditRequest,
  ZListAuditResponse,
  ZListCompaniesRequest,
  ZListCompaniesResponse,
  ZListStaffRequest,
  ZListStaffResponse,
  ZRemoveStaffRequest,
  ZResendInvitationRequest,
  ZRevokeInvitationRequest,
  ZSetCompanyDomainRequest,
  ZStaffLoginResponse,
  ZStaffLogoutRequest,
  ZStaffLogoutResponse,
  ZStaffMeRequest,
  ZStaffMeResponse,
  ZStaffPasswordLoginRequest,
  ZStaffSendCodeRequest,
  ZStaffSendCodeResponse,
  ZStaffVerifyCodeRequest,
  ZStaffVerifyLinkRequest,
} from '@screener/contracts/staff';
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

  registerCall(
    app,
    deps,
    'admin/staff/login/password',
    { body: ZStaffPasswordLoginRequest, response: ZStaffLoginResponse, auth: 'guest', tenant: 'host' },
    async ({ body, request, reply, company, now }) => {
      await limits.perAddress('password', request);
      const staff = await checkStaffPassword(deps, {
        company,
        email: body.email,
        password: body.password,
        now,
      });
      return signIn(reply, staff, company, now);
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/login/sendCode',
    { body: ZStaffSendCodeRequest, response: ZStaffSendCodeResponse, auth: 'guest', tenant: 'host' },
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

  registerCall(
    app,
    deps,
    'admin/staff/login/verifyCode',
    { body: ZStaffVerifyCodeRequest, response: ZStaffLoginResponse, auth: 'guest', tenant: 'host' },
    async ({ body, request, reply, company, now }) => {
      await limits.perAddress('verifyCode', request);
      const staff = await checkStaffCode(deps, { company, key: body.key, code: body.code, now });
      return signIn(reply, staff, company, now);
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/login/verifyLink',
    { body: ZStaffVerifyLinkRequest, response: ZStaffLoginResponse, auth: 'guest', tenant: 'host' },
    async ({ body, request, reply, company, now }) => {
      await limits.perAddress('verifyLink', request);
      const staff = await checkStaffLink(deps, { company, key: body.key, secret: body.secret, now });
      return signIn(reply, staff, company, now);
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/invitation/get',
    { body: ZGetInvitationRequest, response: ZGetInvitationResponse, auth: 'guest', tenant: 'host' },
    async ({ body, request, company, now }) => {
      await limits.perAddress('invitation', request);
      const invitation = await findLiveInvitation(deps.db, body.token, now);
      if (!invitation || invitation.companyId !== company.id) throw new AppError('NOT_FOUND');
      return { email: invitation.email, role: invitation.role, company_title: company.title };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/invitation/accept',
    { body: ZAcceptInvitationRequest, response: ZStaffLoginResponse, auth: 'guest', tenant: 'host' },
    async ({ body, request, reply, company, now }) => {
      await limits.perAddress('invitation', request);
      const invitation = await findLiveInvitation(deps.db, body.token, now);
      if (!invitation || invitation.companyId !== company.id) throw new AppError('NOT_FOUND');
      const staff = await acceptInvitation(deps.db, { ...body, now });
      return signIn(reply, staff, company, now);
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/me',
    {
      body: ZStaffMeRequest,
      response: ZStaffMeResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'signed_in',
    },
    async ({ staff }) => ({ identity: identityOf(staff.member) }),
  );

  registerCall(
    app,
    deps,
    'admin/staff/logout',
    {
      body: ZStaffLogoutRequest,
      response: ZStaffLogoutResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'signed_in',
    },
    async ({ body, reply, staff, now }) => {
      if (body.everywhere) await endAllStaffSessions(deps.db, staff.member.id, now);
      else await endStaffSession(deps.db, staff.session.id, now);
      clearStaffCookie(reply);
      return { logged_out: true as const };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/list',
    {
      body: ZListStaffRequest,
      response: ZListStaffResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
    async ({ company, now }) => {
      const [members, invitations] = await Promise.all([
        listCompanyStaff(deps.db, company.id),
        listPendingInvitations(deps.db, company.id, now),
      ]);
      return { members: members.map(staffMemberView), invitations: invitations.map(invitationView) };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/invite',
    {
      body: ZInviteStaffRequest,
      response: ZInviteStaffResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
    async ({ body, company, staff, language, now }) => {
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
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/changeRole',
    {
      body: ZChangeStaffRoleRequest,
      response: ZChangeStaffRoleResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
    async ({ body, company, staff, now }) => {
      const member = await changeStaffRole(deps.db, {
        companyId: company.id,
        staffId: body.staff_id,
        role: body.role,
        actor: staff.actor,
        now,
      });
      return { member: staffMemberView(member) };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/remove',
    {
      body: ZRemoveStaffRequest,
      response: ZDoneResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
    async ({ body, company, staff, now }) => {
      await removeStaff(deps.db, { companyId: company.id, staffId: body.staff_id, actor: staff.actor, now });
      return { done: true as const };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/invitation/revoke',
    {
      body: ZRevokeInvitationRequest,
      response: ZDoneResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
    async ({ body, company, staff, now }) => {
      await revokeInvitation(deps.db, {
        companyId: company.id,
        invitationId: body.invitation_id,
        actor: staff.actor,
        now,
      });
      return { done: true as const };
    },
  );

  registerCall(
    app,
    deps,
    'admin/staff/invitation/resend',
    {
      body: ZResendInvitationRequest,
      response: ZInviteStaffResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'staff',
    },
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

  registerCall(
    app,
    deps,
    'admin/audit/list',
    {
      body: ZListAuditRequest,
      response: ZListAuditResponse,
      auth: 'staff',
      tenant: 'host',
      permission: 'audit_log',
    },
    async ({ body, company }) => {
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
    },
  );

  registerCall(
    app,
    deps,
    'admin/platform/companies/list',
    { body: ZListCompaniesRequest, response: ZListCompaniesResponse, auth: 'operator', tenant: 'none' },
    async () => ({ companies: await listPlatformCompanies(deps.db) }),
  );

  registerCall(
    app,
    deps,
    'admin/platform/companies/create',
    { body: ZCreateCompanyRequest, response: ZCreateCompanyResponse, auth: 'operator', tenant: 'none' },
    async ({ body, staff, language, now }) => {
      const company = await createPlatformCompany(deps, {
        request: body,
        actor: staff.actor,
        now,
        originOf,
        language,
      });
      return { company: platformCompany(company, 0) };
    },
  );

  registerCall(
    app,
    deps,
    'admin/platform/companies/setDomain',
    { body: ZSetCompanyDomainRequest, response: ZCreateCompanyResponse, auth: 'operator', tenant: 'none' },
    async ({ body, staff, now }) => {
      const company = await assignDomain(deps, {
        companyId: body.company_id,
        domain: body.domain,
        actor: staff.actor,
        now,
      });
      return { company: platformCompany(company, await staffCountOf(deps.db, company.id)) };
    },
  );

  registerCall(
    app,
    deps,
    'admin/platform/companies/inviteOwner',
    { body: ZInviteOwnerRequest, response: ZDoneResponse, auth: 'operator', tenant: 'none' },
    async ({ body, staff, language, now }) => {
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
    },
  );
}
