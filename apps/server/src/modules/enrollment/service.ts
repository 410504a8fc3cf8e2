import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { enrollments } from './schema.ts';

export type EnrollmentRow = typeof enrollments.$inferSelect;

export async function listEnrollments(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.companyId, companyId), eq(enrollments.consumerId, consumerId)));
}

/** How many viewers each event has, by event id; events without any are absent. */
export async function countEnrollmentsByScreener(
  db: DbExecutor,
  screenerIds: number[],
): Promise<Map<number, number>> {
  if (screenerIds.length === 0) return new Map();
  const rows = await db
    .select({ screenerId: enrollments.screenerId, value: count() })
    .from(enrollments)
    .where(inArray(enrollments.screenerId, screenerIds))
    .groupBy(enrollments.screenerId);
  return new Map(rows.map((row) => [row.screenerId, row.value]));
}
