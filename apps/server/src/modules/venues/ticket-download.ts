import type { CompanyTheme } from '@screener/contracts/company';
import { isRtl, type LanguageCode } from '@screener/contracts/language';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { formatTicketShortCode, ticketShortCodeOf } from '@screener/contracts/ticket-check-in';
import { translatedTexts } from '@screener/contracts/translations';
import { and, eq } from 'drizzle-orm';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { PDF_LOGO_BOX } from '../../lib/branded-pdf.ts';
import { svgOfDataUrl, svgToPng } from '../../lib/svg-picture.ts';
import { text } from '../../lib/texts/index.ts';
import { readSettingsImage } from '../companies/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import type { VenuesDeps } from './deps.ts';
import { bookings, screenerVenues, venues } from './schema.ts';
import { renderTicketPdf, type TicketSheet } from './ticket-pdf.ts';

const PICTURE_DATA_URL = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

/** Pixels across an SVG logo is drawn with: four times the logo's box, sharp when printed. */
const SVG_LOGO_WIDTH = PDF_LOGO_BOX[0] * 4;

/**
 * The logo's bytes when it is a data URL the server has: a PNG or JPEG as it is, an SVG drawn as a
 * PNG (a PDF holds no SVG).
 */
export function logoPicture(logoUrl: string | null): Buffer | null {
  if (!logoUrl) return null;
  const base64 = PICTURE_DATA_URL.exec(logoUrl)?.[1];
  if (base64) return Buffer.from(base64, 'base64');
  const svg = svgOfDataUrl(logoUrl);
  return svg ? svgToPng(svg, SVG_LOGO_WIDTH) : null;
}

/**
 * The company's logo as a PDF can hold it: a PNG, JPEG or SVG data URL, or the PNG or JPEG the
 * back-office uploaded (kept in the storage); null for anything else, which the page leaves out.
 */
export async function companyLogoPicture(
  deps: Pick<VenuesDeps, 'storage'>,
  logoUrl: string | null,
): Promise<Buffer | null> {
  if (!logoUrl) return null;
  const uploaded = await readSettingsImage(deps, logoUrl);
  if (uploaded) return uploaded.kind === 'webp' ? null : uploaded.bytes;
  return logoPicture(logoUrl);
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

type TicketInput = {
  company: {
    id: number;
    title: string;
    timezone: string;
    logoUrl: string | null;
    theme: Pick<CompanyTheme, 'darkMode' | 'backgroundColor'>;
  };
  consumerId: number;
  bookingId: number;
  language: LanguageCode;
};

/**
 * What the viewer's own booked ticket prints. Another viewer's booking, another company's, or one
 * not booked (cancelled, unpaid) is not found.
 */
export async function ticketSheetOf(
  deps: Pick<VenuesDeps, 'db' | 'storage'>,
  input: TicketInput,
): Promise<TicketSheet> {
  const { db } = deps;
  const [row] = await db
    .select({ booking: bookings, venue: venues })
    .from(bookings)
    .innerJoin(screenerVenues, eq(screenerVenues.screenerId, bookings.screenerId))
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(
      and(
        eq(bookings.id, input.bookingId),
        ofCompany(bookings, input.company.id),
        eq(bookings.consumerId, input.consumerId),
        eq(bookings.status, BOOKING_STATUSES.booked),
      ),
    )
    .limit(1);
  const [screener] = row ? await findScreenerRows(db, input.company.id, [row.booking.screenerId]) : [];
  if (!row?.booking.code || !screener) throw new AppError('NOT_FOUND');
  return {
    direction: isRtl(input.language) ? 'rtl' : 'ltr',
    companyTitle: input.company.title,
    companyLogo: await companyLogoPicture(deps, input.company.logoUrl),
    logoBackdrop: input.company.theme.darkMode ? input.company.theme.backgroundColor : null,
    screenerTitle: translatedTexts({ title: screener.title }, screener.translations, input.language).title,
    startsAt: startIn(screener.screeningStartsAt, input.company.timezone, input.language),
    seats: row.booking.seatLabels.map((seat) => seat.label),
    venueName: row.venue.name,
    venueAddress: row.venue.address,
    navigationLink: row.venue.navigationLink,
    venueNotes: translatedTexts({ notes: row.venue.notes }, row.venue.translations, input.language).notes,
    bookingNumber: `#${row.booking.id}`,
    code: row.booking.code,
    doorCode: formatTicketShortCode(row.booking.shortCode ?? ticketShortCodeOf(row.booking.code)),
    labels: {
      ticket: text(input.language, 'ticketPdf.ticket'),
      seats: text(input.language, 'ticketPdf.seats'),
      venue: text(input.language, 'ticketPdf.venue'),
      directions: text(input.language, 'ticketPdf.directions'),
      booking: text(input.language, 'ticketPdf.booking'),
      doorCode: text(input.language, 'ticketPdf.doorCode'),
      notes: text(input.language, 'ticketPdf.notes'),
    },
  };
}

/** The viewer's own booked ticket as a one-page A4 PDF (`ticketSheetOf` says which). */
export async function ticketPdfOf(
  deps: Pick<VenuesDeps, 'db' | 'storage'>,
  input: TicketInput,
): Promise<Buffer> {
  return renderTicketPdf(await ticketSheetOf(deps, input));
}
