import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { bookings } from './schema.ts';

/** The viewer's own booking, with what a refund request or a question needs to know about it. */
export async function findOwnBooking(
  db: DbExecutor,
  companyId: number,
  consumerId: number,
  bookingId: number,
): Promise<{
  id: number;
  purchaseId: number | null;
  screenerId: number;
  seats: string[];
  admittedAt: Date | null;
} | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      purchaseId: bookings.purchaseId,
      screenerId: bookings.screenerId,
      seatLabels: bookings.seatLabels,
      admittedAt: bookings.admittedAt,
    })
    .from(bookings)
    .where(
      and(eq(bookings.id, bookingId), ofCompany(bookings, companyId), eq(bookings.consumerId, consumerId)),
    )
    .limit(1);
  return row
    ? {
        id: row.id,
        purchaseId: row.purchaseId,
        screenerId: row.screenerId,
        admittedAt: row.admittedAt,
        seats: row.seatLabels.map((seat) => seat.label),
      }
    : null;
}

/** The seats a booking holds, by their labels in the hall (A1, A2 ...), for the viewer's receipt. */
export async function findBookingSeatLabels(db: DbExecutor, bookingId: number): Promise<string[]> {
  const [row] = await db
    .select({ seatLabels: bookings.seatLabels })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row?.seatLabels.map((seat) => seat.label) ?? [];
}
