import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@screener/contracts/auth';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  matchesOneTimeCode,
  newOneTimeCode,
  newSignInLinkSecret,
  oneTimeCodeExpiry,
  oneTimeCodeHash,
} from '../../lib/one-time-code.ts';
import { takeGuess } from '../guesses/index.ts';
import { staffLoginCodes } from './schema.ts';
import { randomToken } from './tokens.ts';

/** A key for a login under way; answered also to an unknown address, so the call tells nothing. */
export const newCodeKey = randomToken;

/**
 * A fresh code and sign-in link for the staff member. Every earlier code of theirs is closed to
 * typing, so guesses aim at one code; earlier links live on, so a stranger asking for codes cannot
 * spoil the link in the owner's mailbox.
 */
export async function issueStaffCode(
  db: DbExecutor,
  input: { staffId: number; now: Date },
): Promise<{ key: string; code: string; linkSecret: string }> {
  const key = newCodeKey();
  const code = newOneTimeCode();
  const linkSecret = newSignInLinkSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(staffLoginCodes)
      .set({ attempts: VERIFICATION_CODE_MAX_ATTEMPTS })
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
      linkHash: oneTimeCodeHash(key, linkSecret),
      expiresAt: oneTimeCodeExpiry(input.now),
      createdAt: input.now,
    });
  });
  return { key, code, linkSecret };
}

const liveCode = (key: string, now: Date) =>
  and(eq(staffLoginCodes.key, key), isNull(staffLoginCodes.usedAt), gt(staffLoginCodes.expiresAt, now));

/** Uses the row: once a member is in, none of their codes or links opens anything more. */
async function useStaffCodes(db: DbExecutor, rowId: number, staffId: number, now: Date): Promise<number> {
  const [used] = await db
    .update(staffLoginCodes)
    .set({ usedAt: now })
    .where(and(eq(staffLoginCodes.id, rowId), isNull(staffLoginCodes.usedAt)))
    .returning({ staffId: staffLoginCodes.staffId });
  if (!used) throw new AppError('INVALID_CODE');
  await db
    .update(staffLoginCodes)
    .set({ usedAt: now })
    .where(and(eq(staffLoginCodes.staffId, staffId), isNull(staffLoginCodes.usedAt)));
  return used.staffId;
}

/**
 * Uses the code and answers whose it is. Each try counts before the comparison, in atomic
 * updates, both against the code (five tries) and against the member's count of wrong codes
 * across every key and address (the guesses module); after ten minutes even the right code fails.
 */
export async function redeemStaffCode(
  db: DbExecutor,
  input: { key: string; code: string; now: Date },
): Promise<number> {
  const [live] = await db
    .select({ staffId: staffLoginCodes.staffId })
    .from(staffLoginCodes)
    .where(liveCode(input.key, input.now));
  if (!live) throw new AppError('INVALID_CODE');
  await takeGuess(db, { account: { kind: 'staff', id: live.staffId }, family: 'code', now: input.now });
  const [row] = await db
    .update(staffLoginCodes)
    .set({ attempts: sql`${staffLoginCodes.attempts} + 1` })
    .where(and(liveCode(input.key, input.now), lt(staffLoginCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS)))
    .returning();
  if (!row || !matchesOneTimeCode(row.codeHash, input.key, input.code)) throw new AppError('INVALID_CODE');
  return useStaffCodes(db, row.id, row.staffId, input.now);
}

/** Uses the mailed link: 128 random bits need no count, so it works while typed secrets are closed. */
export async function redeemStaffLink(
  db: DbExecutor,
  input: { key: string; secret: string; now: Date },
): Promise<number> {
  const [row] = await db.select().from(staffLoginCodes).where(liveCode(input.key, input.now));
  if (!row?.linkHash || !matchesOneTimeCode(row.linkHash, input.key, input.secret)) {
    throw new AppError('INVALID_CODE');
  }
  return useStaffCodes(db, row.id, row.staffId, input.now);
}
