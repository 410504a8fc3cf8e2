import type { EventType } from '@screener/contracts/event';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { enrollments } from './schema.ts';

/**
 * Enrols the consumer once: a second enrolment in the same event changes nothing, except that a
 * purchase paying for an enrolment that had none is recorded on it.
 */
export async function enrollConsumer(
  db: DbExecutor,
  input: {
    companyId: number;
    screenerId: number;
    consumerId: number;
    purchaseId: number | null;
    eventType: EventType | null;
    /** Only the viewer's subscription grants it; any other grant (a purchase) makes it the viewer's own. */
    viaSubscription?: boolean;
  },
): Promise<void> {
  await db
    .insert(enrollments)
    .values(input)
    .onConflictDoUpdate({
      target: [enrollments.screenerId, enrollments.consumerId],
      set: {
        purchaseId: sql`coalesce(${enrollments.purchaseId}, excluded.purchase_id)`,
        eventType: sql`coalesce(${enrollments.eventType}, excluded.event_type)`,
        viaSubscription: sql`${enrollments.viaSubscription} and excluded.via_subscription`,
      },
    });
}

/**
 * A purchase that paid for an enrolment no longer grants (its seat booking was cancelled): the
 * enrolment moves to another purchase of the viewer that still pays for the event, or it ends.
 */
export async function endPurchaseEnrollment(
  db: DbExecutor,
  input: { purchaseId: number; replacementPurchaseId: number | null },
): Promise<void> {
  if (input.replacementPurchaseId !== null) {
    await db
      .update(enrollments)
      .set({ purchaseId: input.replacementPurchaseId })
      .where(eq(enrollments.purchaseId, input.purchaseId));
    return;
  }
  await db.delete(enrollments).where(eq(enrollments.purchaseId, input.purchaseId));
}
