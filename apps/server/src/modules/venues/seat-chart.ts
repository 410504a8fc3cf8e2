import { hasPhysicalPart } from '@screener/contracts/event';
import type { SeatCategoryPrices, TicketTypeDiscounts } from '@screener/contracts/seat-booking';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { findPublishedScreener, type ScreenerRow } from '../screenings/index.ts';
import { screenerVenues, type VenueLayout, type VenueSeat, venues } from './schema.ts';

/** What selling the seats of one event needs: its venue's grid and the event's prices. */
export type SeatChart = {
  screener: ScreenerRow;
  venueId: number;
  layout: VenueLayout;
  notForSale: ReadonlySet<string>;
  prices: SeatCategoryPrices;
  discounts: TicketTypeDiscounts;
  currency: string;
  maxSeatsPerPurchase: number;
};

/** The seat chart of a published event of the company with a venue part, or null. */
export async function findSeatChart(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<SeatChart | null> {
  const screener = await findPublishedScreener(db, companyId, screenerId);
  if (!screener || !hasPhysicalPart(screener.eventType)) return null;
  const [row] = await db
    .select({
      venueId: screenerVenues.venueId,
      layout: venues.layout,
      notForSale: venues.notForSale,
      prices: screenerVenues.seatCategoryPrices,
      discounts: screenerVenues.ticketTypeDiscounts,
      currency: screenerVenues.currency,
      maxSeatsPerPurchase: screenerVenues.maxSeatsPerPurchase,
    })
    .from(screenerVenues)
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(eq(screenerVenues.screenerId, screenerId))
    .limit(1);
  if (!row) return null;
  return { ...row, screener, notForSale: new Set(row.notForSale) };
}

/** A seat that can be sold: a real seat of the grid (not an aisle) and not held back. */
export function sellableSeat(chart: SeatChart, seatIndex: string): VenueSeat | null {
  const seat = chart.layout[seatIndex];
  return seat?.is_accessible && !chart.notForSale.has(seatIndex) ? seat : null;
}

export function sellableSeatIndexes(chart: SeatChart): string[] {
  return Object.keys(chart.layout).filter((seatIndex) => sellableSeat(chart, seatIndex));
}
