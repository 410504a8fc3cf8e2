import { isRtl, type LanguageCode } from '@screener/contracts/language';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { text } from '../../lib/texts/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { bookings, screenerVenues, venues } from './schema.ts';
import { renderTicketPdf } from './ticket-pdf.ts';

const PICTURE_DATA_URL = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** The logo's bytes when it is a PNG or JPEG data URL, the kinds a PDF can hold and the server has. */
export function logoPicture(logoUrl: string | null): Buffer | null {
  const base64 = logoUrl ? PICTURE_DATA_URL.exec(logoUrl)?.[1] : undefined;
  return base64 ? Buffer.from(base64, 'base64') : null;
}

/** The start in the company's time zone, with the zone named so nobody guesses. */
function startIn(date: Date, timezone: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone,
    timeZoneName: 'short',
  }).format(date);
}

/**
 * The viewer's own booked ticket as a one-page A4 PDF. Another viewer's booking, another company's,
 * or one not booked (cancelled, unpaid) is not found.
 */
export async function ticketPdfOf(
  db: DbExecutor,
  input: {
    company: { id: number; title: string; timezone: string; logoUrl: string | null };
    consumerId: number;
    bookingId: number;
    language: LanguageCode;
  },
): Promise<Buffer> {
  const [row] = await db
    .select({ booking: bookings, venue: venues })
    .from(bookings)
    .innerJoin(screenerVenues, eq(screenerVenues.screenerId, bookings.screenerId))
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.companyId, input.company.id),
        eq(bookings.consumerId, input.consumerId),
        eq(bookings.status, BOOKING_STATUSES.booked),
      ),
    )
    .limit(1);
  const [screener] = row ? await findScreenerRows(db, input.company.id, [row.booking.screenerId]) : [];
  if (!row?.booking.code || !screener) throw new AppError('NOT_FOUND');
  return renderTicketPdf({
    direction: isRtl(input.language) ? 'rtl' : 'ltr',
    companyTitle: input.company.title,
    companyLogo: logoPicture(input.company.logoUrl),
    screenerTitle: screener.title,
    startsAt: startIn(screener.screeningStartsAt, input.company.timezone, input.language),
    seats: row.booking.seatLabels.map((seat) => seat.label),
    venueName: row.venue.name,
    venueAddress: row.venue.address,
    navigationLink: row.venue.navigationLink,
    bookingNumber: `#${row.booking.id}`,
    code: row.booking.code,
    labels: {
      ticket: text(input.language, 'ticketPdf.ticket'),
      seats: text(input.language, 'ticketPdf.seats'),
      venue: text(input.language, 'ticketPdf.venue'),
      directions: text(input.language, 'ticketPdf.directions'),
      booking: text(input.language, 'ticketPdf.booking'),
    },
  });
}
