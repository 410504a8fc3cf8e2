import {
  type AdminEvent,
  type AdminEventFilm,
  type AdminEventRow,
  type EventSaleChange,
  type EventTranslations,
  kindToStored,
  storedToKind,
  type ZAdminEventInput,
  type ZListAdminEventsRequest,
} from '@screener/contracts/admin-events';
import { ADMIN_LIST_COUNT_AHEAD, type AdminListTotal } from '@screener/contracts/admin-list';
import { parseApiDateTime, toApiDateTime } from '@screener/contracts/dates';
import { validationMessage } from '@screener/contracts/validation';
import { and, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import {
  boundedTotal,
  type ListSort,
  listSortOrder,
  matchingFirst,
  pageWindow,
  searchCondition,
  totalAhead,
  walkAhead,
} from '../../lib/admin-list.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { findFilmTitles } from '../films/index.ts';
import { type EventStageStore, stageColumnsOf, stageViewOf } from './admin-event-stage.ts';
import { listScreenerFilmIds } from './find-screener.ts';
import { screenerFilms, screeners } from './schema.ts';

type Input = z.output<typeof ZAdminEventInput>;
type ScreenerRecord = typeof screeners.$inferSelect;
/** Viewers enrolled per event (enrollment's count, handed in by the app). */
export type SalesCounter = (db: DbExecutor, screenerIds: number[]) => Promise<Map<number, number>>;

const companyEvent = (companyId: number, screenerId: number) =>
  and(eq(screeners.id, screenerId), ofCompany(screeners, companyId));

/**
 * The editor's texts once cleaned: the description sanitised, the translations checked and
 * sanitised (absent: an update keeps the saved ones).
 */
export type CleanTexts = { description: string; translations: EventTranslations | undefined };

/** The columns the editor's body sets. */
function columnsOf(input: Input, { description, translations }: CleanTexts) {
  const { eventType, isVod } = kindToStored(input.kind);
  return {
    ...(translations && { translations }),
    title: input.title,
    eventType,
    isVodEvent: isVod,
    screeningStartsAt: parseApiDateTime(input.starts_at),
    screeningEndsAt: parseApiDateTime(input.ends_at),
    registrationEndsAt: input.registration_ends_at ? parseApiDateTime(input.registration_ends_at) : null,
    screeningTolerance: input.tolerance_minutes,
    limitation: input.capacity,
    description,
    thumbnailUrl: input.thumbnail_url,
    allowChatRoom: input.chat_room,
    monetizationEnabled: input.paid,
    vodAvailability: input.rental_hours,
    geoMode: input.geo_mode,
    geoCountries: input.geo_mode === 'all' ? [] : [...new Set(input.geo_countries)].sort(),
    ...stageColumnsOf(input),
  };
}

async function playlistOf(db: DbExecutor, companyId: number, screenerId: number): Promise<AdminEventFilm[]> {
  const filmIds = await listScreenerFilmIds(db, screenerId);
  const titles = await findFilmTitles(db, companyId, filmIds);
  return filmIds.flatMap((id) => {
    const title = titles.get(id);
    return title === undefined ? [] : [{ id, title }];
  });
}

function eventView(
  row: ScreenerRecord,
  playlist: AdminEventFilm[],
  sales: number,
  stage: Awaited<ReturnType<EventStageStore['read']>>,
): AdminEvent {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    kind: storedToKind(row.eventType, row.isVodEvent),
    starts_at: toApiDateTime(row.screeningStartsAt),
    ends_at: toApiDateTime(row.screeningEndsAt),
    registration_ends_at: toApiDateTimeOrNull(row.registrationEndsAt),
    tolerance_minutes: row.screeningTolerance,
    capacity: row.limitation,
    description: row.description,
    thumbnail_url: row.thumbnailUrl,
    films: playlist,
    chat_room: row.allowChatRoom,
    paid: row.monetizationEnabled,
    rental_hours: row.vodAvailability,
    geo_mode: row.geoMode,
    geo_countries: row.geoCountries,
    sales,
    updated_at: toApiDateTime(row.updatedAt),
    translations: row.translations,
    ...stageViewOf(row, stage),
  };
}

/** What reading an event takes from other modules: enrollment's sales, the watch module's streams. */
export type EventReaders = { sales: SalesCounter; stage: EventStageStore };

export async function readAdminEvent(
  db: DbExecutor,
  readers: EventReaders,
  companyId: number,
  screenerId: number,
): Promise<AdminEvent> {
  const [row] = await db.select().from(screeners).where(companyEvent(companyId, screenerId));
  if (!row) throw new AppError('NOT_FOUND');
  const [playlist, counts, stage] = await Promise.all([
    playlistOf(db, companyId, row.id),
    readers.sales(db, [row.id]),
    readers.stage.read(db, row.id),
  ]);
  return eventView(row, playlist, counts.get(row.id) ?? 0, stage);
}

/** The company's own films among `ids`, or a 400 on the playlist naming none of another company's. */
async function checkFilms(db: DbExecutor, companyId: number, ids: number[]): Promise<void> {
  const found = await findFilmTitles(db, companyId, ids);
  if (found.size !== ids.length) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { 'event.film_ids': [validationMessage('validation.invalid_id')] } },
    });
  }
}

async function writePlaylist(db: DbExecutor, screenerId: number, filmIds: number[]): Promise<void> {
  await db.delete(screenerFilms).where(eq(screenerFilms.screenerId, screenerId));
  if (filmIds.length === 0) return;
  const rows: (typeof screenerFilms.$inferInsert)[] = filmIds.map((filmId, position) => ({
    screenerId,
    filmId,
    position,
  }));
  await db.insert(screenerFilms).values(rows);
}

export async function insertAdminEvent(
  db: DbExecutor,
  companyId: number,
  input: Input,
  texts: CleanTexts,
  now: Date,
): Promise<number> {
  await checkFilms(db, companyId, input.film_ids);
  const [row] = await db
    .insert(screeners)
    .values({ companyId, ...columnsOf(input, texts), status: 'draft', createdAt: now, updatedAt: now })
    .returning({ id: screeners.id });
  if (!row) throw new Error('event not inserted');
  await writePlaylist(db, row.id, input.film_ids);
  return row.id;
}

/**
 * What saving `input` would take from the buyers of a published event: the films leaving its
 * playlist and the dates that move. Nothing for a draft or an event nobody has bought.
 */
export function changesForBuyers(before: AdminEvent, input: Input): EventSaleChange[] {
  if (before.status !== 'published' || before.sales === 0) return [];
  const changes: EventSaleChange[] = [];
  const kept = new Set(input.film_ids);
  const removed = before.films.filter((film) => !kept.has(film.id));
  if (removed.length > 0) changes.push({ field: 'films', removed });
  if (before.starts_at !== input.starts_at) {
    changes.push({ field: 'starts_at', before: before.starts_at, after: input.starts_at });
  }
  if (before.ends_at !== input.ends_at) {
    changes.push({ field: 'ends_at', before: before.ends_at, after: input.ends_at });
  }
  return changes;
}

/** Locks the event's row for the transaction and reads it as the editor shows it. */
export async function lockAdminEvent(
  db: DbExecutor,
  readers: EventReaders,
  companyId: number,
  screenerId: number,
): Promise<AdminEvent> {
  const [locked] = await db
    .select({ id: screeners.id })
    .from(screeners)
    .where(companyEvent(companyId, screenerId))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');
  return readAdminEvent(db, readers, companyId, screenerId);
}

export async function replaceAdminEvent(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
  change: { input: Input; texts: CleanTexts; now: Date },
): Promise<void> {
  await checkFilms(db, companyId, change.input.film_ids);
  await db
    .update(screeners)
    .set({ ...columnsOf(change.input, change.texts), updatedAt: change.now })
    .where(companyEvent(companyId, screenerId));
  await writePlaylist(db, screenerId, change.input.film_ids);
}

/** A draft copy of the event with its fields and playlist, not its sales, plans or venue. */
export async function copyAdminEvent(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
  now: Date,
): Promise<number> {
  const [source] = await db.select().from(screeners).where(companyEvent(companyId, screenerId));
  if (!source) throw new AppError('NOT_FOUND');
  const { id: _id, createdAt: _created, updatedAt: _updated, status: _status, ...fields } = source;
  const [copy] = await db
    .insert(screeners)
    .values({ ...fields, status: 'draft', createdAt: now, updatedAt: now })
    .returning({ id: screeners.id });
  if (!copy) throw new Error('event not copied');
  await writePlaylist(db, copy.id, await listScreenerFilmIds(db, source.id));
  return copy.id;
}

export async function setAdminEventStatus(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
  status: 'draft' | 'published',
  now: Date,
): Promise<void> {
  await db.update(screeners).set({ status, updatedAt: now }).where(companyEvent(companyId, screenerId));
}

const SORT_COLUMNS = {
  title: screeners.title,
  starts_at: screeners.screeningStartsAt,
  ends_at: screeners.screeningEndsAt,
  status: screeners.status,
};

/**
 * How many films an event's playlist holds, as a column of the page's own statement. The event's
 * id is named with its table: drizzle leaves a selected column bare, and a bare "id" here would
 * be the playlist row's own.
 */
const filmCount =
  sql<number>`(select count(*) from ${screenerFilms} where ${screenerFilms.screenerId} = ${screeners}.${sql.identifier(screeners.id.name)})`.mapWith(
    Number,
  );

/** What the list shows of each event, with its film count. */
const ROW_COLUMNS = {
  id: screeners.id,
  title: screeners.title,
  eventType: screeners.eventType,
  isVod: screeners.isVodEvent,
  status: screeners.status,
  startsAt: screeners.screeningStartsAt,
  endsAt: screeners.screeningEndsAt,
  chatRoom: screeners.allowChatRoom,
  filmCount,
};

type PageQuery = { where: SQL | undefined; sort: ListSort; window: { limit: number; offset: number } };

/**
 * A page within the first `ADMIN_LIST_COUNT_AHEAD` rows: its ids from the index that gives the
 * order (the walk stops after the page), beside a count that needs no order. Here this costs
 * less than one walk, which keeps and sorts every row up to the bound.
 */
async function pageNearTheTop(db: DbExecutor, { where, sort, window }: PageQuery) {
  const order = listSortOrder(sort, screeners.id);
  const pageIds = db
    .select({ id: screeners.id })
    .from(screeners)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [rows, total] = await Promise.all([
    db
      .select(ROW_COLUMNS)
      .from(screeners)
      .where(inArray(screeners.id, pageIds))
      .orderBy(...order),
    boundedTotal(db, screeners, where, window),
  ]);
  return { rows, total };
}

/**
 * A deeper page: the page and its total from one walk (`walkAhead`), as the count's walk would
 * otherwise pass the offset a second time, at least as many rows as the page's walk adds.
 */
async function deepPage(db: DbExecutor, { where, sort, window }: PageQuery) {
  const walk = walkAhead(db, { table: screeners, id: screeners.id, where, sort }, window);
  const rows = await db
    .select({ ...ROW_COLUMNS, ahead: walk.ahead })
    .from(walk)
    .innerJoin(screeners, eq(screeners.id, walk.id))
    .orderBy(...listSortOrder(sort, screeners.id));
  const total = await totalAhead(rows[0]?.ahead, window, () => boundedTotal(db, screeners, where, window));
  return { rows, total };
}

/**
 * A searched page, at any depth: the matches and their exact total from `matchingFirst`. A page
 * past the last match has no row to carry the total, so it is counted on its own.
 */
async function searchedPage(db: DbExecutor, { where, sort, window }: PageQuery) {
  const walk = matchingFirst(db, { table: screeners, id: screeners.id, where, sort }, window);
  const rows = await db
    .select({ ...ROW_COLUMNS, matched: walk.total })
    .from(walk)
    .innerJoin(screeners, eq(screeners.id, walk.id))
    .orderBy(...listSortOrder(sort, screeners.id));
  const first = rows[0];
  const total = first
    ? { total: first.matched, total_exact: true }
    : await boundedTotal(db, screeners, where, window);
  return { rows, total };
}

/**
 * One page of the company's events with their film counts and the bounded total, then the page's
 * sales. Only the page's rows are read whole.
 */
export async function listAdminEvents(
  db: DbExecutor,
  sales: SalesCounter,
  companyId: number,
  request: z.output<typeof ZListAdminEventsRequest>,
  now: Date,
): Promise<{ rows: AdminEventRow[] } & AdminListTotal> {
  const conditions: (SQL | undefined)[] = [ofCompany(screeners, companyId)];
  conditions.push(searchCondition(request.search, [screeners.title]));
  if (request.kind !== null) {
    const { eventType, isVod } = kindToStored(request.kind);
    conditions.push(eq(screeners.eventType, eventType), eq(screeners.isVodEvent, isVod));
  }
  if (request.published === 'published') conditions.push(eq(screeners.status, 'published'));
  if (request.published === 'draft') conditions.push(ne(screeners.status, 'published'));
  if (request.when === 'upcoming') conditions.push(gte(screeners.screeningEndsAt, now));
  if (request.when === 'past') conditions.push(lt(screeners.screeningEndsAt, now));
  const where = and(...conditions);
  const window = pageWindow(request);

  const sort: ListSort = request.sort_field
    ? { column: SORT_COLUMNS[request.sort_field], direction: request.sort_direction }
    : { column: screeners.screeningStartsAt, direction: 'asc' };
  const query = { where, sort, window };
  const { rows, total } = request.search
    ? await searchedPage(db, query)
    : window.offset < ADMIN_LIST_COUNT_AHEAD
      ? await pageNearTheTop(db, query)
      : await deepPage(db, query);
  const salesCounts = await sales(
    db,
    rows.map((row) => row.id),
  );
  return {
    ...total,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: storedToKind(row.eventType, row.isVod),
      status: row.status,
      starts_at: toApiDateTime(row.startsAt),
      ends_at: toApiDateTime(row.endsAt),
      film_count: row.filmCount,
      chat_room: row.chatRoom,
      sales: salesCounts.get(row.id) ?? 0,
    })),
  };
}
