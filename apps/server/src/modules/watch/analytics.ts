import type { AnalyticsBody, AnalyticsSummary } from '@screener/contracts/watch';
import { and, eq, gte, lt, type SQL, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';
import { findPublishedScreenerFilmIds } from '../screenings/index.ts';
import type { AnalyticsWriter } from './analytics-writer.ts';
import { analyticsEvents } from './schema.ts';

/** How long a node trusts what it read of an event for checking beats. */
const BEAT_TARGET_CACHE_MS = 10_000;
const BEAT_TARGET_CACHE_SIZE = 10_000;

/** The film ids of a published event of the company, or null when the event is not one. */
export type BeatTargets = {
  filmsOf(companyId: number, screenerId: number): Promise<ReadonlySet<number> | null>;
};

/**
 * Every viewer beats every 10 s for the same event, so a node reads an event's films once per
 * BEAT_TARGET_CACHE_MS instead of once per beat.
 */
export function createBeatTargets(db: DbExecutor, clock: Clock): BeatTargets {
  type Event = { companyId: number; screenerId: number };
  // Boxed, so "not a published event" is kept like a list of films.
  type Films = { films: ReadonlySet<number> | null };
  const read = async ({ companyId, screenerId }: Event): Promise<Films> => {
    const filmIds = await findPublishedScreenerFilmIds(db, companyId, screenerId);
    return { films: filmIds && new Set(filmIds) };
  };
  // The beats arriving while a read runs wait for that one read (lru-cache's fetch).
  const targets = createExpiringCache<string, Films, Event>(() => clock.now().getTime(), {
    max: BEAT_TARGET_CACHE_SIZE,
    ttl: BEAT_TARGET_CACHE_MS,
    fetchMethod: (_key, _previous, { context }) => read(context),
  });
  return {
    async filmsOf(companyId, screenerId) {
      const key = `${companyId}:${screenerId}`;
      const found = await targets.forceFetch(key, {
        context: { companyId, screenerId },
        forceRefresh: isExpired(targets, key),
      });
      return found.films;
    },
  };
}

/** The event a beat belongs to: an event beat names it, a video beat carries it beside the film. */
export function beatScreenerId(body: AnalyticsBody): number {
  return body.entityType === 'event' ? body.entityId : body.screener_id;
}

/**
 * Checks one beat of the player (spec part 2 §7.4) and stores it: the event must be a published
 * event of the company and a video beat's film one of its films. False when that check fails
 * (nothing stored); true once the beat's row is written.
 */
export async function recordAnalytics(
  store: { targets: BeatTargets; writer: AnalyticsWriter },
  beat: { companyId: number; consumerId: number; country: string; body: AnalyticsBody; now: Date },
): Promise<boolean> {
  const { body } = beat;
  const screenerId = beatScreenerId(body);
  const filmId = body.entityType === 'video' ? body.entityId : null;
  const films = await store.targets.filmsOf(beat.companyId, screenerId);
  if (!films || (filmId !== null && !films.has(filmId))) return false;
  await store.writer.add([
    {
      companyId: beat.companyId,
      screenerId,
      filmId,
      consumerId: beat.consumerId,
      sessionId: body.sessionId,
      entityType: body.entityType,
      watchSeconds: Math.round(body.watchSeconds),
      playLength: Math.round(body.playLength),
      countryCode: (body.countryCode ?? beat.country).toUpperCase(),
      device: body.device ?? null,
      createdAt: beat.now,
    },
  ]);
  return true;
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
  const conditions: SQL[] = [ofCompany(analyticsEvents, companyId)];
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
