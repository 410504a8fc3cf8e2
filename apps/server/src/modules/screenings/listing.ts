import type { Paginated } from '@screener/contracts/api';
import type { LanguageCode } from '@screener/contracts/language';
import type { CompanyMedia, GeoAvailability, Screener, ScreenerList } from '@screener/contracts/screener';
import { and, asc, desc, eq, gt, ilike, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { containsPattern } from '../../lib/admin-list.ts';
import { findViewerFilms } from '../films/index.ts';
import { screenerFilms, screeners } from './schema.ts';
import { type ScreenerParts, type ScreenerRow, screenerViews, type ViewContext } from './screener-view.ts';

export type PageRequest = { page: number; perPage: number; search?: string | undefined };

/** A search term as a literal ILIKE pattern: `%` and `_` typed by the viewer match themselves. */
function visibleTo(companyId: number): SQL {
  return and(ofCompany(screeners, companyId), eq(screeners.status, 'published')) as SQL;
}

/**
 * Events whose title holds the search in any language: the default's or a translation's (issue 38),
 * whatever language the viewer reads in.
 */
function titleMatches(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(screeners.title, pattern),
    sql`exists (select 1 from jsonb_each(${screeners.translations}) as translation(code, texts)
      where translation.texts->>'title' ilike ${pattern})`,
  ) as SQL;
}

/** The calendar day of `now` in the company's time zone, as an SQL range condition on the screening. */
function runsOnDayOf(now: Date, timezone: string): SQL {
  const localDay = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timezone})`;
  return sql`${screeners.screeningStartsAt} < ((${localDay} + interval '1 day') at time zone ${timezone})
    and ${screeners.screeningEndsAt} > (${localDay} at time zone ${timezone})`;
}

type ListDefinition = { where: SQL; order: SQL[]; searchable: boolean };

/**
 * The lists of spec part 1 §2. Today: standard events running on the company's calendar day;
 * upcoming: not started; ongoing: started and not ended; vod: on-demand events not yet ended;
 * archive: standard events whose registration has closed. Soonest first for what is to come,
 * newest first for on-demand and the archive.
 */
function listDefinition(list: ScreenerList, now: Date, timezone: string): ListDefinition {
  const standard = eq(screeners.isVodEvent, false);
  const soonest = [asc(screeners.screeningStartsAt), asc(screeners.id)];
  const newest = [desc(screeners.screeningStartsAt), desc(screeners.id)];
  switch (list) {
    case 'today':
      return { where: and(standard, runsOnDayOf(now, timezone)) as SQL, order: soonest, searchable: false };
    case 'upcoming':
      return {
        where: and(standard, gt(screeners.screeningStartsAt, now)) as SQL,
        order: soonest,
        searchable: false,
      };
    case 'ongoing':
      return {
        where: and(
          standard,
          lte(screeners.screeningStartsAt, now),
          gt(screeners.screeningEndsAt, now),
        ) as SQL,
        order: soonest,
        searchable: false,
      };
    case 'vod':
      return {
        where: and(eq(screeners.isVodEvent, true), gt(screeners.screeningEndsAt, now)) as SQL,
        order: newest,
        searchable: true,
      };
    case 'archive':
      return {
        where: and(
          standard,
          isNotNull(screeners.registrationEndsAt),
          lt(screeners.registrationEndsAt, now),
        ) as SQL,
        order: newest,
        searchable: true,
      };
  }
}

/** One page of events and the total, from one query (a window count) plus a count only past the end. */
async function pageOf(
  db: DbExecutor,
  parts: ScreenerParts,
  context: ViewContext,
  where: SQL,
  order: SQL[],
  request: PageRequest,
): Promise<Paginated<Screener>> {
  const rows = await db
    .select({ screener: screeners, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(screeners)
    .where(where)
    .orderBy(...order)
    .limit(request.perPage)
    .offset((request.page - 1) * request.perPage);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.page > 1) {
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(screeners)
      .where(where);
    total = row?.value ?? 0;
  }
  const data = await screenerViews(
    db,
    parts,
    context,
    rows.map((row): ScreenerRow => row.screener),
  );
  return { data, last_page: Math.max(1, Math.ceil(total / request.perPage)), total };
}

export async function listScreeners(
  db: DbExecutor,
  parts: ScreenerParts,
  context: ViewContext & { timezone: string },
  list: ScreenerList,
  request: PageRequest,
): Promise<Paginated<Screener>> {
  const definition = listDefinition(list, context.now, context.timezone);
  const search = definition.searchable && request.search ? titleMatches(request.search) : undefined;
  const where = and(visibleTo(context.companyId), definition.where, search) as SQL;
  return pageOf(db, parts, context, where, definition.order, request);
}

/** A published event of the company, or null (another company's or an unknown id). */
export async function findScreener(
  db: DbExecutor,
  parts: ScreenerParts,
  context: ViewContext,
  id: number,
): Promise<Screener | null> {
  const rows = await db
    .select()
    .from(screeners)
    .where(and(visibleTo(context.companyId), eq(screeners.id, id)))
    .limit(1);
  const [view] = await screenerViews(db, parts, context, rows);
  return view ?? null;
}

/** SQL twin of `isGeoBlocked`, for counting and filtering the catalogue in the database. */
function geoBlockedFor(country: string): SQL {
  return sql`((${screeners.geoMode} = 'allow' and not (${country} = any(${screeners.geoCountries})))
    or (${screeners.geoMode} = 'block' and ${country} = any(${screeners.geoCountries})))`;
}

/** The geographic catalogue (spec part 2 §2.7): on-demand events the viewer's country may or may not watch. */
export async function geoCatalogue(
  db: DbExecutor,
  parts: ScreenerParts,
  context: ViewContext & { timezone: string },
  availability: GeoAvailability,
  request: PageRequest,
) {
  const { where: vod, order } = listDefinition('vod', context.now, context.timezone);
  const catalogue = and(visibleTo(context.companyId), vod) as SQL;
  const blocked = geoBlockedFor(context.country);
  const [[counts], screenersPage] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        blocked: sql<number>`count(*) filter (where ${blocked})`.mapWith(Number),
      })
      .from(screeners)
      .where(catalogue),
    pageOf(
      db,
      parts,
      context,
      and(
        catalogue,
        availability === 'blocked' ? blocked : sql`not ${blocked}`,
        request.search ? titleMatches(request.search) : undefined,
      ) as SQL,
      order,
      request,
    ),
  ]);
  const total = counts?.total ?? 0;
  const geoBlocked = counts?.blocked ?? 0;
  return {
    geo_availability_overview: {
      total_events: total,
      geo_allowed: total - geoBlocked,
      geo_blocked: geoBlocked,
    },
    screeners: screenersPage,
  };
}

/** The films shown in the company's published events, newest film first, with the events each is in. */
export async function listCompanyMedia(
  db: DbExecutor,
  companyId: number,
  language: LanguageCode,
): Promise<CompanyMedia[]> {
  const links = await db
    .select({ filmId: screenerFilms.filmId, screenerId: screenerFilms.screenerId })
    .from(screenerFilms)
    .innerJoin(screeners, eq(screeners.id, screenerFilms.screenerId))
    .where(visibleTo(companyId))
    .orderBy(desc(screenerFilms.filmId), asc(screenerFilms.screenerId));
  const views = await findViewerFilms(
    db,
    companyId,
    links.map((link) => link.filmId),
    language,
  );
  const byFilm = new Map<number, CompanyMedia>();
  for (const link of links) {
    const film = views.get(link.filmId);
    if (!film) continue;
    const entry = byFilm.get(link.filmId) ?? { ...film, screener_ids: [] };
    entry.screener_ids.push(link.screenerId);
    byFilm.set(link.filmId, entry);
  }
  return [...byFilm.values()];
}
