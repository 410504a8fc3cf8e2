import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';

type Seats = ScreenerVenueParts['physical_venue']['seats'];

/**
 * An event's hall of one row holding `seats` (their indexes `1-1`, `1-2`, ...), a category 30 seat
 * dearer than a category 10 one, ticket type 10 half price, two seats at the most, in euros.
 */
export function testVenueParts(
  seats: Seats,
  pricing: ScreenerVenueParts['physical_venue_seats_pricing'],
): ScreenerVenueParts {
  return {
    physical_venue: {
      name: 'Hall',
      address: null,
      navigation_link: null,
      notes: null,
      rows: 1,
      columns: Object.keys(seats).length,
      seats,
      not_for_sale: [],
    },
    physical_venue_seats_pricing: pricing,
    physical_venue_ticket_types_discount: { '10': 50 },
    physical_venue_max_seats_purchase_count: 2,
    physical_venue_currency: 'EUR',
  };
}
