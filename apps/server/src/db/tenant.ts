import { type AnyColumn, eq, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A company-owned table: each row carries the company it belongs to (`tenantColumn()`). */
export type CompanyOwned = { companyId: AnyColumn<{ data: number }> };

/**
 * The tenant condition of a query on a company-owned table: its rows of one company only.
 * Combine it with the query's own conditions through `and(...)`, on the table read or written and
 * on every company-owned table joined. `npm run lint` (scripts/check-tenancy.ts) refuses a query on
 * such a table without it, and a `companyId` filtered by hand. The company is an id, or a
 * placeholder or expression when a prepared statement or a subquery receives it.
 */
export function ofCompany(table: CompanyOwned, companyId: number | SQLWrapper): SQL {
  return eq(table.companyId, companyId);
}
