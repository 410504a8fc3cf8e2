import type { LanguageCode } from '@screener/contracts/language';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { type Account, guessesExhausted, guessesSucceeded, takeGuess } from '../guesses/index.ts';
import type { StaffDeps } from './deps.ts';
import { issueStaffCode, newCodeKey, redeemStaffCode, redeemStaffLink } from './staff-codes.ts';
import { sendStaffCodeMail } from './staff-mail.ts';
import { findStaffByEmail, findStaffById, type StaffRow } from './staff-members.ts';

const accountOf = (staff: StaffRow): Account => ({ kind: 'staff', id: staff.id });

/**
 * The account an address names on this company's site: its staff member, else a platform
 * operator (who signs in on any company's site to reach the console).
 */
async function accountFor(db: StaffDeps['db'], company: CompanyRow, email: string): Promise<StaffRow | null> {
  return (await findStaffByEmail(db, company.id, email)) ?? (await findStaffByEmail(db, null, email));
}

/** A first factor passed: its counts start again (a second factor keeps its own). */
async function firstFactorPassed(db: StaffDeps['db'], staff: StaffRow): Promise<StaffRow> {
  await guessesSucceeded(db, accountOf(staff), ['code', 'password']);
  return staff;
}

/**
 * One answer for an unknown address, an account without a password and a wrong password. Every
 * try counts against the account's passwords before the comparison, from any address.
 */
export async function checkStaffPassword(
  deps: Pick<StaffDeps, 'db'>,
  input: { company: CompanyRow; email: string; password: string; now: Date },
): Promise<StaffRow> {
  const staff = await accountFor(deps.db, input.company, input.email);
  if (staff) await takeGuess(deps.db, { account: accountOf(staff), family: 'password', now: input.now });
  const valid = await verifyPassword(staff?.passwordHash ?? null, input.password);
  if (!staff || !valid) throw new AppError('INVALID_CREDENTIALS');
  return firstFactorPassed(deps.db, staff);
}

/**
 * Mails a code and a sign-in link to the account; once its typed codes are closed, the link alone.
 * An unknown address gets the same answer and no mail.
 */
export async function sendStaffCode(
  deps: Pick<StaffDeps, 'db' | 'mailer'>,
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
  const { key, code, linkSecret } = await issueStaffCode(deps.db, { staffId: staff.id, now: input.now });
  const codesClosed = await guessesExhausted(deps.db, accountOf(staff), 'code');
  await sendStaffCodeMail(deps, {
    to: staff.email,
    company: input.company,
    code: codesClosed ? null : code,
    link: { key, secret: linkSecret },
    siteOrigin: input.siteOrigin,
    language: input.language,
  });
  return { key };
}

/** The member a redeemed code or link names, when they may sign in on this company's site. */
async function memberOnSite(db: StaffDeps['db'], company: CompanyRow, staffId: number): Promise<StaffRow> {
  const staff = await findStaffById(db, staffId);
  if (!staff || (staff.companyId !== null && staff.companyId !== company.id)) {
    throw new AppError('INVALID_CODE');
  }
  return firstFactorPassed(db, staff);
}

/** The code's account, when it may sign in on this company's site. */
export async function checkStaffCode(
  deps: Pick<StaffDeps, 'db'>,
  input: { company: CompanyRow; key: string; code: string; now: Date },
): Promise<StaffRow> {
  const staffId = await redeemStaffCode(deps.db, { key: input.key, code: input.code, now: input.now });
  return memberOnSite(deps.db, input.company, staffId);
}

/** The mailed link's account, when it may sign in on this company's site. */
export async function checkStaffLink(
  deps: Pick<StaffDeps, 'db'>,
  input: { company: CompanyRow; key: string; secret: string; now: Date },
): Promise<StaffRow> {
  const staffId = await redeemStaffLink(deps.db, { key: input.key, secret: input.secret, now: input.now });
  return memberOnSite(deps.db, input.company, staffId);
}
