import { toApiDateTime } from '@screener/contracts/dates';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import type { CheckInTicketResponse } from '@screener/contracts/ticket-check-in';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyTicketCode } from '../../lib/ticket-code.ts';
import { findConsumer } from '../auth/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { findStaffById } from '../staff/index.ts';
import { bookings } from './schema.ts';
import { findTicketKeys } from './ticket-keys.ts';

/**
 * Typed door codes a staff member may try, per 10 minutes: a door without a camera types one every
 * 5 seconds, while a guess at 60 bits among a company's tickets stays hopeless at that rate.
 */
export const DOOR_CODE_TRIES = { name: 'door:code', max: 120, windowMs: 10 * 60_000 };

/** What the door typed or scanned: the signed code of the QR code, or the door code printed beside it. */
export type DoorCode = { kind: 'signed'; code: string } | { kind: 'short'; shortCode: string };

/** The booking a door code names, or refuses it: a signed code must carry the company's signature. */
async function ticketOf(db: DbExecutor, companyId: number, door: DoorCode): Promise<SQL | undefined> {
  if (door.kind === 'short') {
    return and(ofCompany(bookings, companyId), eq(bookings.shortCode, door.shortCode));
  }
  const keys = await findTicketKeys(db, companyId);
  const payload = keys ? verifyTicketCode(door.code, keys.publicKey) : null;
  if (!payload) throw new AppError('TICKET_INVALID');
  return and(
    eq(bookings.id, payload.bookingId),
    ofCompany(bookings, companyId),
    eq(bookings.screenerId, payload.screenerId),
    // A code the booking no longer carries is not its ticket.
    eq(bookings.code, door.code),
  );
}

/**
 * Admits a ticket at the door once. The code must name a booked order of this company's event:
 * a signed code by its signature and its booking, a door code by the booking that carries it. The
 * first scan is recorded by one conditional update, so of two devices scanning at the same moment
 * exactly one admits; the same scan sent again answers that admission, and any other scan answers
 * who came in, on which seats, when and who let them in. `admittedNow` is true for the one call
 * that recorded the admission, so it is announced once however often its scan is sent.
 */
export async function checkInTicket(
  db: DbExecutor,
  input: { companyId: number; staffId: number; door: DoorCode; scanId: string; now: Date },
): Promise<{ answer: CheckInTicketResponse; admittedNow: boolean }> {
  const thisTicket = await ticketOf(db, input.companyId, input.door);
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
  const [[screener], holder, admitter] = await Promise.all([
    findScreenerRows(db, input.companyId, [booking.screenerId]),
    findConsumer(db, input.companyId, booking.consumerId),
    booking.admittedBy === null ? null : findStaffById(db, booking.admittedBy),
  ]);
  const answer: CheckInTicketResponse = {
    result: booking.admittedScanId === input.scanId ? 'admitted' : 'already_admitted',
    ticket: {
      booking_id: booking.id,
      screener_id: booking.screenerId,
      screener_title: screener?.title ?? '',
      screener_start_date: screener ? toApiDateTime(screener.screeningStartsAt) : '',
      holder_name: holder?.name || holder?.email || '',
      seat_labels: booking.seatLabels.map((seat) => seat.label),
      admitted_at: toApiDateTime(booking.admittedAt),
      admitted_by: admitter?.name ?? null,
    },
  };
  return { answer, admittedNow: admitted !== undefined };
}
