import { randomBytes } from 'node:crypto';
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
import { takeLoginTry } from './login-throttle.ts';
import { verificationCodes } from './schema.ts';

type Channel = 'email' | 'phone';

export function randomKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * A fresh 4-digit code under `key` (a new key when none is given): the attempts start again and
 * the 10 minutes run from now. Only the hash is stored; the caller sends the code and forgets it.
 */
export async function issueCode(
  db: DbExecutor,
  input: { companyId: number; consumerId: number; channel: Channel; now: Date; key?: string },
): Promise<{ key: string; code: string }> {
  const key = input.key ?? randomKey();
  const code = newOneTimeCode();
  const expiresAt = oneTimeCodeExpiry(input.now);
  const values = {
    companyId: input.companyId,
    consumerId: input.consumerId,
    key,
    channel: input.channel,
    codeHash: oneTimeCodeHash(key, code),
    attempts: 0,
    expiresAt,
    usedAt: null,
    updatedAt: input.now,
  };
  await db.transaction(async (tx) => {
    // One live code per account: a new code ends every earlier one, so guesses spread over
    // several keys aim at one code only.
    await tx
      .update(verificationCodes)
      .set({ usedAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(verificationCodes.consumerId, input.consumerId),
          ne(verificationCodes.key, key),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx
      .insert(verificationCodes)
      .values({ ...values, createdAt: input.now })
      .onConflictDoUpdate({ target: verificationCodes.key, set: values });
  });
  return { key, code };
}

export type PendingCodeRow = typeof verificationCodes.$inferSelect;

/** The code under way with this key, when it can still be used. */
export async function findLiveCode(
  db: DbExecutor,
  companyId: number,
  key: string,
  now: Date,
): Promise<PendingCodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, companyId),
        eq(verificationCodes.key, key),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses the code: the consumer it signs in and the channel it went through. Every try counts
 * before the comparison (atomic updates), so parallel guesses cannot pass the limits: five wrong
 * tries per code, and the account's own count of consecutive wrong codes (login-throttle.ts),
 * which no new code or resend starts again. After ten minutes even the right code is refused.
 */
export async function redeemCode(
  db: DbExecutor,
  input: { companyId: number; key: string; code: string; now: Date },
): Promise<{ consumerId: number; channel: Channel }> {
  const live = await findLiveCode(db, input.companyId, input.key, input.now);
  if (!live) throw new AppError('INVALID_CODE');
  await takeLoginTry(db, { consumerId: live.consumerId, method: 'code', now: input.now });
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1`, updatedAt: input.now })
    .where(
      and(
        eq(verificationCodes.companyId, input.companyId),
        eq(verificationCodes.key, input.key),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, input.now),
        lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row || !matchesOneTimeCode(row.codeHash, input.key, input.code)) throw new AppError('INVALID_CODE');
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: input.now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new AppError('INVALID_CODE');
  return { consumerId: row.consumerId, channel: row.channel };
}
