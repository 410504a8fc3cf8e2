import type { CheckEmailResponse } from '@screener/contracts/auth';
import { AppError } from '../../lib/app-error.ts';
import { findNewestLiveCode, randomKey } from './codes.ts';
import { findOrCreateConsumer } from './consumers.ts';
import type { AuthDeps } from './deps.ts';
import { type CodeOrigin, sendEmailCode } from './verification.ts';

/**
 * `consumer/checkEmail`, the first step of the login flow. Every address gets a code by email and
 * continues to verification (spec part 1 §4: "to verification if a code is required"), so the
 * answer never tells whether an address is known or has a password: an unknown address becomes an
 * unverified consumer, and a viewer with a password signs in by the code or chooses the password
 * instead (`consumer/login`).
 */
export async function checkEmail(
  deps: Pick<AuthDeps, 'db' | 'mailer'>,
  input: { email: string; phone: string | null },
  origin: CodeOrigin,
): Promise<CheckEmailResponse> {
  const { consumer } = await findOrCreateConsumer(deps.db, {
    companyId: origin.company.id,
    email: input.email,
    language: origin.language,
  });
  const otp = await sendEmailCode(deps, consumer, origin).catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.errorName === 'RATE_LIMITED')) throw error;
    // A flood of checks for the address stops its mail, never its owner: the flow goes on under
    // the newest mailed code's key, so the code in the owner's inbox (or the password) still works.
    const newest = await findNewestLiveCode(deps.db, consumer.id, origin.now);
    return { key: newest?.key ?? randomKey(), channel: 'email' as const };
  });
  // Reported as unverified whatever the row says: a known address must not read differently from
  // an unknown one.
  return { shouldVerify: true, is_email_verified: false, phone: input.phone, otp };
}
