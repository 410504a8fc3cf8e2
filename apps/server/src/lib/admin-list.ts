import {
  ADMIN_LIST_COUNT_AHEAD,
  type AdminListQuery,
  type AdminListTotal,
  type SortDirection,
} from '@screener/contracts/admin-list';
import { type AnyColumn, asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/client.ts';

/** A LIKE pattern matching `search` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The rows of a list's page, for drizzle's `.limit()` and `.offset()`. */
export function pageWindow(query: Pick<AdminListQuery, 'page' | 'page_size'>): {
  limit: number;
  offset: number;
} {
  return { limit: query.page_size, offset: query.page * query.page_size };
}

/**
 * The ORDER BY of a list: the asked column in the asked direction, then `tieBreak` (the id), so a
 * row never shows on two pages when many rows share the sorted value. Unsorted lists use
 * `fallback`.
 */
export function listOrder<Field extends string>(
  query: Pick<AdminListQuery<Field>, 'sort_field' | 'sort_direction'>,
  columns: Record<Field, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreak: AnyColumn,
): SQL[] {
  if (!query.sort_field) return fallback;
  return listSortOrder({ column: columns[query.sort_field], direction: query.sort_direction }, tieBreak);
}

/** Rows whose `columns` contain the search, ignoring case; none when the search is empty. */
export function searchCondition(search: string, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * A list's total, counted no further than `ADMIN_LIST_COUNT_AHEAD` rows past the page's first: an
 * exact count walks every matching row of the company on every page, the dearest part of a call
 * on a large list, while the grid only needs to know there is more. Past the bound the total is a
 * lower bound (`total_exact` false).
 */
export async function boundedTotal(
  db: DbExecutor,
  table: PgTable,
  where: SQL | undefined,
  window: { offset: number },
): Promise<AdminListTotal> {
  const bound = window.offset + ADMIN_LIST_COUNT_AHEAD;
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(bound + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  const total = counted?.total ?? 0;
  return { total, total_exact: total <= bound };
}

/** The column a list is sorted by, then its id in the same direction. */
export type ListSort = { column: AnyColumn | SQL; direction: SortDirection };

/** Drizzle's `asc` or `desc` for a sort. */
const orderOf = (sort: Pick<ListSort, 'direction'>) => (sort.direction === 'desc' ? desc : asc);

/**
 * A list's page with its bounded total, from one walk of the list in its order: the rows from the
 * page's first up to `ADMIN_LIST_COUNT_AHEAD` past it, of which the page keeps its own, each with
 * `ahead`, how many were walked (the count `boundedTotal` makes, less the offset). A deep page
 * walks its offset once instead of once for the page and again for the count. Join the list's
 * table on `id` and order by `listSortOrder` for the page's rows.
 */
export function walkAhead(
  db: DbExecutor,
  list: { table: PgTable; id: AnyColumn; where: SQL | undefined; sort: ListSort },
  window: { limit: number; offset: number },
) {
  const direction = orderOf(list.sort);
  const walked = db
    .select({
      id: sql<number>`${list.id}`.mapWith(Number).as('listed_id'),
      sortKey: sql`${list.sort.column}`.as('sort_key'),
    })
    .from(list.table)
    .where(list.where)
    .orderBy(direction(list.sort.column), direction(list.id))
    .limit(ADMIN_LIST_COUNT_AHEAD + 1)
    .offset(window.offset)
    .as('walked');
  // Counted a level below the page's ORDER BY and LIMIT: at the same level, the planner would cost
  // the walk as if the limit stopped it early and pick an index that gives the order but reads
  // every row (a search: the whole company) over one that finds the few matching rows.
  const counted = db
    .select({
      id: walked.id,
      sortKey: walked.sortKey,
      ahead: sql<number>`count(*) over ()`.mapWith(Number).as('ahead'),
    })
    .from(walked)
    .as('counted');
  return db
    .select({ id: counted.id, ahead: counted.ahead })
    .from(counted)
    .orderBy(direction(counted.sortKey), direction(counted.id))
    .limit(window.limit)
    .as('walk');
}

/**
 * A searched list's page with its exact total (`total` on each row), in one statement: the
 * matching rows are found and counted first, then sorted and cut to the page. The count over the
 * whole match keeps the planner from folding the search into a walk of the sort's index, which
 * would pass every row sorted before the first match (for a rare term, most of the company)
 * where the search's own index finds the few matches. Join the list's table on `id` and order
 * by `listSortOrder` for the page's rows.
 */
export function matchingFirst(
  db: DbExecutor,
  list: { table: PgTable; id: AnyColumn; where: SQL | undefined; sort: ListSort },
  window: { limit: number; offset: number },
) {
  const direction = orderOf(list.sort);
  const matching = db
    .select({
      id: sql<number>`${list.id}`.mapWith(Number).as('matched_id'),
      sortKey: sql`${list.sort.column}`.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(list.table)
    .where(list.where)
    .as('matching');
  return db
    .select({ id: matching.id, total: matching.total })
    .from(matching)
    .orderBy(direction(matching.sortKey), direction(matching.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('walk');
}

/** The ORDER BY of `sort`: its column, then `tieBreak` (the id), in its direction. */
export function listSortOrder(sort: ListSort, tieBreak: AnyColumn): SQL[] {
  const direction = orderOf(sort);
  return [direction(sort.column), direction(tieBreak)];
}

/**
 * The total of a page read through `walkAhead`, from its first row's `ahead`. An empty page walked
 * nothing (a page past the end, or no match at all), so its total is counted on its own.
 */
export function totalAhead(
  ahead: number | undefined,
  window: { offset: number },
  countAlone: () => Promise<AdminListTotal>,
): AdminListTotal | Promise<AdminListTotal> {
  if (ahead === undefined) return countAlone();
  const total = window.offset + ahead;
  return { total, total_exact: total <= window.offset + ADMIN_LIST_COUNT_AHEAD };
}
