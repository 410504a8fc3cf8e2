import { toApiDateTime } from '@screener/contracts/dates';
import { erasedEmail } from '@screener/contracts/privacy';
import { and, eq, gte, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewersActiveSince } from '../../db/viewer-owned.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { takeGuess } from '../guesses/index.ts';
import { redeemCode } from './codes.ts';
import { findConsumer } from './consumers.ts';
import { verifyPassword } from './passwords.ts';
import { appLoginCodes, approvedOauthDomains, consumers, sessions, verificationCodes } from './schema.ts';

/** The viewer's account and sign-ins: the account's fields, then its sessions' dates. */
export function accountPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'account',
    async export(companyId, consumerId) {
      const consumer = await findConsumer(db, companyId, consumerId);
      if (!consumer) return null;
      const signIns = await db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          mode: sessions.sessionMode,
        })
        .from(sessions)
        .where(and(ofCompany(sessions, companyId), eq(sessions.consumerId, consumerId)))
        .orderBy(sessions.id);
      return {
        email: consumer.contactEmail ?? consumer.email,
        name: consumer.name,
        phone: consumer.phone,
        city: consumer.city,
        country_code: consumer.countryCode,
        language: consumer.language,
        has_password: consumer.passwordHash !== null,
        email_verified_at: consumer.emailVerifiedAt && toApiDateTime(consumer.emailVerifiedAt),
        registered_at: toApiDateTime(consumer.createdAt),
        sign_ins: signIns.map((session) => ({
          mode: session.mode,
          started_at: toApiDateTime(session.createdAt),
          last_seen_at: session.lastSeenAt && toApiDateTime(session.lastSeenAt),
        })),
      };
    },
    async addressesOf(companyId, consumerId, tx) {
      const consumer = await findConsumer(tx, companyId, consumerId);
      if (!consumer || consumer.erasedAt) return [];
      return [consumer.email, ...(consumer.contactEmail ? [consumer.contactEmail] : [])];
    },
    async erase(companyId, consumerId, tx, now) {
      const [erased] = await tx
        .update(consumers)
        .set({
          email: erasedEmail(consumerId),
          contactEmail: null,
          name: null,
          phone: null,
          city: null,
          passwordHash: null,
          phoneVerifiedAt: null,
          erasedAt: now,
          updatedAt: now,
        })
        .where(and(ofCompany(consumers, companyId), eq(consumers.id, consumerId), isNull(consumers.erasedAt)))
        .returning({ id: consumers.id });
      if (!erased) {
        const exists = await findConsumer(tx, companyId, consumerId);
        throw new AppError(exists ? 'ACCOUNT_ERASED' : 'NOT_FOUND');
      }
      await tx
        .update(sessions)
        .set({ endedAt: now, endedReason: 'removed' })
        .where(and(eq(sessions.consumerId, consumerId), isNull(sessions.endedAt)));
      await tx.delete(verificationCodes).where(eq(verificationCodes.consumerId, consumerId));
      await tx.delete(approvedOauthDomains).where(eq(approvedOauthDomains.consumerId, consumerId));
      await tx.delete(appLoginCodes).where(eq(appLoginCodes.consumerId, consumerId));
    },
    activeSince: viewersActiveSince(db, sessions, [sessions.createdAt, sessions.lastSeenAt]),
  };
}

/**
 * Viewers (never staff accounts) not yet erased, registered before `before` and with no session
 * seen since: the retention job's candidates, `limit` at a time after `afterId`.
 */
export async function dormantViewers(
  db: DbExecutor,
  input: { before: Date; afterId: number; limit: number },
): Promise<{ companyId: number; consumerId: number }[]> {
  const rows = await db
    .select({ companyId: consumers.companyId, consumerId: consumers.id })
    .from(consumers)
    .where(
      and(
        isNull(consumers.erasedAt),
        eq(consumers.role, 'consumer'),
        lt(consumers.createdAt, input.before),
        sql`${consumers.id} > ${input.afterId}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(
              and(
                eq(sessions.consumerId, consumers.id),
                or(gte(sessions.createdAt, input.before), gte(sessions.lastSeenAt, input.before)),
              ),
            ),
        ),
      ),
    )
    .orderBy(consumers.id)
    .limit(input.limit);
  return rows;
}

/**
 * The signed-in viewer proves again that the account is theirs before it goes: its password, or
 * for an account without one a code mailed to its address (`consumer/resendVerification`).
 */
export async function confirmAccountOwner(
  db: DbExecutor,
  input: {
    companyId: number;
    consumerId: number;
    proof: { password: string } | { key: string; code: string };
    now: Date;
  },
): Promise<void> {
  const consumer = await findConsumer(db, input.companyId, input.consumerId);
  if (!consumer) throw new AppError('SESSION_EXPIRED');
  if (consumer.erasedAt) throw new AppError('ACCOUNT_ERASED');
  if ('password' in input.proof) {
    // A stolen session guesses the password no faster than a sign-in does.
    await takeGuess(db, {
      account: { kind: 'consumer', id: consumer.id },
      family: 'password',
      now: input.now,
    });
    if (!(await verifyPassword(consumer.passwordHash, input.proof.password))) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    return;
  }
  const redeemed = await redeemCode(db, {
    companyId: input.companyId,
    key: input.proof.key,
    code: input.proof.code,
    now: input.now,
  });
  if (redeemed.consumerId !== consumer.id) throw new AppError('INVALID_CODE');
}
