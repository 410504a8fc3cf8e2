import { and, count, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBuyersHoldingPlaces } from '../payments/purchases.ts';
import { enrollments } from './schema.ts';

/**
 * The first key of the advisory lock that serialises taking places at one event. Negative, so it
 * can never meet the (consumer, plan) lock purchases take, whose ids are positive.
 */
const EVENT_PLACES_LOCK = -1;

/**
 * Takes a place at an event with a capacity (`limitation`; null or 0 is unlimited) for the
 * viewer, inside the caller's transaction, or refuses with the sold-out message. A place is taken
 * by each enrolled viewer and each viewer whose payment for the event is under way, counted once;
 * the viewer asking already holding one takes nothing more. The lock holds until the transaction
 * ends, so two viewers can never both take the last place.
 */
export async function takeEventPlace(
  tx: DbExecutor,
  input: { screenerId: number; limitation: number | null; consumerId: number; now: Date },
): Promise<void> {
  if (!input.limitation || input.limitation <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_PLACES_LOCK}, ${input.screenerId})`);
  const buyers = (await listBuyersHoldingPlaces(tx, input.screenerId, input.now)).filter(
    (consumerId) => consumerId !== input.consumerId,
  );
  const [enrolled] = await tx
    .select({ value: count() })
    .from(enrollments)
    .where(
      and(eq(enrollments.screenerId, input.screenerId), not(eq(enrollments.consumerId, input.consumerId))),
    );
  const enrolledBuyers =
    buyers.length === 0
      ? 0
      : ((
          await tx
            .select({ value: count() })
            .from(enrollments)
            .where(and(eq(enrollments.screenerId, input.screenerId), inArray(enrollments.consumerId, buyers)))
        )[0]?.value ?? 0);
  const taken = (enrolled?.value ?? 0) + buyers.length - enrolledBuyers;
  if (taken >= input.limitation) throw new AppError('SOLD_OUT');
}
