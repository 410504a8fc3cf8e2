import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MINUTES } from '@screener/contracts/auth';
import { VERIFICATION_CODE_LENGTH } from '@screener/contracts/validation';

/*
 * The rules of a sign-in code, the same for a viewer's code (auth) and a staff member's (staff):
 * four random digits, stored only as a hash salted with the code's key, good for ten minutes.
 * The mail that brings a code also brings a link carrying a secret of 128 random bits, hashed the
 * same way: the link needs no count of guesses, so it still signs the owner in once typed codes are
 * closed for the account. Each account kind keeps its codes in its own module's table.
 */

/** A fresh code, sent to the person and never stored as such. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** A mailed link's secret: 16 random bytes in base64url (22 characters). */
export function newSignInLinkSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** Salted with the row's key, so equal codes never share a hash. */
export function oneTimeCodeHash(key: string, code: string): string {
  return createHash('sha256').update(`${key}:${code}`).digest('hex');
}

/** Whether a typed code (or a link's secret) matches the stored hash, compared in constant time. */
export function matchesOneTimeCode(storedHash: string, key: string, code: string): boolean {
  const left = Buffer.from(storedHash, 'hex');
  const right = Buffer.from(oneTimeCodeHash(key, code), 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** When a code issued now stops working. */
export function oneTimeCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000);
}
