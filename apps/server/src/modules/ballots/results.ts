import type { ResultsRequest, ResultsResponse } from '@screener/contracts/ballots';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { findEventTitles, findFilmTitles } from '../screenings/index.ts';
import { noVotes, rankTallies } from './ranking.ts';
import { awardCategories, ballotVotes, competitionEntries } from './schema.ts';

const pairKey = (screenerId: number, filmId: number) => `${screenerId}:${filmId}`;

/**
 * Each category's films with their average, count, distribution and rank (`admin/ballots/results`),
 * read from the votes as they are now. A film counts in every category it competes in.
 */
export async function ballotResults(
  db: DbExecutor,
  companyId: number,
  query: ResultsRequest,
): Promise<ResultsResponse> {
  const filters: SQL[] = [ofCompany(competitionEntries, companyId)];
  if (query.category_id !== undefined) filters.push(eq(competitionEntries.categoryId, query.category_id));
  if (query.screener_id !== undefined) filters.push(eq(competitionEntries.screenerId, query.screener_id));
  const entries = await db
    .select({
      categoryId: competitionEntries.categoryId,
      name: awardCategories.name,
      screenerId: competitionEntries.screenerId,
      filmId: competitionEntries.filmId,
    })
    .from(competitionEntries)
    .innerJoin(awardCategories, eq(awardCategories.id, competitionEntries.categoryId))
    .where(and(...filters))
    .orderBy(asc(awardCategories.name), asc(awardCategories.id));
  if (entries.length === 0) return { categories: [] };
  const screenerIds = [...new Set(entries.map((entry) => entry.screenerId))];
  const filmIds = [...new Set(entries.map((entry) => entry.filmId))];
  const [votes, filmTitles, eventTitles] = await Promise.all([
    db
      .select({
        screenerId: ballotVotes.screenerId,
        filmId: ballotVotes.filmId,
        rating: ballotVotes.rating,
        votes: count(),
      })
      .from(ballotVotes)
      .where(
        and(
          ofCompany(ballotVotes, companyId),
          inArray(ballotVotes.screenerId, screenerIds),
          inArray(ballotVotes.filmId, filmIds),
        ),
      )
      .groupBy(ballotVotes.screenerId, ballotVotes.filmId, ballotVotes.rating),
    findFilmTitles(db, companyId, filmIds),
    findEventTitles(db, companyId, screenerIds),
  ]);
  const distributions = new Map<string, number[]>();
  for (const vote of votes) {
    const key = pairKey(vote.screenerId, vote.filmId);
    const distribution = distributions.get(key) ?? noVotes();
    distribution[vote.rating - 1] = vote.votes;
    distributions.set(key, distribution);
  }
  const categories = new Map<number, { name: string; entries: typeof entries }>();
  for (const entry of entries) {
    const category = categories.get(entry.categoryId) ?? { name: entry.name, entries: [] };
    category.entries.push(entry);
    categories.set(entry.categoryId, category);
  }
  return {
    categories: [...categories].map(([categoryId, category]) => ({
      category_id: categoryId,
      name: category.name,
      films: rankTallies(
        category.entries.map((entry) => ({
          key: pairKey(entry.screenerId, entry.filmId),
          screenerId: entry.screenerId,
          filmId: entry.filmId,
          title: filmTitles.get(entry.filmId) ?? '',
          distribution: distributions.get(pairKey(entry.screenerId, entry.filmId)) ?? noVotes(),
        })),
      ).map((film) => ({
        screener_id: film.screenerId,
        event_title: eventTitles.get(film.screenerId) ?? '',
        film_id: film.filmId,
        title: film.title,
        average: film.average,
        count: film.count,
        distribution: film.distribution,
        rank: film.rank,
        tied_with: film.tiedWith,
      })),
    })),
  };
}

export async function ballotResultsCsv(
  db: DbExecutor,
  companyId: number,
  query: ResultsRequest,
): Promise<Buffer> {
  const results = await ballotResults(db, companyId, query);
  return csvFile(
    [
      'category',
      'rank',
      'film',
      'event',
      'average',
      'votes',
      'stars_1',
      'stars_2',
      'stars_3',
      'stars_4',
      'stars_5',
      'tied_with',
    ],
    results.categories.flatMap((category) =>
      category.films.map((film) => [
        category.name,
        film.rank,
        film.title,
        film.event_title,
        film.average,
        film.count,
        ...film.distribution,
        film.tied_with.join('; '),
      ]),
    ),
  );
}
