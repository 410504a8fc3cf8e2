import { EVENT_TYPES } from '@screener/contracts/event';
import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { screeners } from './schema.ts';
import type { ScreenerRow } from './screener-view.ts';

/** Published on-demand events: the On Demand menu shows only when there is one. */
export async function countActiveVodEvents(db: DbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(screeners)
    .where(
      and(ofCompany(screeners, companyId), eq(screeners.isVodEvent, true), eq(screeners.status, 'published')),
    );
  return row?.value ?? 0;
}

/**
 * The published events a subscription opens that have not ended: on-demand and subscription
 * events, all of them or only those of `screenerIds` (a plan's own list), earliest start first.
 */
export async function listSubscriptionScreeners(
  db: DbExecutor,
  companyId: number,
  now: Date,
  screenerIds: number[] | null,
): Promise<ScreenerRow[]> {
  if (screenerIds?.length === 0) return [];
  return db
    .select()
    .from(screeners)
    .where(
      and(
        ofCompany(screeners, companyId),
        eq(screeners.status, 'published'),
        or(eq(screeners.isVodEvent, true), eq(screeners.eventType, EVENT_TYPES.subscription)),
        gt(screeners.screeningEndsAt, now),
        screenerIds ? inArray(screeners.id, screenerIds) : undefined,
      ),
    )
    .orderBy(asc(screeners.screeningStartsAt), asc(screeners.id));
}
