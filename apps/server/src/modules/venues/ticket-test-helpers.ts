import type { LockedBooking } from '@screener/contracts/seat-booking';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { buyInSandbox, call, type Session } from '../payments/purchase-test-helpers.ts';
import { bookings } from './schema.ts';

/** The viewer's hold of the seats at the event (`markSeatsLocked`), ticket types by seat if any. */
export const holdSeats = (
  t: TestApp,
  host: string,
  screenerId: number,
  session: Session,
  seatIndexes: string[],
  ticketTypes: object = {},
) =>
  call<{ booking: LockedBooking }>(
    t,
    host,
    `screenings/${screenerId}/bookings/markSeatsLocked`,
    { screener_id: screenerId, seat_indexes: seatIndexes, ticket_types_discount: ticketTypes },
    session,
  );

/** Holds the seats for the viewer and pays with the sandbox card: the booked order and its code. */
export async function buyTicket(
  t: TestApp,
  host: string,
  screenerId: number,
  session: Session,
  seatIndexes: string[],
): Promise<{ bookingId: number; code: string }> {
  const held = await holdSeats(t, host, screenerId, session, seatIndexes);
  if (held.status !== 200) throw new Error(`seats not held: ${held.error?.message}`);
  const paid = await buyInSandbox(t, host, { screener_id: screenerId }, session);
  if (paid.status !== 200) throw new Error(`seats not paid: ${paid.error?.message}`);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, held.data.booking.id));
  if (!row?.code) throw new Error('no ticket code');
  return { bookingId: row.id, code: row.code };
}
