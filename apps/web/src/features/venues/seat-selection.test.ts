import { describe, expect, it } from 'vitest';
import { testVenueParts } from '../../test/venue-parts-fixture';
import { EMPTY_SELECTION, keepSelectable, seatPrice, selectionTotal, toggleSeat } from './seat-selection';

const parts = testVenueParts(
  {
    '1-1': { label: 'A1', category: 30, is_accessible: true },
    '1-2': { label: 'A2', category: 10, is_accessible: true },
    '1-3': { label: 'A3', category: 40, is_accessible: true },
  },
  { '10': '10.00', '30': '15.50' },
);

describe('seat selection', () => {
  it('picks up to the maximum and says when a pick goes beyond it', () => {
    const one = toggleSeat(EMPTY_SELECTION, '1-1', 2).selection;
    const two = toggleSeat(one, '1-2', 2).selection;
    expect(two.seats).toEqual(['1-1', '1-2']);
    const three = toggleSeat(two, '1-3', 2);
    expect(three).toEqual({ selection: two, overMax: true });
    expect(toggleSeat({ ...two, ticketTypes: { '1-1': 10 } }, '1-1', 2).selection).toEqual({
      seats: ['1-2'],
      ticketTypes: {},
    });
  });

  it('drops seats that are no longer available after the statuses reload', () => {
    const selection = { seats: ['1-1', '1-2'], ticketTypes: { '1-2': 10 as const } };
    expect(keepSelectable(selection, { '1-1': 10, '1-2': 20 })).toEqual({ seats: ['1-1'], ticketTypes: {} });
  });

  it('prices seats by category and ticket type, a category without a price as regular', () => {
    expect(seatPrice(parts, '1-1', 0)).toBe('15.50');
    expect(seatPrice(parts, '1-1', 10)).toBe('7.75');
    expect(seatPrice(parts, '1-3', 0)).toBe('10.00');
    expect(selectionTotal(parts, { seats: ['1-1', '1-2'], ticketTypes: { '1-2': 10 } })).toBe('20.50');
  });
});
