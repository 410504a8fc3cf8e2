import type { AnalyticsBody, AnalyticsSummary } from '@screener/contracts/watch';
import { and, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { screenerFilms, screeners } from '../screenings/schema.ts';
import { analyticsEvents } from './schema.ts';

/**
 * Stores one beat of the player (spec part 2 §7.4) in one statement that also checks it: the
 * event must be a published event of the company and a video beat's film one of its films.
 * False when that check fails (nothing stored).
 */
export async function recordAnalytics(
  db: DbExecutor,
  beat: { companyId: number; consumerId: number; country: string; body: AnalyticsBody; now: Date },
): Promise<boolean> {
  const { body } = beat;
  const screenerId = body.entityType === 'event' ? body.entityId : body.screener_id;
  const filmId = body.entityType === 'video' ? body.entityId : null;
  const filmCheck =
    filmId === null
      ? sql`true`
      : sql`exists (select 1 from ${screenerFilms} where ${screenerFilms.screenerId} = ${screenerId} and ${screenerFilms.filmId} = ${filmId})`;
  const result = await db.execute(sql`
    insert into ${analyticsEvents}
      (company_id, screener_id, film_id, consumer_id, session_id, entity_type, watch_seconds, play_length, country_code, device, created_at)
    select ${beat.companyId}, ${screenerId}, ${filmId}, ${beat.consumerId}, ${body.sessionId}, ${body.entityType},
      ${Math.round(body.watchSeconds)}, ${Math.round(body.playLength)}, ${(body.countryCode ?? beat.country).toUpperCase()},
      ${body.device ?? null}, ${beat.now.toISOString()}::timestamptz
    from ${screeners}
    where ${screeners.id} = ${screenerId} and ${screeners.companyId} = ${beat.companyId}
      and ${screeners.status} = 'published' and ${filmCheck}
    returning 1`);
  return (result as unknown as { rows?: unknown[] }).rows?.length === 1;
}

/**
 * Watch seconds of a company per film (video beats), and per event, country and device (event
 * beats, so that a second is counted once whatever the number of films), within [from, to).
 */
export async function summarizeAnalytics(
  db: DbExecutor,
  companyId: number,
  range: { from?: Date; to?: Date },
): Promise<AnalyticsSummary> {
  const conditions: SQL[] = [eq(analyticsEvents.companyId, companyId)];
  if (range.from) conditions.push(gte(analyticsEvents.createdAt, range.from));
  if (range.to) conditions.push(lt(analyticsEvents.createdAt, range.to));
  const total = sum(analyticsEvents.watchSeconds).mapWith(Number);
  const by = async (
    column:
      | typeof analyticsEvents.filmId
      | typeof analyticsEvents.screenerId
      | typeof analyticsEvents.countryCode
      | typeof analyticsEvents.device,
    entityType: 'event' | 'video',
  ) => {
    const rows = await db
      .select({ key: column, watch_seconds: total })
      .from(analyticsEvents)
      .where(and(...conditions, eq(analyticsEvents.entityType, entityType)))
      .groupBy(column);
    return rows
      .map((row) => ({
        key: row.key === null ? 'unknown' : String(row.key),
        watch_seconds: row.watch_seconds ?? 0,
      }))
      .sort((a, b) => b.watch_seconds - a.watch_seconds || a.key.localeCompare(b.key));
  };
  const [byFilm, byEvent, byCountry, byDevice] = await Promise.all([
    by(analyticsEvents.filmId, 'video'),
    by(analyticsEvents.screenerId, 'event'),
    by(analyticsEvents.countryCode, 'event'),
    by(analyticsEvents.device, 'event'),
  ]);
  return { by_film: byFilm, by_event: byEvent, by_country: byCountry, by_device: byDevice };
}
