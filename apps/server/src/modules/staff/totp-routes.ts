import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { guessesSucceeded, takeGuess } from '../guesses/index.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import type { StaffDeps } from './deps.ts';
import { findStaffById, isCompanyStaff, type StaffRow } from './staff-members.ts';
import { findSecondFactor, spendSecondFactor } from './staff-second-factor.ts';
import { openSignedIn } from './staff-sign-in.ts';
import { setTotpRequired, totpRequiredFor } from './staff-sign-in-policy.ts';
import { acceptTotpCode, hasTotp, removeTotp, startTotpSetup } from './staff-totp.ts';

const requiredOf = (db: StaffDeps['db'], staff: StaffRow) =>
  isCompanyStaff(staff) ? totpRequiredFor(db, staff.companyId) : Promise.resolve(false);

/** Two-step sign-in: the second step of a sign-in, a member's own app, and the company's rule. */
export function registerTotpRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const audit = (
    db: DbExecutor,
    input: { staff: StaffRow; actor: AuditActor; enabled: boolean; now: Date },
  ) =>
    writeAudit(db, {
      companyId: input.staff.companyId,
      actor: input.actor,
      action: input.enabled ? 'staff.totp_enable' : 'staff.totp_disable',
      targetType: 'staff',
      targetId: input.staff.id,
      before: { totp: !input.enabled },
      after: { totp: input.enabled },
      now: input.now,
    });

  /** Every code typed against an account counts against it, from any address, before it is compared. */
  const takeTry = (staffId: number, now: Date) =>
    takeGuess(deps.db, { account: { kind: 'staff', id: staffId }, family: 'totp', now });
  /** A code accepted: every count of the account starts again. */
  const succeeded = (staffId: number) => guessesSucceeded(deps.db, { kind: 'staff', id: staffId });
  const inBox = (db: DbExecutor) => ({ db, secrets: deps.secrets });

  registerCall(app, deps, adminStaffCalls.loginTotp, async ({ body, reply, company, now }) => {
    const pass = await findSecondFactor(deps.db, { token: body.token, companyId: company.id, now });
    const staff = await findStaffById(deps.db, pass.staffId);
    if (!staff) throw new AppError('SECOND_FACTOR_EXPIRED');
    const enrolling = pass.purpose === 'enrol';
    await takeTry(staff.id, now);
    await deps.db.transaction(async (tx) => {
      await acceptTotpCode(inBox(tx), {
        staffId: staff.id,
        code: body.code,
        state: enrolling ? 'pending' : 'confirmed',
        now,
      });
      await spendSecondFactor(tx, pass.id, now);
      if (enrolling) {
        await audit(tx, { staff, actor: { id: staff.id, email: staff.email }, enabled: true, now });
      }
    });
    await succeeded(staff.id);
    return openSignedIn(deps, reply, staff, now);
  });

  registerCall(app, deps, adminStaffCalls.loginTotpSetup, async ({ body, company, now }) => {
    const pass = await findSecondFactor(deps.db, { token: body.token, companyId: company.id, now });
    const staff = pass.purpose === 'enrol' ? await findStaffById(deps.db, pass.staffId) : null;
    if (!staff) throw new AppError('SECOND_FACTOR_EXPIRED');
    return startTotpSetup(deps, { staff, issuer: company.title, now });
  });

  const _signedIn = { auth: 'staff', tenant: 'host', permission: 'signed_in' } as const;
  const statusOf = async (staff: StaffRow) => ({
    enabled: await hasTotp(deps.db, staff.id),
    required: await requiredOf(deps.db, staff),
  });

  registerCall(app, deps, adminStaffCalls.totpGet, async ({ staff }) => statusOf(staff.member));

  registerCall(app, deps, adminStaffCalls.totpSetup, async ({ company, staff, now }) =>
    startTotpSetup(deps, { staff: staff.member, issuer: company.title, now }),
  );

  registerCall(app, deps, adminStaffCalls.totpConfirm, async ({ body, staff, now }) => {
    await takeTry(staff.member.id, now);
    await deps.db.transaction(async (tx) => {
      await acceptTotpCode(inBox(tx), { staffId: staff.member.id, code: body.code, state: 'pending', now });
      await audit(tx, { staff: staff.member, actor: staff.actor, enabled: true, now });
    });
    await succeeded(staff.member.id);
    return statusOf(staff.member);
  });

  registerCall(app, deps, adminStaffCalls.totpDisable, async ({ body, staff, now }) => {
    if (await requiredOf(deps.db, staff.member)) throw new AppError('TOTP_REQUIRED');
    await takeTry(staff.member.id, now);
    await deps.db.transaction(async (tx) => {
      await acceptTotpCode(inBox(tx), {
        staffId: staff.member.id,
        code: body.code,
        state: 'confirmed',
        now,
      });
      await removeTotp(tx, staff.member.id);
      await audit(tx, { staff: staff.member, actor: staff.actor, enabled: false, now });
    });
    await succeeded(staff.member.id);
    return statusOf(staff.member);
  });

  const _owners = { auth: 'staff', tenant: 'host', permission: 'staff' } as const;

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
