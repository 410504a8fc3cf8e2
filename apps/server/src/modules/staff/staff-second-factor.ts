import { SECOND_FACTOR_TTL_MINUTES, type StaffSecondFactor } from '@screener/contracts/staff-totp';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffSecondFactorTokens } from './schema.ts';
import { isCompanyStaff, type StaffRow } from './staff-members.ts';
import { totpRequiredFor } from './staff-sign-in-policy.ts';
import { hasTotp } from './staff-totp.ts';
import { randomToken, tokenHash } from './tokens.ts';

const TTL_MS = SECOND_FACTOR_TTL_MINUTES * 60_000;

export type SecondFactorRow = typeof staffSecondFactorTokens.$inferSelect;

/**
 * The step a member still owes after the first factor: the app's code when they set one up, a
 * setup when their company requires one, else none. Operators follow their own choice.
 */
export async function secondStepOf(
  db: DbExecutor,
  staff: StaffRow,
): Promise<StaffSecondFactor['method'] | null> {
  if (await hasTotp(db, staff.id)) return 'totp';
  if (isCompanyStaff(staff) && (await totpRequiredFor(db, staff.companyId))) return 'enrol';
  return null;
}

/** The first factor's pass: 256 random bits, only the hash kept, for this member on this site. */
export async function issueSecondFactor(
  db: DbExecutor,
  input: { staffId: number; companyId: number; method: StaffSecondFactor['method']; now: Date },
): Promise<StaffSecondFactor> {
  const token = randomToken();
  await db.insert(staffSecondFactorTokens).values({
    tokenHash: tokenHash(token),
    staffId: input.staffId,
    companyId: input.companyId,
    purpose: input.method,
    expiresAt: new Date(input.now.getTime() + TTL_MS),
    createdAt: input.now,
  });
  return { token, method: input.method };
}

/** The live pass a token names on this site; unknown, used, expired or another site's is refused alike. */
export async function findSecondFactor(
  db: DbExecutor,
  input: { token: string; companyId: number; now: Date },
): Promise<SecondFactorRow> {
  const [row] = await db
    .select()
    .from(staffSecondFactorTokens)
    .where(
      and(
        eq(staffSecondFactorTokens.tokenHash, tokenHash(input.token)),
        ofCompany(staffSecondFactorTokens, input.companyId),
        isNull(staffSecondFactorTokens.usedAt),
        gt(staffSecondFactorTokens.expiresAt, input.now),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('SECOND_FACTOR_EXPIRED');
  return row;
}

/** Spends the pass; of two calls racing with it, one wins and the other is refused. */
export async function spendSecondFactor(db: DbExecutor, id: number, now: Date): Promise<void> {
  const [spent] = await db
    .update(staffSecondFactorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSecondFactorTokens.id, id),
        isNull(staffSecondFactorTokens.usedAt),
        gt(staffSecondFactorTokens.expiresAt, now),
      ),
    )
    .returning({ id: staffSecondFactorTokens.id });
  if (!spent) throw new AppError('SECOND_FACTOR_EXPIRED');
}
