import {
  ADMIN_LIST_COUNT_AHEAD,
  type AdminListQuery,
  type AdminListTotal,
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
  const direction = query.sort_direction === 'desc' ? desc : asc;
  return [direction(columns[query.sort_field]), direction(tieBreak)];
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
