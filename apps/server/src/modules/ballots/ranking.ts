import { RATING_MAX } from '@screener/contracts/ballots';

/** A film's votes in one category: how many gave each number of stars (index 0 is one star). */
export type Tally = { key: string; title: string; distribution: number[] };

export type Ranked<T extends Tally> = T & {
  average: number | null;
  count: number;
  rank: number | null;
  tiedWith: string[];
};

const countOf = (tally: Tally) => tally.distribution.reduce((total, votes) => total + votes, 0);
const starsOf = (tally: Tally) =>
  tally.distribution.reduce((total, votes, index) => total + votes * (index + 1), 0);

/** Compares averages exactly (a/b against c/d), so 2/3 and 4/6 tie where rounding might not. */
function compareAverages(a: Tally, b: Tally): number {
  return starsOf(b) * countOf(a) - starsOf(a) * countOf(b);
}

/**
 * Ranks films by their average stars, best first. Equal averages share a rank and the next rank
 * skips (1, 1, 3); each film names the films it ties with. Films without a vote come last, unranked.
 */
export function rankTallies<T extends Tally>(tallies: T[]): Ranked<T>[] {
  const voted = tallies.filter((tally) => countOf(tally) > 0);
  const unvoted = tallies.filter((tally) => countOf(tally) === 0);
  const byAverage = [...voted].sort(
    (a, b) => compareAverages(a, b) || countOf(b) - countOf(a) || a.title.localeCompare(b.title),
  );
  const ranked: Ranked<T>[] = [];
  byAverage.forEach((tally, index) => {
    const previous = ranked[index - 1];
    const sameAsPrevious = previous !== undefined && compareAverages(previous, tally) === 0;
    const count = countOf(tally);
    ranked.push({
      ...tally,
      average: Math.round((starsOf(tally) / count) * 100) / 100,
      count,
      rank: sameAsPrevious ? previous.rank : index + 1,
      tiedWith: byAverage
        .filter((other) => other.key !== tally.key && compareAverages(other, tally) === 0)
        .map((other) => other.title),
    });
  });
  return [
    ...ranked,
    ...[...unvoted]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((tally) => ({ ...tally, average: null, count: 0, rank: null, tiedWith: [] })),
  ];
}

/** An empty distribution, one place per number of stars. */
export const noVotes = (): number[] => Array.from({ length: RATING_MAX }, () => 0);
