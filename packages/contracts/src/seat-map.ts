import { SEAT_CATEGORIES, type SeatCategory } from './seats.ts';

/*
 * The seat map of a venue as the back-office edits it (issue 20, spec part 2 §2.12, §3): a grid
 * of rows by columns whose cells are seats or blanks (aisles and gaps), each seat with a label
 * and a category, some held back from sale. Pure rules shared by the editor and the server.
 */

/** The largest grid the editor draws and the server stores (seat keys allow three digits). */
export const MAX_SEAT_MAP_ROWS = 40;
export const MAX_SEAT_MAP_COLUMNS = 60;
export const SEAT_LABEL_MAX_LENGTH = 8;

/** A cell keyed `row-col`; `is_accessible` false is an aisle or a gap, drawn blank. */
export type SeatMapCell = { label: string; category: SeatCategory; is_accessible: boolean };
export type SeatMap = {
  rows: number;
  columns: number;
  seats: Record<string, SeatMapCell>;
  not_for_sale: string[];
};

export type CellPosition = { row: number; column: number };

export const cellKey = ({ row, column }: CellPosition): string => `${row}-${column}`;

export function cellPosition(key: string): CellPosition {
  const [row = 0, column = 0] = key.split('-').map(Number);
  return { row, column };
}

/** Every cell key of the grid, row by row. */
export function gridKeys(rows: number, columns: number): string[] {
  const keys: string[] = [];
  for (let row = 1; row <= rows; row++) {
    for (let column = 1; column <= columns; column++) keys.push(cellKey({ row, column }));
  }
  return keys;
}

/** The cells of the rectangle two corners span, in either order. */
export function cellsInArea(from: CellPosition, to: CellPosition): string[] {
  const keys: string[] = [];
  for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
    for (
      let column = Math.min(from.column, to.column);
      column <= Math.max(from.column, to.column);
      column++
    ) {
      keys.push(cellKey({ row, column }));
    }
  }
  return keys;
}

/** The focus one step along, kept inside the grid. */
export function stepCell(
  at: CellPosition,
  step: { rows: number; columns: number },
  grid: { rows: number; columns: number },
): CellPosition {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), max);
  return { row: clamp(at.row + step.rows, grid.rows), column: clamp(at.column + step.columns, grid.columns) };
}

/** A row's letters: A … Z, then AA, AB … as spreadsheets name columns. */
export function rowLetters(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export const isSeat = (map: SeatMap, key: string): boolean => map.seats[key]?.is_accessible === true;

/** A grid of seats only, all regular, labelled. */
export function blankSeatMap(rows: number, columns: number): SeatMap {
  const seats: Record<string, SeatMapCell> = {};
  for (const key of gridKeys(rows, columns)) {
    seats[key] = { label: '', category: SEAT_CATEGORIES.regular, is_accessible: true };
  }
  return labelSeats({ rows, columns, seats, not_for_sale: [] });
}

/**
 * The automatic labels: rows that hold seats take letters from A in order (rows of aisle only are
 * skipped), and seats are numbered from 1 along their row, aisles and gaps not counted. Blanks
 * lose any label.
 */
export function labelSeats(map: SeatMap): SeatMap {
  const seats: Record<string, SeatMapCell> = {};
  let rowIndex = 0;
  for (let row = 1; row <= map.rows; row++) {
    const keys = Array.from({ length: map.columns }, (_, offset) => cellKey({ row, column: offset + 1 }));
    const rowHasSeat = keys.some((key) => isSeat(map, key));
    if (rowHasSeat) rowIndex += 1;
    let number = 0;
    for (const key of keys) {
      const cell = map.seats[key] ?? { label: '', category: SEAT_CATEGORIES.regular, is_accessible: false };
      if (cell.is_accessible) number += 1;
      seats[key] = { ...cell, label: cell.is_accessible ? `${rowLetters(rowIndex)}${number}` : '' };
    }
  }
  return { ...map, seats };
}

/**
 * The grid at another size: cells inside both keep what they were, new cells are regular seats
 * (labelled as the automatic labelling would), and cells outside are dropped.
 */
export function resizeSeatMap(map: SeatMap, rows: number, columns: number): SeatMap {
  const seats: Record<string, SeatMapCell> = {};
  const added: string[] = [];
  for (const key of gridKeys(rows, columns)) {
    const cell = map.seats[key];
    if (cell) seats[key] = cell;
    else {
      seats[key] = { label: '', category: SEAT_CATEGORIES.regular, is_accessible: true };
      added.push(key);
    }
  }
  const resized = { rows, columns, seats, not_for_sale: map.not_for_sale.filter((key) => key in seats) };
  const labelled = labelSeats(resized);
  for (const key of added) seats[key] = labelled.seats[key] as SeatMapCell;
  return resized;
}

/** The map with one seat's label changed; a blank cell stays as it is. */
export function relabelSeat(map: SeatMap, key: string, label: string): SeatMap {
  const cell = map.seats[key];
  if (!cell?.is_accessible) return map;
  return { ...map, seats: { ...map.seats, [key]: { ...cell, label } } };
}

/** What the editor does to the selected cells. */
export type SeatMapChange =
  | { kind: 'category'; category: SeatCategory }
  | { kind: 'blank' }
  | { kind: 'seat' }
  | { kind: 'not_for_sale'; value: boolean };

/**
 * One change to the selected cells. A blank cell made a seat is regular and takes the label the
 * automatic labelling gives it; a seat made blank leaves the not-for-sale list; a category or
 * not-for-sale change touches seats only.
 */
export function changeCells(map: SeatMap, keys: readonly string[], change: SeatMapChange): SeatMap {
  const inGrid = keys.filter((key) => key in map.seats);
  const seats = { ...map.seats };
  let notForSale = new Set(map.not_for_sale);
  switch (change.kind) {
    case 'category':
      for (const key of inGrid) {
        const cell = seats[key] as SeatMapCell;
        if (cell.is_accessible) seats[key] = { ...cell, category: change.category };
      }
      break;
    case 'blank':
      for (const key of inGrid) {
        seats[key] = { label: '', category: SEAT_CATEGORIES.regular, is_accessible: false };
        notForSale.delete(key);
      }
      break;
    case 'seat': {
      const opened = inGrid.filter((key) => !seats[key]?.is_accessible);
      for (const key of opened)
        seats[key] = { label: '', category: SEAT_CATEGORIES.regular, is_accessible: true };
      const labelled = labelSeats({ ...map, seats });
      for (const key of opened) seats[key] = labelled.seats[key] as SeatMapCell;
      break;
    }
    case 'not_for_sale':
      for (const key of inGrid.filter((cell) => seats[cell]?.is_accessible)) {
        if (change.value) notForSale.add(key);
        else notForSale.delete(key);
      }
      notForSale = new Set([...notForSale].filter((key) => seats[key]?.is_accessible));
      break;
  }
  return {
    ...map,
    seats,
    not_for_sale: gridKeys(map.rows, map.columns).filter((key) => notForSale.has(key)),
  };
}

export type SeatMapProblem =
  | { kind: 'outside_grid'; keys: string[] }
  | { kind: 'missing_label'; keys: string[] }
  | { kind: 'duplicate_label'; keys: string[] }
  | { kind: 'not_for_sale_not_seat'; keys: string[] }
  | { kind: 'no_seat' };

/**
 * What keeps a seat map from being saved: cells outside the grid, seats without a label or with a
 * label another seat has (a ticket names its seat by label), not-for-sale cells that are not
 * seats, and a map without one seat.
 */
export function seatMapProblems(map: SeatMap): SeatMapProblem[] {
  const problems: SeatMapProblem[] = [];
  const keys = Object.keys(map.seats);
  const outside = keys.filter((key) => {
    const { row, column } = cellPosition(key);
    return row < 1 || column < 1 || row > map.rows || column > map.columns;
  });
  if (outside.length > 0) problems.push({ kind: 'outside_grid', keys: outside });
  const seatKeys = keys.filter((key) => isSeat(map, key) && !outside.includes(key));
  if (seatKeys.length === 0) problems.push({ kind: 'no_seat' });
  const unlabelled = seatKeys.filter((key) => (map.seats[key]?.label.trim() ?? '') === '');
  if (unlabelled.length > 0) problems.push({ kind: 'missing_label', keys: unlabelled });
  const byLabel = new Map<string, string[]>();
  for (const key of seatKeys) {
    const label = map.seats[key]?.label.trim().toUpperCase() ?? '';
    if (label !== '') byLabel.set(label, [...(byLabel.get(label) ?? []), key]);
  }
  const duplicates = [...byLabel.values()].filter((group) => group.length > 1).flat();
  if (duplicates.length > 0) problems.push({ kind: 'duplicate_label', keys: duplicates });
  const strayNotForSale = map.not_for_sale.filter((key) => !seatKeys.includes(key));
  if (strayNotForSale.length > 0) problems.push({ kind: 'not_for_sale_not_seat', keys: strayNotForSale });
  return problems;
}

/**
 * The seats of `before` that `after` may not change because they are sold or held for an event
 * still to come: those it removes (a blank or outside the grid), re-categorises or holds back
 * from sale. A new label is allowed; the ticket keeps the label it was sold with.
 */
export function changedProtectedSeats(
  before: SeatMap,
  after: SeatMap,
  protectedKeys: readonly string[],
): string[] {
  const heldBack = new Set(after.not_for_sale);
  return protectedKeys.filter((key) => {
    const old = before.seats[key];
    const next = after.seats[key];
    if (!old?.is_accessible) return false;
    return !next?.is_accessible || next.category !== old.category || heldBack.has(key);
  });
}
