import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_MAX_ATTEMPTS } from '@screener/contracts/auth';
import { SIGN_IN_LINK_SECRET_LENGTH } from '@screener/contracts/validation';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  matchesOneTimeCode,
  newOneTimeCode,
  newSignInLinkSecret,
  oneTimeCodeExpiry,
  oneTimeCodeHash,
} from '../../lib/one-time-code.ts';
import { takeGuess } from '../guesses/index.ts';
import { verificationCodes } from './schema.ts';

type Channel = 'email' | 'phone';

export function randomKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * A fresh 4-digit code under `key` (a new key when none is given): the attempts start again and
 * the 10 minutes run from now. An email code also gets its link's secret. Only hashes are stored;
 * the caller sends the code (and link) and forgets them.
 */
export async function issueCode(
  db: DbExecutor,
  input: { companyId: number; consumerId: number; channel: Channel; now: Date; key?: string },
): Promise<{ key: string; code: string; linkSecret: string }> {
  const key = input.key ?? randomKey();
  const code = newOneTimeCode();
  const linkSecret = newSignInLinkSecret();
  const expiresAt = oneTimeCodeExpiry(input.now);
  const values = {
    companyId: input.companyId,
    consumerId: input.consumerId,
    key,
    channel: input.channel,
    codeHash: oneTimeCodeHash(key, code),
    linkHash: input.channel === 'email' ? oneTimeCodeHash(key, linkSecret) : null,
    attempts: 0,
    expiresAt,
    usedAt: null,
    updatedAt: input.now,
  };
  await db.transaction(async (tx) => {
    // One typed code per account: a new code closes every earlier one to typing, so guesses spread
    // over several keys aim at one code only. Their links live on, so a stranger asking for codes
    // cannot spoil the link in the owner's mailbox.
    await tx
      .update(verificationCodes)
      .set({ attempts: VERIFICATION_CODE_MAX_ATTEMPTS, updatedAt: input.now })
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
  return { key, code, linkSecret };
}

export type PendingCodeRow = typeof verificationCodes.$inferSelect;

/** Neither used nor past its ten minutes. */
const liveAt = (now: Date) => and(isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now));

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
    .where(and(ofCompany(verificationCodes, companyId), eq(verificationCodes.key, key), liveAt(now)))
    .limit(1);
  return row ?? null;
}

/** The account's newest mailed code still open to typing, if any. */
export async function findNewestLiveCode(
  db: DbExecutor,
  consumerId: number,
  now: Date,
): Promise<PendingCodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.consumerId, consumerId),
        eq(verificationCodes.channel, 'email'),
        liveAt(now),
        lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the row, once even under parallel calls; then, the account being signed in, none of its
 * codes or links opens anything more.
 */
async function useCode(
  db: DbExecutor,
  row: PendingCodeRow,
  now: Date,
): Promise<{ consumerId: number; channel: Channel }> {
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw new AppError('INVALID_CODE');
  await db
    .update(verificationCodes)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(verificationCodes.consumerId, row.consumerId), isNull(verificationCodes.usedAt)));
  return { consumerId: row.consumerId, channel: row.channel };
}

/**
 * Uses a mailed link's secret: no count of guesses (128 random bits), so the owner of the address
 * gets in even while typed codes are closed for the account.
 */
async function redeemLink(
  db: DbExecutor,
  input: { companyId: number; key: string; secret: string; now: Date },
): Promise<{ consumerId: number; channel: Channel }> {
  const live = await findLiveCode(db, input.companyId, input.key, input.now);
  if (!live?.linkHash || !matchesOneTimeCode(live.linkHash, input.key, input.secret)) {
    throw new AppError('INVALID_CODE');
  }
  return useCode(db, live, input.now);
}

/**
 * Uses the code (or the mailed link's secret): the consumer it signs in and the channel it went
 * through. Every typed code counts before the comparison (atomic updates), so parallel guesses
 * cannot pass the limits: five wrong tries per code, and the account's own count of wrong codes
 * (the guesses module), which no new code or resend starts again. After ten minutes even the
 * right code is refused.
 */
export async function redeemCode(
  db: DbExecutor,
  input: { companyId: number; key: string; code: string; now: Date },
): Promise<{ consumerId: number; channel: Channel }> {
  if (input.code.length === SIGN_IN_LINK_SECRET_LENGTH) {
    return redeemLink(db, { companyId: input.companyId, key: input.key, secret: input.code, now: input.now });
  }
  const live = await findLiveCode(db, input.companyId, input.key, input.now);
  if (!live) throw new AppError('INVALID_CODE');
  await takeGuess(db, { account: { kind: 'consumer', id: live.consumerId }, family: 'code', now: input.now });
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1`, updatedAt: input.now })
    .where(
      and(
        ofCompany(verificationCodes, input.companyId),
        eq(verificationCodes.key, input.key),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, input.now),
        lt(verificationCodes.attempts, VERIFICATION_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row || !matchesOneTimeCode(row.codeHash, input.key, input.code)) throw new AppError('INVALID_CODE');
  return useCode(db, row, input.now);
}
