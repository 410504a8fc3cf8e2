import { EVENT_TYPES } from '@screener/contracts/event';
import { and, asc, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

/** Enough events for a picker; a company runs far fewer venue events than this at a time. */
const MAX_LISTED = 500;

/**
 * The company's events with a venue part (physical, or virtual and physical) that have not ended,
 * drafts included, soonest first: the events whose seat sale the back-office sets up.
 */
export function listPhysicalScreenersToCome(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<ScreenerRow[]> {
  return db
    .select()
    .from(screeners)
    .where(
      and(
        ofCompany(screeners, companyId),
        inArray(screeners.eventType, [EVENT_TYPES.physical, EVENT_TYPES.virtual_and_physical]),
        gt(screeners.screeningEndsAt, now),
        ne(screeners.status, 'cancelled'),
      ),
    )
    .orderBy(asc(screeners.screeningStartsAt), asc(screeners.id))
    .limit(MAX_LISTED);
}

/**
 * Every company's events with a venue part, not cancelled, that end within [from, to): the
 * screenings whose audience is mailed a ballot before the end.
 */
export function listPhysicalScreenersEnding(
  db: DbExecutor,
  from: Date,
  to: Date,
): Promise<{ id: number; companyId: number; title: string }[]> {
  return db
    .select({ id: screeners.id, companyId: screeners.companyId, title: screeners.title })
    .from(screeners)
    .where(
      and(
        inArray(screeners.eventType, [EVENT_TYPES.physical, EVENT_TYPES.virtual_and_physical]),
        gte(screeners.screeningEndsAt, from),
        lt(screeners.screeningEndsAt, to),
        ne(screeners.status, 'cancelled'),
      ),
    )
    .orderBy(asc(screeners.id))
    .limit(MAX_LISTED);
}
