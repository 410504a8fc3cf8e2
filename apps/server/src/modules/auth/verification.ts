import type { PendingCode } from '@screener/contracts/auth';
import type { LanguageCode } from '@screener/contracts/language';
import { AppError } from '../../lib/app-error.ts';
import type { CompanyRow } from '../companies/index.ts';
import { guessesExhausted } from '../guesses/index.ts';
import { sendCodeByEmail, sendCodeBySms } from './code-messages.ts';
import { findLiveCode, issueCode, randomKey, redeemCode } from './codes.ts';
import { type ConsumerRow, findConsumer, findConsumerByEmail, updateConsumer } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

/** Where a code is sent from: the site the viewer is on, in the viewer's language. */
export type CodeOrigin = {
  company: CompanyRow;
  language: LanguageCode;
  siteOrigin: string;
  redirectTo?: string | undefined;
  now: Date;
  /**
   * Runs before a code goes out to the consumer: the per-account limit on mail and SMS. It counts
   * only sending, so an address that asks for its password is never slowed by it.
   */
  beforeSend?: ((consumer: ConsumerRow) => Promise<void>) | undefined;
};

/**
 * Sends a fresh email code to the consumer (under `key` when one is under way), with its sign-in
 * link; once typed codes are closed for the account, the link alone.
 */
export async function sendEmailCode(
  deps: Pick<AuthDeps, 'db' | 'mailer'>,
  consumer: ConsumerRow,
  origin: CodeOrigin,
  key?: string,
): Promise<PendingCode> {
  await origin.beforeSend?.(consumer);
  const issued = await issueCode(deps.db, {
    companyId: origin.company.id,
    consumerId: consumer.id,
    channel: 'email',
    now: origin.now,
    ...(key ? { key } : {}),
  });
  const codesClosed = await guessesExhausted(deps.db, { kind: 'consumer', id: consumer.id }, 'code');
  await sendCodeByEmail(deps, {
    to: consumer.email,
    code: codesClosed ? null : issued.code,
    key: issued.key,
    linkSecret: issued.linkSecret,
    siteOrigin: origin.siteOrigin,
    companyTitle: origin.company.title,
    language: origin.language,
    redirectTo: origin.redirectTo,
  });
  return { key: issued.key, channel: 'email' };
}

/**
 * `consumer/resendVerification`. By key: a new code for the login under way, by email again, or
 * by SMS when `phone` is the account's own number (any other number is answered the same and gets
 * nothing, so the call neither reveals numbers nor lets a stranger's phone receive a code). By
 * email alone: a new login by code; an unknown address gets the same answer and no mail.
 */
export async function resendVerification(
  deps: Pick<AuthDeps, 'db' | 'mailer' | 'sms'>,
  input: { key?: string | undefined; email?: string | undefined; phone?: string | undefined },
  origin: CodeOrigin,
): Promise<PendingCode> {
  if (input.key) {
    const pending = await findLiveCode(deps.db, origin.company.id, input.key, origin.now);
    const consumer = pending ? await findConsumer(deps.db, origin.company.id, pending.consumerId) : null;
    if (!pending || !consumer) throw new AppError('INVALID_CODE');
    if (!input.phone) return sendEmailCode(deps, consumer, origin, input.key);
    if (consumer.phone === input.phone) {
      await origin.beforeSend?.(consumer);
      const issued = await issueCode(deps.db, {
        companyId: origin.company.id,
        consumerId: consumer.id,
        channel: 'phone',
        now: origin.now,
        key: input.key,
      });
      await sendCodeBySms(deps, {
        to: input.phone,
        code: issued.code,
        companyId: origin.company.id,
        companyTitle: origin.company.title,
        language: origin.language,
      });
    }
    return { key: input.key, channel: 'phone' };
  }
  const consumer = input.email ? await findConsumerByEmail(deps.db, origin.company.id, input.email) : null;
  if (!consumer) return { key: randomKey(), channel: 'email' };
  return sendEmailCode(deps, consumer, origin);
}

/** `consumer/verifyOTP`: the code signs the consumer in and marks the address (or phone) verified. */
export async function verifyOtp(
  deps: SignInDeps,
  input: { company: CompanyRow; key: string; otp: string; now: Date },
) {
  const redeemed = await redeemCode(deps.db, {
    companyId: input.company.id,
    key: input.key,
    code: input.otp,
    now: input.now,
  });
  const found = await findConsumer(deps.db, input.company.id, redeemed.consumerId);
  if (!found) throw new AppError('INVALID_CODE');
  const consumer = await updateConsumer(
    deps.db,
    found.id,
    redeemed.channel === 'email'
      ? { emailVerifiedAt: found.emailVerifiedAt ?? input.now }
      : { phoneVerifiedAt: found.phoneVerifiedAt ?? input.now },
    input.now,
  );
  const login = await signIn(deps, { consumer, now: input.now });
  return { ...login, has_password: consumer.passwordHash !== null };
}
