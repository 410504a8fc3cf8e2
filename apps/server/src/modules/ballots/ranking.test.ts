import { describe, expect, it } from 'vitest';
import { watchedHalf } from './eligibility.ts';
import { rankTallies } from './ranking.ts';

const tally = (title: string, distribution: number[]) => ({ key: title, title, distribution });

describe('rankTallies', () => {
  it('ranks by average, shares a rank between equal averages and skips the next, naming the ties', () => {
    const ranked = rankTallies([
      tally('C', [0, 0, 1, 0, 1]), // 4.00 from 2 votes
      tally('A', [0, 0, 0, 0, 1]), // 5.00
      tally('B', [0, 0, 0, 2, 0]), // 4.00 from 2 votes
      tally('D', [1, 0, 0, 0, 0]), // 1.00
      tally('E', [0, 0, 0, 0, 0]), // no vote
    ]);
    expect(ranked.map((film) => [film.title, film.rank, film.average, film.count, film.tiedWith])).toEqual([
      ['A', 1, 5, 1, []],
      ['B', 2, 4, 2, ['C']],
      ['C', 2, 4, 2, ['B']],
      ['D', 4, 1, 1, []],
      ['E', null, null, 0, []],
    ]);
  });

  it('compares averages exactly: 13/3, 26/6 and 1300/300 tie, 4.33 and 4.35 do not', () => {
    const ranked = rankTallies([
      tally('Three votes', [0, 0, 0, 2, 1]), // 13/3
      tally('Six votes', [0, 0, 0, 4, 2]), // 26/6
      tally('Three hundred votes', [0, 0, 0, 200, 100]), // 1300/300
    ]);
    expect(ranked.every((film) => film.rank === 1)).toBe(true);
    expect(ranked[0]?.tiedWith).toHaveLength(2);
    const apart = rankTallies([tally('X', [0, 0, 0, 2, 1]), tally('Y', [0, 0, 0, 65, 35])]); // 4.333 and 4.35
    expect(apart.map((film) => [film.title, film.rank])).toEqual([
      ['Y', 1],
      ['X', 2],
    ]);
  });
});

describe('watchedHalf', () => {
  it('asks for half of a known length, and never for a film of unknown length', () => {
    expect(watchedHalf({ lengthSeconds: 600 }, 300)).toBe(true);
    expect(watchedHalf({ lengthSeconds: 600 }, 299)).toBe(false);
    expect(watchedHalf({ lengthSeconds: 601 }, 300)).toBe(false);
    expect(watchedHalf({ lengthSeconds: null }, 10_000)).toBe(false);
    expect(watchedHalf({ lengthSeconds: 0 }, 10)).toBe(false);
  });
});
