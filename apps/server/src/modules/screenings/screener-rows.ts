import { and, inArray, type SQLWrapper } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

export async function findScreenerRows(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
): Promise<ScreenerRow[]> {
  if (screenerIds.length === 0) return [];
  return db
    .select()
    .from(screeners)
    .where(and(ofCompany(screeners, companyId), inArray(screeners.id, screenerIds)));
}

/** The company's events' titles, as a subquery another module's statement joins. */
export const screenerTitles = (db: DbExecutor, companyId: number | SQLWrapper) =>
  db
    .select({ id: screeners.id, title: screeners.title })
    .from(screeners)
    .where(ofCompany(screeners, companyId))
    .as('screener_titles');
