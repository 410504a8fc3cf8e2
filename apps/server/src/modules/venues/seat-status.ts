import { SEAT_STATUSES, type SeatStatus, seatStatusForViewer } from '@screener/contracts/seats';
import { and, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { seats } from './schema.ts';
import { type SeatChart, sellableSeatIndexes } from './seat-chart.ts';

/**
 * `getSeatsStatus`: every sellable seat of the event with its status. An expired hold reads
 * available, and the viewer's own held seats read available so the chart keeps them selectable.
 */
export async function seatsStatusOf(
  db: DbExecutor,
  chart: SeatChart,
  consumerId: number | null,
  now: Date,
): Promise<Record<string, SeatStatus>> {
  const statuses: Record<string, SeatStatus> = Object.fromEntries(
    sellableSeatIndexes(chart).map((seatIndex) => [seatIndex, SEAT_STATUSES.available]),
  );
  const taken = await db
    .select({
      seatIndex: seats.seatIndex,
      status: seats.status,
      lockedBy: seats.lockedBy,
      lockExpiresAt: seats.lockExpiresAt,
    })
    .from(seats)
    .where(and(eq(seats.screenerId, chart.screener.id), ne(seats.status, SEAT_STATUSES.available)));
  for (const seat of taken) {
    if (!(seat.seatIndex in statuses)) continue;
    if (seat.status === SEAT_STATUSES.booked) statuses[seat.seatIndex] = SEAT_STATUSES.booked;
    else if (seat.lockExpiresAt && seat.lockExpiresAt > now) {
      statuses[seat.seatIndex] = seatStatusForViewer(seat.status, seat.lockedBy === consumerId);
    }
  }
  return statuses;
}
