import { describe, expect, it } from 'vitest';
import { venuePartsOf } from './venue-parts.ts';

describe('venue parts of an event', () => {
  const parts = {
    physical_venue: {
      name: 'Hall',
      address: null,
      navigation_link: null,
      notes: null,
      rows: 1,
      columns: 1,
      seats: { '1-1': { label: 'A1', category: 10, is_accessible: true } },
      not_for_sale: [],
    },
    physical_venue_seats_pricing: { '10': '8.00' },
    physical_venue_ticket_types_discount: {},
    physical_venue_max_seats_purchase_count: 4,
    physical_venue_currency: 'EUR',
  };

  it('are there only when every part is', () => {
    expect(venuePartsOf(parts)).toEqual(parts);
    expect(venuePartsOf({ ...parts, physical_venue_currency: undefined })).toBeNull();
    expect(venuePartsOf({})).toBeNull();
  });
});
