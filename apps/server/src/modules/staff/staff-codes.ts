import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@screener/contracts/auth';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  matchesOneTimeCode,
  newOneTimeCode,
  oneTimeCodeExpiry,
  oneTimeCodeHash,
} from '../../lib/one-time-code.ts';
import { staffLoginCodes } from './schema.ts';
import { randomToken } from './tokens.ts';

/** A key for a login under way; answered also to an unknown address, so the call tells nothing. */
export const newCodeKey = randomToken;

/** A fresh code for the staff member; every earlier code of theirs ends, so guesses aim at one code. */
export async function issueStaffCode(
  db: DbExecutor,
  input: { staffId: number; now: Date },
): Promise<{ key: string; code: string }> {
  const key = newCodeKey();
  const code = newOneTimeCode();
  await db.transaction(async (tx) => {
    await tx
      .update(staffLoginCodes)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(staffLoginCodes.staffId, input.staffId),
          ne(staffLoginCodes.key, key),
          isNull(staffLoginCodes.usedAt),
        ),
      );
    await tx.insert(staffLoginCodes).values({
      key,
      staffId: input.staffId,
      codeHash: oneTimeCodeHash(key, code),
      expiresAt: oneTimeCodeExpiry(input.now),
      createdAt: input.now,
    });
  });
  return { key, code };
}

/**
 * Uses the code and answers whose it is. Each try counts before the comparison, in one atomic
 * update, so parallel guesses cannot pass five tries; after ten minutes even the right code fails.
 */
export async function redeemStaffCode(
  db: DbExecutor,
  input: { key: string; code: string; now: Date },
): Promise<number> {
  const [row] = await db
    .update(staffLoginCodes)
    .set({ attempts: sql`${staffLoginCodes.attempts} + 1` })
    .where(
      and(
        eq(staffLoginCodes.key, input.key),
        isNull(staffLoginCodes.usedAt),
        gt(staffLoginCodes.expiresAt, input.now),
        lt(staffLoginCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row || !matchesOneTimeCode(row.codeHash, input.key, input.code)) throw new AppError('INVALID_CODE');
  const [used] = await db
    .update(staffLoginCodes)
    .set({ usedAt: input.now })
    .where(and(eq(staffLoginCodes.id, row.id), isNull(staffLoginCodes.usedAt)))
    .returning({ staffId: staffLoginCodes.staffId });
  if (!used) throw new AppError('INVALID_CODE');
  return used.staffId;
}
