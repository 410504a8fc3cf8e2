import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { StaffDeps } from './deps.ts';
import {
  createInvitation,
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
      siteOrigin: siteOrigin(deps.config, company.domain),
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
        siteOrigin: siteOrigin(deps.config, company.domain),
        language,
        resent: true,
      });
      return { invitation: invitationView(invitation) };
    },
  );
}
