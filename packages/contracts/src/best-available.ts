/**
 * "Best available" for N seats: N side-by-side seats in one row, as near the middle of the hall as
 * possible, never leaving one lone free seat beside them (a single seat between the group and a
 * taken seat, an aisle or the row's end rarely sells).
 */
export type BestAvailableInput = {
  rows: number;
  columns: number;
  /** Whether the seat at `row-col` may be chosen now (a real seat, on sale, free for this viewer). */
  isFree: (seatIndex: string) => boolean;
  /** Whether `row-col` is a seat at all; a cell that is not (an aisle) separates neighbours. */
  isSeat: (seatIndex: string) => boolean;
  count: number;
};

/** The seat keys chosen, left to right, or null when no row has such a group. */
export function bestAvailableSeats(input: BestAvailableInput): string[] | null {
  const { rows, columns, count } = input;
  if (count < 1) return null;
  const middleRow = (rows + 1) / 2;
  const middleColumn = (columns + 1) / 2;
  let best: { seats: string[]; distance: number } | null = null;

  for (let row = 1; row <= rows; row++) {
    for (const run of freeRuns(input, row)) {
      for (let start = 0; start + count <= run.length; start++) {
        const before = start;
        const after = run.length - start - count;
        if (before === 1 || after === 1) continue;
        const seats = run.slice(start, start + count);
        const first = columnOf(seats[0] as string);
        const last = columnOf(seats[seats.length - 1] as string);
        const distance = Math.hypot(row - middleRow, (first + last) / 2 - middleColumn);
        if (!best || distance < best.distance) best = { seats, distance };
      }
    }
  }
  return best?.seats ?? null;
}

const columnOf = (seatIndex: string) => Number(seatIndex.split('-')[1]);

/** The row's stretches of free seats; a taken seat or a cell that is not a seat ends a stretch. */
function freeRuns(input: BestAvailableInput, row: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (let column = 1; column <= input.columns; column++) {
    const seatIndex = `${row}-${column}`;
    if (input.isSeat(seatIndex) && input.isFree(seatIndex)) {
      run.push(seatIndex);
      continue;
    }
    if (run.length > 0) runs.push(run);
    run = [];
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
