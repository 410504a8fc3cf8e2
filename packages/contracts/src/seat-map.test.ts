import { describe, expect, it } from 'vitest';
import {
  blankSeatMap,
  cellsInArea,
  changeCells,
  changedProtectedSeats,
  labelSeats,
  relabelSeat,
  resizeSeatMap,
  rowLetters,
  seatMapProblems,
  stepCell,
} from './seat-map.ts';
import { SEAT_CATEGORIES } from './seats.ts';
import { ZSeatMap } from './venue-admin.ts';

const labels = (map: ReturnType<typeof blankSeatMap>, row: number) =>
  Array.from({ length: map.columns }, (_, offset) => map.seats[`${row}-${offset + 1}`]?.label);

describe('selection areas', () => {
  it('spans the rectangle of two corners in either order', () => {
    expect(cellsInArea({ row: 2, column: 3 }, { row: 1, column: 2 })).toEqual(['1-2', '1-3', '2-2', '2-3']);
    expect(cellsInArea({ row: 1, column: 1 }, { row: 1, column: 1 })).toEqual(['1-1']);
  });

  it('keeps a step of the focus inside the grid', () => {
    const grid = { rows: 3, columns: 4 };
    expect(stepCell({ row: 1, column: 1 }, { rows: -1, columns: 0 }, grid)).toEqual({ row: 1, column: 1 });
    expect(stepCell({ row: 3, column: 4 }, { rows: 0, columns: 1 }, grid)).toEqual({ row: 3, column: 4 });
    expect(stepCell({ row: 2, column: 2 }, { rows: 1, columns: -1 }, grid)).toEqual({ row: 3, column: 1 });
  });
});

describe('labelling', () => {
  it('names rows A … Z, AA … as spreadsheets do', () => {
    expect([1, 2, 26, 27, 28, 52, 53].map(rowLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('numbers seats along their row, skipping aisles, and skips rows without seats', () => {
    const withAisle = changeCells(
      blankSeatMap(3, 4),
      cellsInArea({ row: 1, column: 2 }, { row: 3, column: 2 }),
      {
        kind: 'blank',
      },
    );
    const crossAisle = changeCells(withAisle, cellsInArea({ row: 2, column: 1 }, { row: 2, column: 4 }), {
      kind: 'blank',
    });
    const labelled = labelSeats(crossAisle);
    expect(labels(labelled, 1)).toEqual(['A1', '', 'A2', 'A3']);
    expect(labels(labelled, 2)).toEqual(['', '', '', '']);
    expect(labels(labelled, 3)).toEqual(['B1', '', 'B2', 'B3']);
  });

  it('labels a blank made a seat as the automatic labelling would, and leaves other labels alone', () => {
    const map = changeCells(blankSeatMap(1, 3), ['1-2'], { kind: 'blank' });
    const renamed = relabelSeat(map, '1-1', 'VIP');
    const reopened = changeCells(renamed, ['1-2'], { kind: 'seat' });
    expect(labels(reopened, 1)).toEqual(['VIP', 'A2', 'A3']);
    expect(seatMapProblems(reopened)).toEqual([]);
    const twice = relabelSeat(reopened, '1-3', 'vip');
    expect(seatMapProblems(twice)).toEqual([{ kind: 'duplicate_label', keys: ['1-1', '1-3'] }]);
  });

  it('keeps the cells that stay when the grid is resized and labels the new ones', () => {
    const map = changeCells(blankSeatMap(2, 2), ['1-1'], {
      kind: 'category',
      category: SEAT_CATEGORIES.premium,
    });
    const held = changeCells(map, ['2-2'], { kind: 'not_for_sale', value: true });
    const bigger = resizeSeatMap(held, 2, 3);
    expect(bigger.seats['1-1']?.category).toBe(SEAT_CATEGORIES.premium);
    expect(labels(bigger, 2)).toEqual(['B1', 'B2', 'B3']);
    const smaller = resizeSeatMap(held, 1, 2);
    expect(Object.keys(smaller.seats)).toEqual(['1-1', '1-2']);
    expect(smaller.not_for_sale).toEqual([]);
  });
});

describe('changing cells', () => {
  it('sets the category of seats only and holds back seats only', () => {
    const map = changeCells(blankSeatMap(1, 3), ['1-2'], { kind: 'blank' });
    const changed = changeCells(map, ['1-1', '1-2'], {
      kind: 'category',
      category: SEAT_CATEGORIES.disabled,
    });
    expect(changed.seats['1-1']?.category).toBe(SEAT_CATEGORIES.disabled);
    expect(changed.seats['1-2']?.is_accessible).toBe(false);
    const held = changeCells(changed, ['1-1', '1-2', '1-3'], { kind: 'not_for_sale', value: true });
    expect(held.not_for_sale).toEqual(['1-1', '1-3']);
    expect(changeCells(held, ['1-3'], { kind: 'not_for_sale', value: false }).not_for_sale).toEqual(['1-1']);
  });

  it('takes a seat made blank off the not-for-sale list', () => {
    const held = changeCells(blankSeatMap(1, 2), ['1-1'], { kind: 'not_for_sale', value: true });
    expect(changeCells(held, ['1-1'], { kind: 'blank' }).not_for_sale).toEqual([]);
  });
});

describe('validation', () => {
  it('accepts a labelled map', () => {
    expect(seatMapProblems(blankSeatMap(3, 4))).toEqual([]);
    expect(ZSeatMap.safeParse(blankSeatMap(3, 4)).success).toBe(true);
  });

  it('names cells outside the grid, unlabelled seats, stray not-for-sale keys and an empty map', () => {
    const map = blankSeatMap(1, 2);
    const broken = {
      ...map,
      seats: {
        ...map.seats,
        '1-1': { label: ' ', category: SEAT_CATEGORIES.regular, is_accessible: true },
        '2-1': { label: 'Z1', category: SEAT_CATEGORIES.regular, is_accessible: true },
      },
      not_for_sale: ['1-5'],
    };
    expect(seatMapProblems(broken)).toEqual([
      { kind: 'outside_grid', keys: ['2-1'] },
      { kind: 'missing_label', keys: ['1-1'] },
      { kind: 'not_for_sale_not_seat', keys: ['1-5'] },
    ]);
    const empty = changeCells(map, ['1-1', '1-2'], { kind: 'blank' });
    expect(seatMapProblems(empty)).toEqual([{ kind: 'no_seat' }]);
    const parsed = ZSeatMap.safeParse(empty);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The map needs at least one seat');
  });

  it('refuses removing, re-categorising or holding back a protected seat, and allows relabelling', () => {
    const before = blankSeatMap(2, 2);
    const protectedSeats = ['1-1', '1-2', '2-1', '2-2'];
    const after = changeCells(
      changeCells(changeCells(before, ['1-1'], { kind: 'blank' }), ['1-2'], {
        kind: 'category',
        category: SEAT_CATEGORIES.premium,
      }),
      ['2-1'],
      { kind: 'not_for_sale', value: true },
    );
    const relabelled = relabelSeat(after, '2-2', 'X9');
    expect(changedProtectedSeats(before, relabelled, protectedSeats)).toEqual(['1-1', '1-2', '2-1']);
    expect(changedProtectedSeats(before, resizeSeatMap(before, 1, 2), ['2-2'])).toEqual(['2-2']);
  });
});
