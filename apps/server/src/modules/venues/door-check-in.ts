import { toApiDateTime } from '@screener/contracts/dates';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import type { CheckInTicketResponse } from '@screener/contracts/ticket-check-in';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyTicketCode } from '../../lib/ticket-code.ts';
import { findConsumer } from '../auth/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { bookings } from './schema.ts';
import { findTicketKeys } from './ticket-keys.ts';

/**
 * Admits a ticket at the door once. The code must carry the company's signature and name a booked
 * order of this company's event. The first scan is recorded by one conditional update, so of two
 * devices scanning at the same moment exactly one admits; the same scan sent again answers that
 * admission, and any other scan answers who came in, on which seats and when.
 */
export async function checkInTicket(
  db: DbExecutor,
  input: { companyId: number; staffId: number; code: string; scanId: string; now: Date },
): Promise<CheckInTicketResponse> {
  const keys = await findTicketKeys(db, input.companyId);
  const payload = keys ? verifyTicketCode(input.code, keys.publicKey) : null;
  if (!payload) throw new AppError('TICKET_INVALID');
  const thisTicket = and(
    eq(bookings.id, payload.bookingId),
    eq(bookings.companyId, input.companyId),
    eq(bookings.screenerId, payload.screenerId),
    // A code the booking no longer carries is not its ticket.
    eq(bookings.code, input.code),
  );
  const [admitted] = await db
    .update(bookings)
    .set({ admittedAt: input.now, admittedScanId: input.scanId, admittedBy: input.staffId })
    .where(and(thisTicket, eq(bookings.status, BOOKING_STATUSES.booked), isNull(bookings.admittedAt)))
    .returning();
  const booking = admitted ?? (await db.select().from(bookings).where(thisTicket).limit(1))[0];
  if (!booking) throw new AppError('TICKET_INVALID');
  if (booking.status !== BOOKING_STATUSES.booked || !booking.admittedAt) {
    throw new AppError('TICKET_NOT_BOOKED');
  }
  const [[screener], holder] = await Promise.all([
    findScreenerRows(db, input.companyId, [booking.screenerId]),
    findConsumer(db, input.companyId, booking.consumerId),
  ]);
  return {
    result: booking.admittedScanId === input.scanId ? 'admitted' : 'already_admitted',
    ticket: {
      booking_id: booking.id,
      screener_id: booking.screenerId,
      screener_title: screener?.title ?? '',
      screener_start_date: screener ? toApiDateTime(screener.screeningStartsAt) : '',
      holder_name: holder?.name || holder?.email || '',
      seat_labels: booking.seatLabels.map((seat) => seat.label),
      admitted_at: toApiDateTime(booking.admittedAt),
    },
  };
}
