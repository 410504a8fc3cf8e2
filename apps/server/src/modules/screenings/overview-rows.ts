import type { LanguageCode } from '@screener/contracts/language';
import { type Translations, translatedTexts } from '@screener/contracts/translations';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screeners } from './schema.ts';

/** An event as the back-office's Overview shows it. */
export type OverviewEvent = { id: number; title: string; startsAt: Date; limitation: number | null };

const titleIn = (
  row: { title: string; translations: Translations<{ title: string | null }> },
  language: LanguageCode | undefined,
) => (language ? translatedTexts({ title: row.title }, row.translations, language).title : row.title);

const eventColumns = {
  id: screeners.id,
  title: screeners.title,
  startsAt: screeners.screeningStartsAt,
  limitation: screeners.limitation,
};

/** The company's published events running at `now`, soonest to end first. */
export async function listEventsOnNow(
  db: DbExecutor,
  companyId: number,
  now: Date,
  limit: number,
): Promise<OverviewEvent[]> {
  return db
    .select(eventColumns)
    .from(screeners)
    .where(
      and(
        ofCompany(screeners, companyId),
        eq(screeners.status, 'published'),
        lte(screeners.screeningStartsAt, now),
        gt(screeners.screeningEndsAt, now),
      ),
    )
    .orderBy(asc(screeners.screeningEndsAt), asc(screeners.id))
    .limit(limit);
}

/** The company's published events still to start, soonest first. */
export async function listNextEvents(
  db: DbExecutor,
  companyId: number,
  now: Date,
  limit: number,
): Promise<OverviewEvent[]> {
  return db
    .select(eventColumns)
    .from(screeners)
    .where(
      and(
        ofCompany(screeners, companyId),
        eq(screeners.status, 'published'),
        gt(screeners.screeningStartsAt, now),
      ),
    )
    .orderBy(asc(screeners.screeningStartsAt), asc(screeners.id))
    .limit(limit);
}

/**
 * The titles of the company's events among `screenerIds`, by id; in `language` where one is
 * written, else the default's (the back-office asks without one).
 */
export async function findEventTitles(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
  language?: LanguageCode,
): Promise<Map<number, string>> {
  if (screenerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: screeners.id, title: screeners.title, translations: screeners.translations })
    .from(screeners)
    .where(and(ofCompany(screeners, companyId), inArray(screeners.id, screenerIds)));
  return new Map(rows.map((row) => [row.id, titleIn(row, language)]));
}
