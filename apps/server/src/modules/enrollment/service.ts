import { and, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { ofCompany } from '../../db/tenant.ts';
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
    .where(and(ofCompany(enrollments, companyId), eq(enrollments.consumerId, consumerId)));
}

/**
 * The viewer's enrollments as rows of the viewer's links (enrollment/viewer-state.ts), whose one
 * statement joins them to the purchases' rows; `status` is the purchases' column, null here.
 */
export function enrollmentLinks(
  db: DbExecutor,
  of: { companyId: SQLWrapper; consumerId: SQLWrapper; screener: (column: SQLWrapper) => SQL },
) {
  return db
    .select({
      screenerId: enrollments.screenerId,
      purchaseId: enrollments.purchaseId,
      // Named, so a statement reading this union as a subquery (the session's) can reach it.
      status: sql<number | null>`null::smallint`.as('status'),
      venueTicket: sql<boolean>`false`.as('venue_ticket'),
      eventStartsAt: enrollments.eventStartsAt,
      eventEndsAt: enrollments.eventEndsAt,
    })
    .from(enrollments)
    .where(
      and(
        ofCompany(enrollments, of.companyId),
        eq(enrollments.consumerId, of.consumerId),
        of.screener(enrollments.screenerId),
      ),
    );
}

/** Enrolled viewers per event (event lists, back-office pages): one prepared statement. */
const enrollmentCounts = preparedPerDb((db) =>
  db
    .select({ screenerId: enrollments.screenerId, value: count() })
    .from(enrollments)
    .where(sql`${enrollments.screenerId} = any(${sql.placeholder('screenerIds')}::integer[])`)
    .groupBy(enrollments.screenerId)
    .prepare('enrollment_counts'),
);

/** How many viewers each event has, by event id; events without any are absent. */
export async function countEnrollmentsByScreener(
  db: DbExecutor,
  screenerIds: number[],
): Promise<Map<number, number>> {
  if (screenerIds.length === 0) return new Map();
  const rows = await enrollmentCounts(db).execute({ screenerIds });
  return new Map(rows.map((row) => [row.screenerId, row.value]));
}

/** How many events each viewer of the company holds a place in, by viewer id. */
export async function countEnrollmentsByViewer(
  db: DbExecutor,
  companyId: number,
  viewerIds: number[],
): Promise<Map<number, number>> {
  if (viewerIds.length === 0) return new Map();
  const rows = await db
    .select({ viewerId: enrollments.consumerId, value: count() })
    .from(enrollments)
    .where(and(ofCompany(enrollments, companyId), inArray(enrollments.consumerId, viewerIds)))
    .groupBy(enrollments.consumerId);
  return new Map(rows.map((row) => [row.viewerId, row.value]));
}
