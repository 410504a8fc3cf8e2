import { type AnyColumn, and, eq, gte, type InferSelectModel, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.ts';
import { type CompanyOwned, ofCompany } from './tenant.ts';

/** A company-owned table whose rows each belong to one viewer of the company. */
export type ViewerOwned = PgTable & CompanyOwned & { id: PgColumn; consumerId: PgColumn };

/** One viewer's rows of the table, in the order they were made: what a personal-data export lists. */
export async function viewerRows<T extends ViewerOwned>(
  db: DbExecutor,
  table: T,
  companyId: number,
  consumerId: number,
): Promise<InferSelectModel<T>[]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(ofCompany(table, companyId), eq(table.consumerId, consumerId)))
    .orderBy(table.id);
  return rows as InferSelectModel<T>[];
}

/**
 * A personal-data holder's `activeSince` for a table: which of the viewers have a row of it made,
 * or touched at one of its other times, since the moment asked.
 */
export function viewersActiveSince(db: DbExecutor, table: ViewerOwned, times: AnyColumn[]) {
  return async (companyId: number, consumerIds: number[], since: Date): Promise<number[]> => {
    if (consumerIds.length === 0) return [];
    const rows = await db
      .select({ id: sql<number>`${table.consumerId}` })
      .from(table as PgTable)
      .where(
        and(
          ofCompany(table, companyId),
          inArray(table.consumerId, consumerIds),
          or(...times.map((time) => gte(time, since))),
        ),
      )
      .groupBy(table.consumerId);
    return rows.map((row) => row.id);
  };
}
