import type { LanguageCode } from '@screener/contracts/language';
import { formatAmount } from '@screener/contracts/money';
import { translatedTexts } from '@screener/contracts/translations';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screenerVenues, venues } from './schema.ts';

/**
 * The venue fields of an event's overview (spec part 2 §3): its venue and grid, the seat prices,
 * the ticket-type discounts and the most seats one order may take; null for an event without a
 * venue part. Venues belong to the event's company, so the company is checked here too. The
 * venue's notes are in `language` where written.
 */
export async function findScreenerVenueParts(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
  language: LanguageCode,
): Promise<ScreenerVenueParts | null> {
  const [row] = await db
    .select({ venue: venues, parts: screenerVenues })
    .from(screenerVenues)
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(eq(screenerVenues.screenerId, screenerId))
    .limit(1);
  if (!row || row.parts.companyId !== companyId) return null;
  const { venue, parts } = row;
  return {
    physical_venue: {
      name: venue.name,
      address: venue.address,
      navigation_link: venue.navigationLink,
      notes: translatedTexts({ notes: venue.notes }, venue.translations, language).notes,
      rows: venue.rowCount,
      columns: venue.columnCount,
      seats: venue.layout,
      not_for_sale: venue.notForSale,
    },
    physical_venue_seats_pricing: Object.fromEntries(
      Object.entries(parts.seatCategoryPrices).map(([category, minor]) => [
        category,
        formatAmount(minor ?? 0),
      ]),
    ),
    physical_venue_ticket_types_discount: parts.ticketTypeDiscounts,
    physical_venue_max_seats_purchase_count: parts.maxSeatsPerPurchase,
    physical_venue_currency: parts.currency,
  };
}

/** Whether the event sells places on a venue's seat chart. */
export async function hasSeatChart(db: DbExecutor, companyId: number, screenerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: screenerVenues.screenerId })
    .from(screenerVenues)
    .where(and(eq(screenerVenues.screenerId, screenerId), ofCompany(screenerVenues, companyId)))
    .limit(1);
  return row !== undefined;
}
