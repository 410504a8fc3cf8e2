import type { DbExecutor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createExpiringCache } from '../../lib/expiring-cache.ts';
import { findSeatChart, type SeatChart } from './seat-chart.ts';

/** A hall's grid and an event's prices change rarely; its seat statuses are read on every change. */
const CHART_TTL_MS = 10_000;
const MAX_CHARTS = 500;

export type SeatChartCache = {
  get(companyId: number, screenerId: number): Promise<SeatChart | null>;
};

/**
 * The seat charts that open charts read their statuses against, kept for a few seconds: a burst
 * of readers after each hold then costs one query each, not three and a parse of the whole grid.
 * Concurrent readers of a chart not yet kept share one lookup. Holds and payments read the chart
 * fresh.
 */
export function createSeatChartCache(db: DbExecutor, clock: Clock): SeatChartCache {
  const charts = createExpiringCache<string, SeatChart | 'none', { companyId: number; screenerId: number }>(
    () => clock.now().getTime(),
    {
      max: MAX_CHARTS,
      ttl: CHART_TTL_MS,
      fetchMethod: async (_key, _stale, { context }) =>
        (await findSeatChart(db, context.companyId, context.screenerId)) ?? 'none',
    },
  );
  return {
    async get(companyId, screenerId) {
      const chart = await charts.fetch(`${companyId}:${screenerId}`, { context: { companyId, screenerId } });
      return chart === 'none' || chart === undefined ? null : chart;
    },
  };
}
