import type { LanguageCode } from '@screener/contracts/language';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { issueStaffCode, newCodeKey, redeemStaffCode } from './staff-codes.ts';
import { sendStaffCodeMail } from './staff-mail.ts';
import { findStaffByEmail, findStaffById, type StaffRow } from './staff-members.ts';

/**
 * The account an address names on this company's site: its staff member, else a platform
 * operator (who signs in on any company's site to reach the console).
 */
async function accountFor(db: AppDeps['db'], company: CompanyRow, email: string): Promise<StaffRow | null> {
  return (await findStaffByEmail(db, company.id, email)) ?? (await findStaffByEmail(db, null, email));
}

/** One answer for an unknown address, an account without a password and a wrong password. */
export async function checkStaffPassword(
  deps: Pick<AppDeps, 'db'>,
  input: {
    company: CompanyRow;
    email: string;
    password: string;
    beforeTry: (staff: StaffRow) => Promise<void>;
  },
): Promise<StaffRow> {
  const staff = await accountFor(deps.db, input.company, input.email);
  if (staff) await input.beforeTry(staff);
  const valid = await verifyPassword(staff?.passwordHash ?? null, input.password);
  if (!staff || !valid) throw new AppError('INVALID_CREDENTIALS');
  return staff;
}

/** Mails a code to the account; an unknown address gets the same answer and no mail. */
export async function sendStaffCode(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  input: {
    company: CompanyRow;
    email: string;
    siteOrigin: string;
    language: LanguageCode;
    now: Date;
    beforeSend: (staff: StaffRow) => Promise<void>;
  },
): Promise<{ key: string }> {
  const staff = await accountFor(deps.db, input.company, input.email);
  if (!staff) return { key: newCodeKey() };
  await input.beforeSend(staff);
  const { key, code } = await issueStaffCode(deps.db, { staffId: staff.id, now: input.now });
  await sendStaffCodeMail(deps, {
    to: staff.email,
    company: input.company,
    code,
    siteOrigin: input.siteOrigin,
    language: input.language,
  });
  return { key };
}

/** The code's account, when it may sign in on this company's site. */
export async function checkStaffCode(
  deps: Pick<AppDeps, 'db'>,
  input: { company: CompanyRow; key: string; code: string; now: Date },
): Promise<StaffRow> {
  const staffId = await redeemStaffCode(deps.db, { key: input.key, code: input.code, now: input.now });
  const staff = await findStaffById(deps.db, staffId);
  if (!staff || (staff.companyId !== null && staff.companyId !== input.company.id)) {
    throw new AppError('INVALID_CODE');
  }
  return staff;
}
