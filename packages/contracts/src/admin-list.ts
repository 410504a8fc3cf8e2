import { z } from 'zod';

/**
 * A back-office list: one server page at a time, sorted by one of the list's own columns, narrowed
 * by a free-text search. Every list (films, events, venues, plans, coupons, links) asks and
 * answers in this shape, so the web's one data grid drives them all.
 */
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_LIST_SEARCH_MAX = 200;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The request of a list sortable by `sortFields`; a list adds its own filters with `.extend`. */
export function adminListRequest<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return z.object({
    page: z.number().int().min(0).max(100_000).default(0),
    page_size: z
      .number()
      .int()
      .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size))
      .default(ADMIN_PAGE_SIZES[0]),
    sort_field: z.enum(sortFields).optional(),
    sort_direction: z.enum(SORT_DIRECTIONS).default('asc'),
    search: z.string().trim().max(ADMIN_LIST_SEARCH_MAX).default(''),
  });
}

/** What any list request carries, whatever its columns and filters. */
export type AdminListQuery<Field extends string = string> = {
  page: number;
  page_size: number;
  sort_field?: Field | undefined;
  sort_direction: SortDirection;
  search: string;
};

/**
 * How many rows past a page's first the server counts. A list's total is exact up to there; past
 * it, the answer says only that at least `total` rows match, and the grid shows "more than".
 */
export const ADMIN_LIST_COUNT_AHEAD = 1000;

/** A list's count: exact, or (`total_exact` false) a lower bound. */
export type AdminListTotal = { total: number; total_exact: boolean };

/** A list's answer: the page's rows and how many rows match in all (see `ADMIN_LIST_COUNT_AHEAD`). */
export function adminListResponse<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0), total_exact: z.boolean() });
}
