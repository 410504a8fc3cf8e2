import type { WatchGrouping } from '@screener/contracts/reports';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { analyticsEvents } from './schema.ts';

/** Watch time of one group of the player's beats. */
export type WatchFigure = { key: string | null; watchSeconds: number; viewers: number };

function dayStart(day: string, timezone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timezone})`;
}

/**
 * A film's time is read from its video beats; an event's, a country's and a device's from the
 * event beats, so a second is counted once however many films the event plays (as
 * `summarizeAnalytics` does).
 */
const GROUPS: Record<WatchGrouping, { column: SQL<string | null>; entityType: 'event' | 'video' }> = {
  film: { column: sql<string | null>`${analyticsEvents.filmId}::text`, entityType: 'video' },
  event: { column: sql<string | null>`${analyticsEvents.screenerId}::text`, entityType: 'event' },
  country: { column: sql<string | null>`${analyticsEvents.countryCode}`, entityType: 'event' },
  device: { column: sql<string | null>`${analyticsEvents.device}`, entityType: 'event' },
};

/**
 * The company's watch time from the start of day `from` to the end of day `to` (both days of
 * `timezone`), by `by`, with how many different viewers each group had.
 */
export async function sumWatchTime(
  db: DbExecutor,
  input: { companyId: number; timezone: string; from: string; to: string; by: WatchGrouping },
): Promise<WatchFigure[]> {
  const group = GROUPS[input.by];
  const rows = await db
    .select({
      key: group.column.as('watch_key'),
      watchSeconds: sql<number>`coalesce(sum(${analyticsEvents.watchSeconds}), 0)`.mapWith(Number),
      viewers: sql<number>`count(distinct ${analyticsEvents.consumerId})`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        ofCompany(analyticsEvents, input.companyId),
        eq(analyticsEvents.entityType, group.entityType),
        gte(analyticsEvents.createdAt, dayStart(input.from, input.timezone)),
        lt(analyticsEvents.createdAt, dayStart(input.to, input.timezone, 1)),
      ),
    )
    .groupBy(sql`watch_key`)
    .orderBy(sql`watch_key`);
  return rows;
}

/** How long each viewer watched the company's events (event beats), by viewer id. */
export async function sumViewerWatchSeconds(
  db: DbExecutor,
  companyId: number,
  viewerIds: number[],
): Promise<Map<number, number>> {
  if (viewerIds.length === 0) return new Map();
  const rows = await db
    .select({
      viewerId: analyticsEvents.consumerId,
      seconds: sql<number>`coalesce(sum(${analyticsEvents.watchSeconds}), 0)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        ofCompany(analyticsEvents, companyId),
        eq(analyticsEvents.entityType, 'event'),
        inArray(analyticsEvents.consumerId, viewerIds),
      ),
    )
    .groupBy(analyticsEvents.consumerId);
  const seconds = new Map<number, number>();
  for (const row of rows) if (row.viewerId !== null) seconds.set(row.viewerId, row.seconds);
  return seconds;
}

/** How long one viewer watched each film of an event (video beats), by film id. */
export async function sumViewerFilmSeconds(
  db: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number },
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      filmId: analyticsEvents.filmId,
      seconds: sql<number>`coalesce(sum(${analyticsEvents.watchSeconds}), 0)`.mapWith(Number),
    })
    .from(analyticsEvents)
    .where(
      and(
        ofCompany(analyticsEvents, input.companyId),
        eq(analyticsEvents.screenerId, input.screenerId),
        eq(analyticsEvents.consumerId, input.consumerId),
        eq(analyticsEvents.entityType, 'video'),
      ),
    )
    .groupBy(analyticsEvents.filmId);
  const seconds = new Map<number, number>();
  for (const row of rows) if (row.filmId !== null) seconds.set(row.filmId, row.seconds);
  return seconds;
}
