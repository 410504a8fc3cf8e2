import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { guessesSucceeded, takeGuess } from '../guesses/index.ts';
import { type AuditActor, writeAudit } from './audit-log.ts';
import type { StaffDeps } from './deps.ts';
import { findStaffById, isCompanyStaff, type StaffRow } from './staff-members.ts';
import { findSecondFactor, spendSecondFactor } from './staff-second-factor.ts';
import { totpRequiredFor } from './staff-sign-in-policy.ts';
import { acceptTotpCode, hasTotp, removeTotp, startTotpSetup } from './staff-totp.ts';

type TotpDeps = Pick<StaffDeps, 'db' | 'secrets'>;
type TotpStatus = { enabled: boolean; required: boolean };

const requiredOf = (db: DbExecutor, staff: StaffRow) =>
  isCompanyStaff(staff) ? totpRequiredFor(db, staff.companyId) : Promise.resolve(false);

const audit = (db: DbExecutor, input: { staff: StaffRow; actor: AuditActor; enabled: boolean; now: Date }) =>
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
const takeTry = (db: DbExecutor, staffId: number, now: Date) =>
  takeGuess(db, { account: { kind: 'staff', id: staffId }, family: 'totp', now });
/** A code accepted: every count of the account starts again. */
const succeeded = (db: DbExecutor, staffId: number) => guessesSucceeded(db, { kind: 'staff', id: staffId });

/** Whether the member signs in with an app, and whether their company requires one. */
export async function totpStatus(db: DbExecutor, staff: StaffRow): Promise<TotpStatus> {
  return { enabled: await hasTotp(db, staff.id), required: await requiredOf(db, staff) };
}

/**
 * The second step of a sign-in: the app's code against the pass of the first factor. A member
 * enrolling confirms the app they just set up (audited as enabled); the pass is spent either way.
 * Answers the member whose session may now open.
 */
export async function passTotpStep(
  deps: TotpDeps,
  input: { token: string; code: string; companyId: number; now: Date },
): Promise<StaffRow> {
  const { now } = input;
  const pass = await findSecondFactor(deps.db, { token: input.token, companyId: input.companyId, now });
  const staff = await findStaffById(deps.db, pass.staffId);
  if (!staff) throw new AppError('SECOND_FACTOR_EXPIRED');
  const enrolling = pass.purpose === 'enrol';
  await takeTry(deps.db, staff.id, now);
  await deps.db.transaction(async (tx) => {
    await acceptTotpCode(
      { db: tx, secrets: deps.secrets },
      { staffId: staff.id, code: input.code, state: enrolling ? 'pending' : 'confirmed', now },
    );
    await spendSecondFactor(tx, pass.id, now);
    if (enrolling) {
      await audit(tx, { staff, actor: { id: staff.id, email: staff.email }, enabled: true, now });
    }
  });
  await succeeded(deps.db, staff.id);
  return staff;
}

/** A new app's secret for a member whose pass says they must enrol before signing in. */
export async function startEnrolment(
  deps: TotpDeps,
  input: { token: string; companyId: number; issuer: string; now: Date },
): Promise<{ uri: string; secret: string }> {
  const pass = await findSecondFactor(deps.db, {
    token: input.token,
    companyId: input.companyId,
    now: input.now,
  });
  const staff = pass.purpose === 'enrol' ? await findStaffById(deps.db, pass.staffId) : null;
  if (!staff) throw new AppError('SECOND_FACTOR_EXPIRED');
  return startTotpSetup(deps, { staff, issuer: input.issuer, now: input.now });
}

/** A signed-in member confirms the app they are setting up with its first code. */
export async function confirmTotp(
  deps: TotpDeps,
  input: { staff: StaffRow; actor: AuditActor; code: string; now: Date },
): Promise<TotpStatus> {
  const { staff, now } = input;
  await takeTry(deps.db, staff.id, now);
  await deps.db.transaction(async (tx) => {
    await acceptTotpCode(
      { db: tx, secrets: deps.secrets },
      { staffId: staff.id, code: input.code, state: 'pending', now },
    );
    await audit(tx, { staff, actor: input.actor, enabled: true, now });
  });
  await succeeded(deps.db, staff.id);
  return totpStatus(deps.db, staff);
}

/** A signed-in member forgets their app with one last code, unless their company requires one. */
export async function disableTotp(
  deps: TotpDeps,
  input: { staff: StaffRow; actor: AuditActor; code: string; now: Date },
): Promise<TotpStatus> {
  const { staff, now } = input;
  if (await requiredOf(deps.db, staff)) throw new AppError('TOTP_REQUIRED');
  await takeTry(deps.db, staff.id, now);
  await deps.db.transaction(async (tx) => {
    await acceptTotpCode(
      { db: tx, secrets: deps.secrets },
      { staffId: staff.id, code: input.code, state: 'confirmed', now },
    );
    await removeTotp(tx, staff.id);
    await audit(tx, { staff, actor: input.actor, enabled: false, now });
  });
  await succeeded(deps.db, staff.id);
  return totpStatus(deps.db, staff);
}
