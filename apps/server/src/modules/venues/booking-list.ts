import { toApiDateTime } from '@screener/contracts/dates';
import { formatAmount } from '@screener/contracts/money';
import type { Booking, RefundStatus } from '@screener/contracts/seat-booking';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { bookings, screenerVenues, venues } from './schema.ts';
import { OPEN_ORDER_STATUSES } from './viewer-order.ts';

/** The receipt and refund of each purchase named, from the payments module (handed in by the app). */
export type PurchaseReceipts = (
  companyId: number,
  purchaseIds: number[],
) => Promise<Map<number, { receiptUrl: string | null; refundStatus: RefundStatus | null }>>;

/** What the list shows: orders that were booked, and booked orders later cancelled. */
const LISTED = [BOOKING_STATUSES.booked, BOOKING_STATUSES.cancelled];

type BookingsInput = {
  company: { id: number; title: string; logoUrl: string | null };
  consumerId: number;
  receipts: PurchaseReceipts;
};

/**
 * `listPhysicalEventBookings` (spec part 2 §2.8): the viewer's seat orders at this company, newest
 * first, each with its event, seats, venue, ticket code and receipt.
 */
export function listViewerBookings(db: DbExecutor, input: BookingsInput): Promise<Booking[]> {
  return viewBookings(db, input, inArray(bookings.status, LISTED));
}

/**
 * The viewer's seat order at an event as `bookSeats` answers it: the open one (held or being
 * paid) when there is one, otherwise the last one booked; null when neither exists.
 */
export async function viewEventBooking(
  db: DbExecutor,
  input: BookingsInput & { screenerId: number },
): Promise<Booking | null> {
  const atEvent = eq(bookings.screenerId, input.screenerId);
  const [open] = await viewBookings(db, input, and(atEvent, inArray(bookings.status, OPEN_ORDER_STATUSES)));
  if (open) return open;
  const [booked] = await viewBookings(db, input, and(atEvent, eq(bookings.status, BOOKING_STATUSES.booked)));
  return booked ?? null;
}

async function viewBookings(
  db: DbExecutor,
  input: BookingsInput,
  which: SQL | undefined,
): Promise<Booking[]> {
  const rows = await db
    .select({ booking: bookings, venue: venues })
    .from(bookings)
    .innerJoin(screenerVenues, eq(screenerVenues.screenerId, bookings.screenerId))
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(and(ofCompany(bookings, input.company.id), eq(bookings.consumerId, input.consumerId), which))
    .orderBy(desc(bookings.id));
  const screenerIds = [...new Set(rows.map((row) => row.booking.screenerId))];
  const purchaseIds = rows.flatMap((row) =>
    row.booking.purchaseId === null ? [] : [row.booking.purchaseId],
  );
  const [screeners, receipts] = await Promise.all([
    findScreenerRows(db, input.company.id, screenerIds),
    input.receipts(input.company.id, purchaseIds),
  ]);
  const screenerById = new Map(screeners.map((screener) => [screener.id, screener]));
  return rows.flatMap(({ booking, venue }) => {
    const screener = screenerById.get(booking.screenerId);
    if (!screener) return [];
    const receipt = booking.purchaseId === null ? undefined : receipts.get(booking.purchaseId);
    return [
      {
        id: booking.id,
        screener_id: booking.screenerId,
        screener_title: screener.title,
        screener_start_date: toApiDateTime(screener.screeningStartsAt),
        amount: formatAmount(booking.amountMinor),
        currency: booking.currency,
        seat_labels: booking.seatLabels.map((seat) => ({
          label: seat.label,
          category: seat.category,
          price: formatAmount(seat.price_minor),
        })),
        seat_indexes: booking.seatIndexes,
        ticket_types_discount: booking.ticketTypesDiscount,
        coupon_discount: booking.couponDiscount,
        code: booking.code,
        short_code: booking.shortCode,
        status: booking.status,
        venue: {
          name: venue.name,
          address: venue.address,
          navigation_link: venue.navigationLink,
          notes: venue.notes,
        },
        company_logo_url: input.company.logoUrl,
        company_title: input.company.title,
        purchase_receipt_url: receipt?.receiptUrl ?? null,
        refund_status: receipt?.refundStatus ?? null,
      },
    ];
  });
}
