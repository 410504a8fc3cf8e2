import type { CompetitionResponse, SaveCompetitionRequest } from '@screener/contracts/ballots';
import { parseApiDateTime, toApiDateTime } from '@screener/contracts/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEventFilms } from '../screenings/index.ts';
import { awardCategories, competitionEntries, votingWindows } from './schema.ts';

/** One event's entries (film and category) and windows, as stored. */
export async function readCompetition(db: DbExecutor, companyId: number, screenerId: number) {
  const [entries, windows] = await Promise.all([
    db
      .select({ filmId: competitionEntries.filmId, categoryId: competitionEntries.categoryId })
      .from(competitionEntries)
      .where(and(ofCompany(competitionEntries, companyId), eq(competitionEntries.screenerId, screenerId))),
    db
      .select({
        categoryId: votingWindows.categoryId,
        opensAt: votingWindows.opensAt,
        closesAt: votingWindows.closesAt,
      })
      .from(votingWindows)
      .where(and(ofCompany(votingWindows, companyId), eq(votingWindows.screenerId, screenerId))),
  ]);
  return { entries, windows };
}

async function eventFilmsOrRefuse(db: DbExecutor, companyId: number, screenerId: number) {
  const event = await findEventFilms(db, companyId, screenerId);
  if (!event) throw new AppError('NOT_FOUND');
  return event;
}

/** Every film of the event with the categories it competes in, and the event's windows. */
export async function getCompetition(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<CompetitionResponse> {
  const event = await eventFilmsOrRefuse(db, companyId, screenerId);
  const { entries, windows } = await readCompetition(db, companyId, screenerId);
  return {
    screener_id: screenerId,
    films: event.films.map((film) => ({
      film_id: film.id,
      title: film.title,
      category_ids: entries.filter((entry) => entry.filmId === film.id).map((entry) => entry.categoryId),
    })),
    windows: windows.map((window) => ({
      category_id: window.categoryId,
      opens_at: toApiDateTime(window.opensAt),
      closes_at: toApiDateTime(window.closesAt),
    })),
  };
}

const fieldRefusal = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { details: { fields: { [field]: [message] } } });

/**
 * Replaces which films of the event compete in which categories and when each category takes
 * votes. Votes already cast stay stored; a film taken out of competition no longer counts.
 */
export async function saveCompetition(
  db: DbExecutor,
  companyId: number,
  input: SaveCompetitionRequest,
): Promise<CompetitionResponse> {
  const event = await eventFilmsOrRefuse(db, companyId, input.screener_id);
  const eventFilmIds = new Set(event.films.map((film) => film.id));
  if (input.films.some((film) => !eventFilmIds.has(film.film_id)))
    throw fieldRefusal('films', 'A film of another event');
  const categoryIds = [
    ...new Set([
      ...input.films.flatMap((film) => film.category_ids),
      ...input.windows.map((window) => window.category_id),
    ]),
  ];
  const known =
    categoryIds.length === 0
      ? []
      : await db
          .select({ id: awardCategories.id })
          .from(awardCategories)
          .where(and(ofCompany(awardCategories, companyId), inArray(awardCategories.id, categoryIds)));
  if (known.length !== categoryIds.length) throw fieldRefusal('films', 'An unknown award category');
  const windowCategories = input.windows.map((window) => window.category_id);
  if (new Set(windowCategories).size !== windowCategories.length)
    throw fieldRefusal('windows', 'One window per category');
  const entries = input.films.flatMap((film) =>
    [...new Set(film.category_ids)].map((categoryId) => ({
      companyId,
      screenerId: input.screener_id,
      filmId: film.film_id,
      categoryId,
    })),
  );
  await db.transaction(async (tx) => {
    await tx
      .delete(competitionEntries)
      .where(
        and(ofCompany(competitionEntries, companyId), eq(competitionEntries.screenerId, input.screener_id)),
      );
    await tx
      .delete(votingWindows)
      .where(and(ofCompany(votingWindows, companyId), eq(votingWindows.screenerId, input.screener_id)));
    if (entries.length > 0) await tx.insert(competitionEntries).values(entries);
    if (input.windows.length > 0)
      await tx.insert(votingWindows).values(
        input.windows.map((window) => ({
          companyId,
          screenerId: input.screener_id,
          categoryId: window.category_id,
          opensAt: parseApiDateTime(window.opens_at),
          closesAt: parseApiDateTime(window.closes_at),
        })),
      );
  });
  return getCompetition(db, companyId, input.screener_id);
}
