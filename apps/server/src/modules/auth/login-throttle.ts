import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginThrottles } from './schema.ts';

export type LoginMethod = 'code' | 'password';

/** Failures that cost nothing: a person mistyping. */
const FREE_FAILURES = 5;
/** The longest wait after a failure: a lock on an account cools down within 15 minutes. */
const MAX_DELAY_SECONDS = 15 * 60;
/**
 * Consecutive wrong codes an account accepts until it signs in successfully (NIST SP 800-63B
 * §5.2.2): with 4-digit codes, at most a 1 percent chance that a guesser gets in.
 */
export const MAX_CODE_FAILURES = 100;

/** Seconds to wait after the n-th consecutive failure: none for the first five, then 2, 4, 8 ... up to 15 minutes. */
export function delayAfterFailure(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

/** delayAfterFailure in SQL, for the count the update is about to store. */
const delaySql = (failures: SQL) =>
  sql`make_interval(secs => least(${MAX_DELAY_SECONDS}::int, case when (${failures})::int < ${FREE_FAILURES}::int then 0 else power(2, (${failures})::int - ${FREE_FAILURES}::int + 1) end)::float8)`;

/**
 * Takes one try of the account's method before the secret is compared, counting it as a failure
 * in one atomic statement, so parallel guesses cannot slip past the limit; `succeeded` clears it.
 * A try too soon after the last failure is refused with the wait; a code try past the cap, with
 * CODE_ATTEMPTS_EXHAUSTED until the account signs in another way.
 */
export async function takeLoginTry(
  db: DbExecutor,
  input: { consumerId: number; method: LoginMethod; now: Date },
): Promise<void> {
  // Passwords have no cap: their waits alone keep a guesser slow, and a cap would lock the owner out.
  const cap = input.method === 'code' ? MAX_CODE_FAILURES : 2 ** 31 - 1;
  const now = input.now.toISOString();
  const [taken] = await db
    .insert(loginThrottles)
    .values({
      consumerId: input.consumerId,
      method: input.method,
      failures: 1,
      nextAllowedAt: new Date(input.now.getTime() + delayAfterFailure(1) * 1000),
    })
    .onConflictDoUpdate({
      target: [loginThrottles.consumerId, loginThrottles.method],
      set: {
        failures: sql`${loginThrottles.failures} + 1`,
        nextAllowedAt: sql`${now}::timestamptz + ${delaySql(sql`${loginThrottles.failures} + 1`)}`,
      },
      setWhere: sql`${loginThrottles.failures} < ${cap} and ${loginThrottles.nextAllowedAt} <= ${now}::timestamptz`,
    })
    .returning({ failures: loginThrottles.failures });
  if (taken) return;
  const [row] = await db
    .select()
    .from(loginThrottles)
    .where(and(eq(loginThrottles.consumerId, input.consumerId), eq(loginThrottles.method, input.method)));
  if (row && row.failures >= cap) throw new AppError('CODE_ATTEMPTS_EXHAUSTED');
  const waitMs = (row?.nextAllowedAt.getTime() ?? input.now.getTime()) - input.now.getTime();
  throw new AppError('RATE_LIMITED', {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  });
}

/** A successful login, by any method, starts every count of the account again. */
export async function loginSucceeded(db: DbExecutor, consumerId: number): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.consumerId, consumerId));
}
