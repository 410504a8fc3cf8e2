import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { bookings } from './schema.ts';

/** The viewer's own booking, with what a refund request needs to know about it. */
export async function findOwnBooking(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  bookingId: number,
): Promise<{ id: number; purchaseId: number | null; screenerId: number } | null> {
  const [row] = await db
    .select({ id: bookings.id, purchaseId: bookings.purchaseId, screenerId: bookings.screenerId })
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), eq(bookings.companyId, companyId), eq(bookings.consumerId, consumerId)),
    )
    .limit(1);
  return row ?? null;
}
