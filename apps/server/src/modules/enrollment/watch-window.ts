import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { enrollments } from './schema.ts';
import type { EnrollmentRow } from './service.ts';

/** The viewer's enrollment in one event of the company, or null. */
export async function findEnrollment(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
  consumerId: number,
): Promise<EnrollmentRow | null> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(
      and(
        ofCompany(enrollments, companyId),
        eq(enrollments.screenerId, screenerId),
        eq(enrollments.consumerId, consumerId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Opens the on-demand rental window once: the first call sets `event_starts_at`/`event_ends_at`,
 * later calls (and a concurrent second click) leave it as it is and get the stored window back.
 */
export async function startRentalWindowOnce(
  db: DbExecutor,
  enrollmentId: number,
  window: { startsAt: Date; endsAt: Date },
): Promise<EnrollmentRow> {
  await db
    .update(enrollments)
    .set({ eventStartsAt: window.startsAt, eventEndsAt: window.endsAt })
    .where(and(eq(enrollments.id, enrollmentId), isNull(enrollments.eventStartsAt)));
  const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
  if (!row) throw new Error(`enrollment ${enrollmentId} vanished`);
  return row;
}
