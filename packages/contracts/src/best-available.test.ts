import { describe, expect, it } from 'vitest';
import { bestAvailableSeats } from './best-available.ts';

/** A hall drawn as text: one line per row, `.` free, `x` taken, `|` an aisle. */
function hall(...lines: string[]) {
  const cell = (seatIndex: string) => {
    const [row, column] = seatIndex.split('-').map(Number) as [number, number];
    return lines[row - 1]?.[column - 1];
  };
  return {
    rows: lines.length,
    columns: Math.max(...lines.map((line) => line.length)),
    isSeat: (seatIndex: string) => cell(seatIndex) !== '|' && cell(seatIndex) !== undefined,
    isFree: (seatIndex: string) => cell(seatIndex) === '.',
  };
}

describe('best available seats', () => {
  it('picks side-by-side seats in the row nearest the middle, centred', () => {
    expect(bestAvailableSeats({ ...hall('.......', '.......', '.......'), count: 3 })).toEqual([
      '2-3',
      '2-4',
      '2-5',
    ]);
  });

  it('never leaves one lone free seat beside the group', () => {
    // Row 2 has four free seats between taken ones: two there would strand one; the group of four fits exactly.
    const taken = hall('xxxxxxx', 'x....xx', 'xxxxxxx');
    expect(bestAvailableSeats({ ...taken, count: 3 })).toBeNull();
    expect(bestAvailableSeats({ ...taken, count: 4 })).toEqual(['2-2', '2-3', '2-4', '2-5']);
    expect(bestAvailableSeats({ ...taken, count: 2 })).toEqual(['2-4', '2-5']);
  });

  it('does not seat a group across an aisle', () => {
    expect(bestAvailableSeats({ ...hall('..|..'), count: 3 })).toBeNull();
    expect(bestAvailableSeats({ ...hall('..|..'), count: 2 })).toEqual(['1-1', '1-2']);
  });

  it('moves to another row when the middle one is full', () => {
    expect(bestAvailableSeats({ ...hall('.....', 'xxxxx', '.....'), count: 5 })).toEqual([
      '1-1',
      '1-2',
      '1-3',
      '1-4',
      '1-5',
    ]);
    expect(bestAvailableSeats({ ...hall('.....'), count: 0 })).toBeNull();
  });
});
