/*
 * The one model for every secret a person types to sign in (SECURITY.md, decision 0039): failures
 * are counted per account and family across all addresses; the first few are free (a person
 * mistyping), then each doubles the wait up to 15 minutes; past the family's cap its guessable path
 * closes until the account signs in another way, and a mailed link of 128 random bits, which no
 * count limits, takes its place. A stranger can slow the guessable path, never the owner's mail.
 */

/** Whose secrets: a viewer (consumer) or a back-office account (staff member or operator). */
export type AccountKind = 'consumer' | 'staff';

/** The typed secrets: mailed or texted codes, passwords, authenticator (TOTP) codes. */
export type SecretFamily = 'code' | 'password' | 'totp';

export type Account = { kind: AccountKind; id: number };

/** Failures that cost nothing. */
export const FREE_FAILURES = 5;
/** The longest wait after a failure. */
export const MAX_DELAY_SECONDS = 15 * 60;

/**
 * Consecutive failures after which the family's guessable path closes. Four-digit codes: at most
 * 10 guesses against 10,000 values, a 0.1 % chance, before only a mailed link signs the account in.
 * Passwords: NIST SP 800-63B's 100. A TOTP code is asked only after the first factor passed, so
 * closing it would let whoever holds the password lock the owner out: its waits alone keep a
 * guesser to about a hundred tries a day against a million values.
 */
export const FAILURE_CAP: Record<SecretFamily, number | null> = { code: 10, password: 100, totp: null };

/** Seconds to wait after the n-th consecutive failure: none for the first five, then 2, 4, 8 ... up to 15 minutes. */
export function delayAfterFailure(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}
