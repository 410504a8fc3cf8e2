import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Account, FAILURE_CAP, FREE_FAILURES, MAX_DELAY_SECONDS, type SecretFamily } from './rules.ts';
import { secretGuesses } from './schema.ts';

/** The refusal once a family's guessable path has closed for the account. */
const CLOSED_ERROR = { code: 'CODE_ATTEMPTS_EXHAUSTED', password: 'PASSWORD_ATTEMPTS_EXHAUSTED' } as const;

/** delayAfterFailure (rules.ts) in SQL, for the count the update is about to store. */
const delaySql = (failures: SQL) =>
  sql`make_interval(secs => least(${MAX_DELAY_SECONDS}::int, case when (${failures})::int < ${FREE_FAILURES}::int then 0 else power(2, (${failures})::int - ${FREE_FAILURES}::int + 1) end)::float8)`;

const ofAccount = (account: Account) =>
  and(eq(secretGuesses.accountKind, account.kind), eq(secretGuesses.accountId, account.id));

/**
 * Takes one guess of the account's family before the secret is compared, counting it as a failure
 * in one atomic statement, so parallel guesses from any number of addresses cannot slip past the
 * count; `guessesSucceeded` clears it. A guess too soon after the last failure is refused with the
 * wait (RATE_LIMITED); a guess past the family's cap, with the family's closed error.
 */
export async function takeGuess(
  db: DbExecutor,
  input: { account: Account; family: SecretFamily; now: Date },
): Promise<void> {
  const cap = FAILURE_CAP[input.family] ?? 2 ** 31 - 1;
  const now = input.now.toISOString();
  const [taken] = await db
    .insert(secretGuesses)
    .values({
      accountKind: input.account.kind,
      accountId: input.account.id,
      family: input.family,
      failures: 1,
      nextAllowedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [secretGuesses.accountKind, secretGuesses.accountId, secretGuesses.family],
      set: {
        failures: sql`${secretGuesses.failures} + 1`,
        nextAllowedAt: sql`${now}::timestamptz + ${delaySql(sql`${secretGuesses.failures} + 1`)}`,
      },
      setWhere: sql`${secretGuesses.failures} < ${cap} and ${secretGuesses.nextAllowedAt} <= ${now}::timestamptz`,
    })
    .returning({ failures: secretGuesses.failures });
  if (taken) return;
  const [row] = await db
    .select()
    .from(secretGuesses)
    .where(and(ofAccount(input.account), eq(secretGuesses.family, input.family)));
  if (row && row.failures >= cap && input.family !== 'totp') throw new AppError(CLOSED_ERROR[input.family]);
  const waitMs = (row?.nextAllowedAt.getTime() ?? input.now.getTime()) - input.now.getTime();
  throw new AppError('RATE_LIMITED', {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  });
}

/** Whether the family's guessable path is closed for the account, so only a mailed link signs it in. */
export async function guessesExhausted(
  db: DbExecutor,
  account: Account,
  family: SecretFamily,
): Promise<boolean> {
  const cap = FAILURE_CAP[family];
  if (cap === null) return false;
  const [row] = await db
    .select({ failures: secretGuesses.failures })
    .from(secretGuesses)
    .where(and(ofAccount(account), eq(secretGuesses.family, family)));
  return (row?.failures ?? 0) >= cap;
}

/**
 * A successful sign-in starts the account's counts again: every family, or only those the step
 * proved (a first factor must not start again the count of a second factor it leads to).
 */
export async function guessesSucceeded(
  db: DbExecutor,
  account: Account,
  families?: readonly SecretFamily[],
): Promise<void> {
  await db
    .delete(secretGuesses)
    .where(
      families ? and(ofAccount(account), inArray(secretGuesses.family, [...families])) : ofAccount(account),
    );
}
