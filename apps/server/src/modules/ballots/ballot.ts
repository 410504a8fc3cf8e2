import type { BallotFilm, BallotResponse, VoteRequest } from '@screener/contracts/ballots';
import { toApiDateTime } from '@screener/contracts/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEventFilms } from '../screenings/index.ts';
import { readCompetition } from './competition.ts';
import { eligibleFilmIds } from './eligibility.ts';
import { awardCategories, ballotVotes } from './schema.ts';
import { lastOpenClose } from './voting-window.ts';

type Voter = { companyId: number; consumerId: number; now: Date };

/** The event's films in competition with their categories, whether each takes votes, and eligibility. */
async function ballotFilms(db: DbExecutor, voter: Voter, screenerId: number): Promise<BallotFilm[]> {
  const event = await findEventFilms(db, voter.companyId, screenerId);
  if (!event) throw new AppError('NOT_FOUND');
  const { entries, windows } = await readCompetition(db, voter.companyId, screenerId);
  const competing = event.films.filter((film) => entries.some((entry) => entry.filmId === film.id));
  if (competing.length === 0) return [];
  const categoryIds = [...new Set(entries.map((entry) => entry.categoryId))];
  const [categories, eligible, votes] = await Promise.all([
    db
      .select({ id: awardCategories.id, name: awardCategories.name })
      .from(awardCategories)
      .where(and(ofCompany(awardCategories, voter.companyId), inArray(awardCategories.id, categoryIds))),
    eligibleFilmIds(db, { ...voter, screenerId, films: competing }),
    db
      .select({ filmId: ballotVotes.filmId, rating: ballotVotes.rating })
      .from(ballotVotes)
      .where(
        and(
          ofCompany(ballotVotes, voter.companyId),
          eq(ballotVotes.screenerId, screenerId),
          eq(ballotVotes.consumerId, voter.consumerId),
        ),
      ),
  ]);
  const ratings = new Map(votes.map((vote) => [vote.filmId, vote.rating]));
  return competing.map((film) => {
    const filmCategories = entries
      .filter((entry) => entry.filmId === film.id)
      .flatMap((entry) => categories.filter((category) => category.id === entry.categoryId));
    const closesAt = lastOpenClose(
      windows.filter((window) => filmCategories.some((category) => category.id === window.categoryId)),
      voter.now,
    );
    return {
      film_id: film.id,
      title: film.title,
      thumbnail: film.thumbnail,
      categories: filmCategories,
      open: closesAt !== null,
      closes_at: closesAt && toApiDateTime(closesAt),
      eligible: eligible.has(film.id),
      my_rating: ratings.get(film.id) ?? null,
    };
  });
}

/** The viewer's ballot for an event (`ballot/get`). */
export async function getBallot(db: DbExecutor, voter: Voter, screenerId: number): Promise<BallotResponse> {
  const films = await ballotFilms(db, voter, screenerId);
  return { screener_id: screenerId, open: films.some((film) => film.open), films };
}

/**
 * Stores the viewer's stars for a film (`ballot/vote`): only for a film in competition, while one of
 * its categories takes votes, and when the viewer may rate it. A second vote replaces the first in
 * the same row: the unique index and the upsert make two votes at once one row, the later rating.
 */
export async function castVote(
  db: DbExecutor,
  voter: Voter,
  input: VoteRequest,
): Promise<{ film_id: number; my_rating: number }> {
  const film = (await ballotFilms(db, voter, input.screener_id)).find(
    (item) => item.film_id === input.film_id,
  );
  if (!film) throw new AppError('FILM_NOT_IN_COMPETITION');
  if (!film.open) throw new AppError('VOTING_CLOSED');
  if (!film.eligible) throw new AppError('NOT_ELIGIBLE_TO_VOTE');
  const [row] = await db
    .insert(ballotVotes)
    .values({
      companyId: voter.companyId,
      screenerId: input.screener_id,
      filmId: input.film_id,
      consumerId: voter.consumerId,
      rating: input.rating,
      createdAt: voter.now,
      updatedAt: voter.now,
    })
    .onConflictDoUpdate({
      target: [ballotVotes.consumerId, ballotVotes.screenerId, ballotVotes.filmId],
      set: { rating: input.rating, updatedAt: voter.now },
    })
    .returning({ rating: ballotVotes.rating });
  if (!row) throw new Error('a vote stored no row');
  return { film_id: input.film_id, my_rating: row.rating };
}
