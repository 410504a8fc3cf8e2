import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@screener/contracts/staff-totp';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { StaffDeps } from './deps.ts';
import { staffTotp } from './schema.ts';
import type { StaffRow } from './staff-members.ts';

/** 160 random bits, the size RFC 4226 recommends for an HMAC-SHA1 secret. */
const SECRET_BYTES = 20;
/** A code of the step before or after is accepted too, for a phone whose clock is a little off. */
const WINDOW_STEPS = 1;

/** Bound into the seal, so a sealed secret copied onto another member's row does not open. */
const sealContext = (staffId: number) => `staff-totp:${staffId}`;

function boxOf(deps: Pick<StaffDeps, 'secrets'>): SecretBox {
  if (!deps.secrets) throw new AppError('TOTP_KEY_MISSING');
  return deps.secrets;
}

const totpOf = (secret: Secret, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });

async function totpRow(db: DbExecutor, staffId: number) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).limit(1);
  return row ?? null;
}

/** Whether the member signs in with an authenticator app. */
export async function hasTotp(db: DbExecutor, staffId: number): Promise<boolean> {
  return Boolean((await totpRow(db, staffId))?.confirmedAt);
}

/**
 * A new secret for the member's app, kept sealed and unconfirmed until a code from the app
 * proves it was set up; starting again replaces an unconfirmed secret. The `issuer` names the
 * company in the app's list.
 */
export async function startTotpSetup(
  deps: Pick<StaffDeps, 'db' | 'secrets'>,
  input: { staff: StaffRow; issuer: string; now: Date },
): Promise<{ uri: string; secret: string }> {
  const box = boxOf(deps);
  if (await hasTotp(deps.db, input.staff.id)) throw new AppError('CONFLICT');
  const secret = new Secret({ size: SECRET_BYTES });
  const sealedSecret = box.seal(secret.base32, sealContext(input.staff.id));
  await deps.db
    .insert(staffTotp)
    .values({ staffId: input.staff.id, sealedSecret, createdAt: input.now, updatedAt: input.now })
    .onConflictDoUpdate({
      target: staffTotp.staffId,
      set: { sealedSecret, confirmedAt: null, lastStep: null, updatedAt: input.now },
      setWhere: isNull(staffTotp.confirmedAt),
    });
  return { uri: totpOf(secret, input.staff.email, input.issuer).toString(), secret: secret.base32 };
}

/**
 * Checks a code against the member's confirmed secret (`confirmed`) or the one being set up
 * (`pending`, which the code then confirms). The time step a code is accepted for is stored in
 * the same statement that checks it is newer than the last, so a code works once, even when sent
 * twice at the same moment. Throws TOTP_CODE_INVALID for a wrong, stale or reused code.
 */
export async function acceptTotpCode(
  deps: { db: DbExecutor; secrets: SecretBox | null },
  input: { staffId: number; code: string; state: 'confirmed' | 'pending'; now: Date },
): Promise<void> {
  const box = boxOf(deps);
  const row = await totpRow(deps.db, input.staffId);
  if (!row || Boolean(row.confirmedAt) !== (input.state === 'confirmed'))
    throw new AppError('TOTP_CODE_INVALID');
  const totp = totpOf(Secret.fromBase32(box.open(row.sealedSecret, sealContext(input.staffId))));
  const timestamp = input.now.getTime();
  const delta = totp.validate({ token: input.code, timestamp, window: WINDOW_STEPS });
  if (delta === null) throw new AppError('TOTP_CODE_INVALID');
  const step = totp.counter({ timestamp }) + delta;
  const [accepted] = await deps.db
    .update(staffTotp)
    .set({
      lastStep: step,
      updatedAt: input.now,
      ...(input.state === 'pending' ? { confirmedAt: input.now } : {}),
    })
    .where(
      and(
        eq(staffTotp.staffId, input.staffId),
        input.state === 'confirmed' ? isNotNull(staffTotp.confirmedAt) : isNull(staffTotp.confirmedAt),
        or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step)),
      ),
    )
    .returning({ staffId: staffTotp.staffId });
  if (!accepted) throw new AppError('TOTP_CODE_INVALID');
}

/** Forgets the member's app; a new setup starts from a new secret. */
export async function removeTotp(db: DbExecutor, staffId: number): Promise<void> {
  await db.delete(staffTotp).where(eq(staffTotp.staffId, staffId));
}
