import { SEAT_STATUSES, type SeatStatus, seatStatusForViewer } from '@screener/contracts/seats';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { seats } from './schema.ts';
import { type SeatChart, sellableSeatIndexes } from './seat-chart.ts';

/** Open charts read this after every change of the event's seats, so it is prepared once. */
const seatsNotAvailable = preparedPerDb((db) =>
  db
    .select({
      seatIndex: seats.seatIndex,
      status: seats.status,
      lockedBy: seats.lockedBy,
      lockExpiresAt: seats.lockExpiresAt,
    })
    .from(seats)
    .where(
      and(eq(seats.screenerId, sql.placeholder('screenerId')), ne(seats.status, SEAT_STATUSES.available)),
    )
    .prepare('seats_not_available'),
);

/** Every sellable seat available: what a chart's statuses start from, built once per chart. */
const allAvailable = new WeakMap<SeatChart, Readonly<Record<string, SeatStatus>>>();

function allAvailableOf(chart: SeatChart): Readonly<Record<string, SeatStatus>> {
  let statuses = allAvailable.get(chart);
  if (!statuses) {
    statuses = Object.fromEntries(
      sellableSeatIndexes(chart).map((seatIndex) => [seatIndex, SEAT_STATUSES.available]),
    );
    allAvailable.set(chart, statuses);
  }
  return statuses;
}

/**
 * `getSeatsStatus`: every sellable seat of the event with its status. An expired hold reads
 * available, seats being paid for read locked, and the viewer's own held seats read available so the chart keeps them selectable.
 */
export async function seatsStatusOf(
  db: DbExecutor,
  chart: SeatChart,
  consumerId: number | null,
  now: Date,
): Promise<Record<string, SeatStatus>> {
  const statuses: Record<string, SeatStatus> = { ...allAvailableOf(chart) };
  const taken = await seatsNotAvailable(db).execute({ screenerId: chart.screener.id });
  for (const seat of taken) {
    if (!(seat.seatIndex in statuses)) continue;
    if (seat.status === SEAT_STATUSES.booked) statuses[seat.seatIndex] = SEAT_STATUSES.booked;
    // A hold without an end is an order being paid for: taken until its payment is settled.
    else if (seat.lockExpiresAt === null || seat.lockExpiresAt > now) {
      statuses[seat.seatIndex] = seatStatusForViewer(seat.status, seat.lockedBy === consumerId);
    }
  }
  return statuses;
}
