import type { CheckEmailResponse } from '@screener/contracts/auth';
import type { AppDeps } from '../../app-deps.ts';
import { findOrCreateConsumer } from './consumers.ts';
import { type CodeOrigin, sendEmailCode } from './verification.ts';

/**
 * `consumer/checkEmail`, the first step of the login flow. An address with a password asks for
 * it; any other (unknown, or known without a password) gets a code by email and continues to
 * verification: an unknown address becomes an unverified consumer, so both look the same.
 */
export async function checkEmail(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  input: { email: string },
  origin: CodeOrigin,
): Promise<CheckEmailResponse> {
  const { consumer } = await findOrCreateConsumer(deps.db, {
    companyId: origin.company.id,
    email: input.email,
    language: origin.language,
  });
  if (consumer.passwordHash) return { shouldVerify: false, is_email_verified: true, otp: null };
  const otp = await sendEmailCode(deps, consumer, origin);
  // Reported as unverified whatever the row says: a verified address without a password must not
  // read differently from an unknown one.
  return { shouldVerify: true, is_email_verified: false, otp };
}
