import { and, eq } from 'drizzle-orm';
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
