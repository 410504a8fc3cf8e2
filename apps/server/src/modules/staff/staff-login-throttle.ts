import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type StaffLoginMethod, staffLoginThrottles } from './schema.ts';

/** Failures that cost nothing: a person mistyping. */
const FREE_FAILURES = 5;
/** The longest wait after a failure, so the account's owner is never kept out for long. */
const MAX_DELAY_SECONDS = 15 * 60;

/** Seconds to wait after the n-th consecutive failure: none for the first five, then 2, 4, 8 ... up to 15 minutes. */
export function staffDelayAfterFailure(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

const delaySql = (failures: ReturnType<typeof sql>) =>
  sql`make_interval(secs => least(${MAX_DELAY_SECONDS}::int, case when (${failures})::int < ${FREE_FAILURES}::int then 0 else power(2, (${failures})::int - ${FREE_FAILURES}::int + 1) end)::float8)`;

/**
 * Takes one try of the account's method before the secret is compared, counting it as a failure
 * in one statement so parallel guesses cannot slip past; `staffLoginSucceeded` clears the count.
 * A try before the wait is over is refused with RATE_LIMITED and the seconds left.
 */
export async function takeStaffLoginTry(
  db: DbExecutor,
  input: { staffId: number; method: StaffLoginMethod; now: Date },
): Promise<void> {
  const now = input.now.toISOString();
  const [taken] = await db
    .insert(staffLoginThrottles)
    .values({
      staffId: input.staffId,
      method: input.method,
      failures: 1,
      nextAllowedAt: new Date(input.now.getTime() + staffDelayAfterFailure(1) * 1000),
    })
    .onConflictDoUpdate({
      target: [staffLoginThrottles.staffId, staffLoginThrottles.method],
      set: {
        failures: sql`${staffLoginThrottles.failures} + 1`,
        nextAllowedAt: sql`${now}::timestamptz + ${delaySql(sql`${staffLoginThrottles.failures} + 1`)}`,
      },
      setWhere: sql`${staffLoginThrottles.nextAllowedAt} <= ${now}::timestamptz`,
    })
    .returning({ failures: staffLoginThrottles.failures });
  if (taken) return;
  const [row] = await db
    .select()
    .from(staffLoginThrottles)
    .where(and(eq(staffLoginThrottles.staffId, input.staffId), eq(staffLoginThrottles.method, input.method)));
  const waitMs = (row?.nextAllowedAt.getTime() ?? input.now.getTime()) - input.now.getTime();
  throw new AppError('RATE_LIMITED', {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  });
}

/** A successful sign-in starts every count of the account again. */
export async function staffLoginSucceeded(db: DbExecutor, staffId: number): Promise<void> {
  await db.delete(staffLoginThrottles).where(eq(staffLoginThrottles.staffId, staffId));
}
