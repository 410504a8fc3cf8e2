import { z } from 'zod';

/*
 * The venue parts an event's overview carries (spec part 2 §3): kept apart from the seat calls so
 * that every page reading an event loads these few schemas only.
 */

/** A cell of the venue's grid; `is_accessible` false is an aisle or a gap, drawn blank. */
export const ZVenueSeat = z.object({
  label: z.string(),
  category: z.number().int(),
  is_accessible: z.boolean(),
});

/** The venue part of an event (spec part 2 §3): where it is and the grid its seats are drawn in. */
export const ZPhysicalVenue = z.object({
  name: z.string(),
  address: z.string().nullable(),
  navigation_link: z.string().nullable(),
  notes: z.string().nullable(),
  rows: z.number().int().min(1),
  columns: z.number().int().min(1),
  /** Cells keyed `row-col`. */
  seats: z.record(z.string(), ZVenueSeat),
  /** Seats that exist but are not sold. */
  not_for_sale: z.array(z.string()),
});

/** What the overview of an event at a venue adds to the event for its seat chart. */
export const ZScreenerVenueParts = z.object({
  physical_venue: ZPhysicalVenue,
  /** Price per seat category ('10'..'40') as a decimal with two places. */
  physical_venue_seats_pricing: z.record(z.string(), z.string()),
  /** Percent off per ticket type ('10' child, '20' student, '30' senior). */
  physical_venue_ticket_types_discount: z.record(z.string(), z.number()),
  physical_venue_max_seats_purchase_count: z.number().int().min(1),
  /** The currency of the seat prices. */
  physical_venue_currency: z.string(),
});
export type ScreenerVenueParts = z.infer<typeof ZScreenerVenueParts>;

/** An event's venue parts when it has a seat chart (all of them come together, or none). */
export function venuePartsOf(screener: Partial<ScreenerVenueParts>): ScreenerVenueParts | null {
  const {
    physical_venue,
    physical_venue_seats_pricing,
    physical_venue_ticket_types_discount,
    physical_venue_max_seats_purchase_count,
    physical_venue_currency,
  } = screener;
  if (
    !physical_venue ||
    !physical_venue_seats_pricing ||
    !physical_venue_ticket_types_discount ||
    physical_venue_max_seats_purchase_count === undefined ||
    !physical_venue_currency
  ) {
    return null;
  }
  return {
    physical_venue,
    physical_venue_seats_pricing,
    physical_venue_ticket_types_discount,
    physical_venue_max_seats_purchase_count,
    physical_venue_currency,
  };
}
