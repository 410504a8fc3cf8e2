import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import {
  type SeatCategoryPrices,
  seatPriceMinor,
  seatsTotalMinor,
  type TicketTypeDiscounts,
} from '@screener/contracts/seat-booking';
import {
  DEFAULT_TICKET_TYPE,
  SEAT_STATUSES,
  type SeatStatus,
  seatCategoryOf,
  type TicketType,
} from '@screener/contracts/seats';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';

/** The seats the viewer picked on the chart, in the order picked, with a ticket type each. */
export type SeatSelection = { seats: string[]; ticketTypes: Record<string, TicketType> };

export const EMPTY_SELECTION: SeatSelection = { seats: [], ticketTypes: {} };

/**
 * Picks or drops a seat. Picking beyond the event's maximum leaves the selection as it was and
 * says so, for the warning the chart shows (spec part 2 §4.4).
 */
export function toggleSeat(
  selection: SeatSelection,
  seatIndex: string,
  max: number,
): { selection: SeatSelection; overMax: boolean } {
  if (selection.seats.includes(seatIndex)) {
    const { [seatIndex]: _dropped, ...ticketTypes } = selection.ticketTypes;
    return {
      selection: { seats: selection.seats.filter((seat) => seat !== seatIndex), ticketTypes },
      overMax: false,
    };
  }
  if (selection.seats.length >= max) return { selection, overMax: true };
  return { selection: { ...selection, seats: [...selection.seats, seatIndex] }, overMax: false };
}

/** After the statuses reload, seats someone else now holds or bought leave the selection. */
export function keepSelectable(
  selection: SeatSelection,
  statuses: Record<string, SeatStatus>,
): SeatSelection {
  const seats = selection.seats.filter((seat) => statuses[seat] === SEAT_STATUSES.available);
  if (seats.length === selection.seats.length) return selection;
  return {
    seats,
    ticketTypes: Object.fromEntries(
      Object.entries(selection.ticketTypes).filter(([seat]) => seats.includes(seat)),
    ),
  };
}

/** The event's seat prices and ticket-type discounts as minor units and percents. */
export function seatPricing(parts: ScreenerVenueParts): {
  prices: SeatCategoryPrices;
  discounts: TicketTypeDiscounts;
} {
  const prices: SeatCategoryPrices = {};
  for (const [category, amount] of Object.entries(parts.physical_venue_seats_pricing)) {
    prices[category as keyof SeatCategoryPrices] = decimalToMinor(amount);
  }
  return { prices, discounts: parts.physical_venue_ticket_types_discount as TicketTypeDiscounts };
}

/** A seat's price as the chart shows it ("15.00"), for its ticket type. */
export function seatPrice(parts: ScreenerVenueParts, seatIndex: string, ticketType: TicketType): string {
  const { prices, discounts } = seatPricing(parts);
  const category = seatCategoryOf(parts.physical_venue.seats[seatIndex]?.category);
  return formatAmount(seatPriceMinor(category, ticketType, prices, discounts));
}

/** What a seat of the category costs without a ticket type ("15.00"): the legend's price. */
export function categoryPrice(parts: ScreenerVenueParts, category: number): string {
  const { prices, discounts } = seatPricing(parts);
  return formatAmount(seatPriceMinor(seatCategoryOf(category), DEFAULT_TICKET_TYPE, prices, discounts));
}

/** The cart's total ("42.50"); the server computes the amount charged the same way. */
export function selectionTotal(parts: ScreenerVenueParts, selection: SeatSelection): string {
  const { prices, discounts } = seatPricing(parts);
  const seatPrices = selection.seats.map((seatIndex) =>
    seatPriceMinor(
      seatCategoryOf(parts.physical_venue.seats[seatIndex]?.category),
      selection.ticketTypes[seatIndex] ?? DEFAULT_TICKET_TYPE,
      prices,
      discounts,
    ),
  );
  return formatAmount(seatsTotalMinor(seatPrices, 0));
}
