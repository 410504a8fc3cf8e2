import type { EventType } from '@screener/contracts/event';
import { sql } from 'drizzle-orm';
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
