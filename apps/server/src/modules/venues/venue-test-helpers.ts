import { EVENT_TYPES, type EventType } from '@screener/contracts/event';
import type { TestApp } from '../../test/test-app.ts';
import { call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { screenerVenues, type VenueLayout, venues } from './schema.ts';

/**
 * A hall of `rows` × 5 columns: column 3 is an aisle, row 1 is premium, `1-5` is held back from
 * sale; seats are labelled A1, A2, A3, A4 (row letter, seat number).
 */
export function hallLayout(rows: number): VenueLayout {
  const layout: VenueLayout = {};
  for (let row = 1; row <= rows; row++) {
    for (let column = 1; column <= 5; column++) {
      const number = column < 3 ? column : column - 1;
      layout[`${row}-${column}`] =
        column === 3
          ? { label: '', category: 10, is_accessible: false }
          : {
              label: `${String.fromCharCode(64 + row)}${number}`,
              category: row === 1 ? 30 : 10,
              is_accessible: true,
            };
    }
  }
  return layout;
}

/** A company with a hall and a helper that puts an event of the given type in it. */
export async function createVenueShop(
  t: TestApp,
  rows = 6,
  companyValues: Parameters<typeof createShop>[2] = {},
  sale: { gateways?: Parameters<typeof createShop>[1]; currency?: string } = {},
) {
  const shop = await createShop(t, sale.gateways ?? ['sandbox'], companyValues);
  const [venue] = await t.db
    .insert(venues)
    .values({
      companyId: shop.company.id,
      name: 'Main hall',
      address: 'Festival square 1',
      rowCount: rows,
      columnCount: 5,
      layout: hallLayout(rows),
      notForSale: ['1-5'],
    })
    .returning({ id: venues.id });
  if (!venue) throw new Error('no venue');
  const venueEvent = async (eventType: EventType = EVENT_TYPES.physical, maxSeats = 4) => {
    const screenerId = await shop.event({ eventType, title: 'At the hall' });
    await t.db.insert(screenerVenues).values({
      screenerId,
      companyId: shop.company.id,
      venueId: venue.id,
      seatCategoryPrices: { '10': 1000, '30': 1500 },
      ticketTypeDiscounts: { '10': 50, '20': 20 },
      currency: sale.currency ?? 'EUR',
      maxSeatsPerPurchase: maxSeats,
    });
    return screenerId;
  };
  return { ...shop, venueEvent };
}

/** The seat chart's statuses of an event as a guest sees them, or as `session` (its own holds read available). */
export const seatStatusesOf = async (
  t: TestApp,
  company: { id: number; domain: string },
  screenerId: number,
  session?: Session,
) =>
  (
    await call<{ seats_status: Record<string, number> }>(
      t,
      company.domain,
      `guest/company/${company.id}/screenings/${screenerId}/getSeatsStatus`,
      {},
      session,
    )
  ).data.seats_status;
