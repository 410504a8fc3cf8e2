import type {
  PublicResultsResponse,
  PublishResultsRequest,
  ResultsRequest,
  ResultsResponse,
} from '@screener/contracts/ballots';
import type { LanguageCode } from '@screener/contracts/language';
import { and, asc, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { findFilmTitles } from '../films/index.ts';
import { findEventTitles } from '../screenings/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import { noVotes, rankTallies } from './ranking.ts';
import { awardCategories, ballotVotes, competitionEntries } from './schema.ts';

const pairKey = (screenerId: number, filmId: number) => `${screenerId}:${filmId}`;

/** Which results: the back-office's filters, and for the public page the published categories only. */
type ResultsQuery = ResultsRequest & { publishedOnly?: boolean; language?: LanguageCode };

/**
 * Each category's films with their average, count, distribution and rank (`admin/ballots/results`),
 * read from the votes as they are now. A film counts in every category it competes in. Titles are
 * in `language` where one is written (the public page), else the default's.
 */
export async function ballotResults(
  db: DbExecutor,
  companyId: number,
  query: ResultsQuery,
): Promise<ResultsResponse> {
  const filters: SQL[] = [ofCompany(competitionEntries, companyId)];
  if (query.category_id !== undefined) filters.push(eq(competitionEntries.categoryId, query.category_id));
  if (query.screener_id !== undefined) filters.push(eq(competitionEntries.screenerId, query.screener_id));
  if (query.publishedOnly) filters.push(isNotNull(awardCategories.resultsPublishedAt));
  const entries = await db
    .select({
      categoryId: competitionEntries.categoryId,
      name: awardCategories.name,
      publishedAt: awardCategories.resultsPublishedAt,
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
    findFilmTitles(db, companyId, filmIds, query.language),
    findEventTitles(db, companyId, screenerIds, query.language),
  ]);
  const distributions = new Map<string, number[]>();
  for (const vote of votes) {
    const key = pairKey(vote.screenerId, vote.filmId);
    const distribution = distributions.get(key) ?? noVotes();
    distribution[vote.rating - 1] = vote.votes;
    distributions.set(key, distribution);
  }
  const categories = new Map<number, { name: string; published: boolean; entries: typeof entries }>();
  for (const entry of entries) {
    const category = categories.get(entry.categoryId) ?? {
      name: entry.name,
      published: entry.publishedAt !== null,
      entries: [],
    };
    category.entries.push(entry);
    categories.set(entry.categoryId, category);
  }
  return {
    categories: [...categories].map(([categoryId, category]) => ({
      category_id: categoryId,
      name: category.name,
      published: category.published,
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

/**
 * The site's public results page (`ballot/results`): the published categories only, each with its
 * films that have a vote, ranked as the back-office ranks them; no distribution. A category whose
 * films have no vote yet is listed empty.
 */
export async function publicBallotResults(
  db: DbExecutor,
  companyId: number,
  language: LanguageCode,
): Promise<PublicResultsResponse> {
  const results = await ballotResults(db, companyId, { publishedOnly: true, language });
  return {
    categories: results.categories.map((category) => ({
      category_id: category.category_id,
      name: category.name,
      films: category.films.flatMap((film) =>
        film.rank === null || film.average === null
          ? []
          : [
              {
                screener_id: film.screener_id,
                event_title: film.event_title,
                film_id: film.film_id,
                title: film.title,
                average: film.average,
                count: film.count,
                rank: film.rank,
                tied_with: film.tied_with,
              },
            ],
      ),
    })),
  };
}

/**
 * Shows a category's results on the public page or takes them off, with an audit entry; publishing
 * a published category keeps the moment it was first published.
 */
export async function publishResults(
  db: Db,
  change: { companyId: number; actor: AuditActor; now: Date },
  input: PublishResultsRequest,
): Promise<{ category_id: number; published: boolean }> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(awardCategories.id, input.category_id),
      ofCompany(awardCategories, change.companyId),
    );
    const [before] = await tx
      .select({ publishedAt: awardCategories.resultsPublishedAt })
      .from(awardCategories)
      .where(where)
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const publishedAt = input.published ? (before.publishedAt ?? change.now) : null;
    await tx.update(awardCategories).set({ resultsPublishedAt: publishedAt }).where(where);
    await writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: input.published ? 'ballot_results.publish' : 'ballot_results.unpublish',
      targetType: 'award_category',
      targetId: input.category_id,
      before: { published: before.publishedAt !== null },
      after: { published: input.published },
      now: change.now,
    });
    return { category_id: input.category_id, published: input.published };
  });
}

/** Whether the company shows any category's results on its site (the header's Awards entry). */
export async function hasPublishedResults(db: DbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: awardCategories.id })
    .from(awardCategories)
    .where(and(ofCompany(awardCategories, companyId), isNotNull(awardCategories.resultsPublishedAt)))
    .limit(1);
  return row !== undefined;
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
