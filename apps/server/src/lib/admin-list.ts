import type { AdminListQuery } from '@screener/contracts/admin-list';
import { type AnyColumn, asc, desc, ilike, or, type SQL } from 'drizzle-orm';

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
