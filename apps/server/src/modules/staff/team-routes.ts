import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { LanguageCode } from '@screener/contracts/language';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { StaffDeps } from './deps.ts';
import {
  createInvitation,
  type InvitationRow,
  invitationView,
  listPendingInvitations,
  renewInvitation,
  revokeInvitation,
} from './invitations.ts';
import { changeStaffRole, removeStaff } from './staff-admin.ts';
import type { StaffLimits } from './staff-limits.ts';
import { sendInvitationMail } from './staff-mail.ts';
import { listCompanyStaff, staffMemberView } from './staff-members.ts';

/** A company's team as its owners keep it: members, roles and invitations. */
export function registerStaffTeamRoutes(app: FastifyInstance, deps: StaffDeps, limits: StaffLimits): void {
  const mailInvitation = (
    sent: { invitation: InvitationRow; token: string },
    company: CompanyRow,
    language: LanguageCode,
    resent: boolean,
  ) =>
    sendInvitationMail(deps, {
      to: sent.invitation.email,
      company,
      role: sent.invitation.role,
      token: sent.token,
      siteOrigin: siteOrigin(deps.config, company.domain),
      language,
      resent,
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
    await mailInvitation({ invitation, token }, company, language, false);
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
      await mailInvitation({ invitation, token }, company, language, true);
      return { invitation: invitationView(invitation) };
    },
  );
}
