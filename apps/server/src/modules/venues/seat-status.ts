import { ZSeatsStatusResponse } from '@screener/contracts/seat-booking';
import { SEAT_STATUSES, type SeatStatus, seatStatusForViewer } from '@screener/contracts/seats';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { PreparedAnswer } from '../../lib/envelope.ts';
import { seats } from './schema.ts';
import { type SeatChart, sellableSeatIndexes } from './seat-chart.ts';

type SeatsStatusAnswer = PreparedAnswer<z.output<typeof ZSeatsStatusResponse>>;

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

/** An event's seat statuses as anyone sees them at one moment, with what makes them personal. */
export type PublicSeatStatuses = {
  statuses: Readonly<Record<string, SeatStatus>>;
  /** The public answer, checked and serialised once. */
  answer: SeatsStatusAnswer;
  /** The seats each viewer holds (a hold running or a payment under way): theirs read available. */
  heldBy: ReadonlyMap<number, readonly string[]>;
  /** When the first of the holds read as taken ends (ms since the epoch): then it reads free. */
  firstHoldEndsAt: number | null;
};

/**
 * Every sellable seat of the event with its status, as of `now`: an expired hold reads available,
 * seats being paid for read locked until the payment is settled.
 */
export async function readPublicSeatStatuses(
  db: DbExecutor,
  chart: SeatChart,
  now: Date,
): Promise<PublicSeatStatuses> {
  const statuses: Record<string, SeatStatus> = { ...allAvailableOf(chart) };
  const heldBy = new Map<number, string[]>();
  let firstHoldEndsAt: number | null = null;
  const taken = await seatsNotAvailable(db).execute({ screenerId: chart.screener.id });
  for (const seat of taken) {
    if (!(seat.seatIndex in statuses)) continue;
    if (seat.status === SEAT_STATUSES.booked) {
      statuses[seat.seatIndex] = SEAT_STATUSES.booked;
      continue;
    }
    // A hold without an end is an order being paid for: taken until its payment is settled.
    if (seat.lockExpiresAt !== null && seat.lockExpiresAt <= now) continue;
    statuses[seat.seatIndex] = seat.status;
    if (seat.lockedBy !== null)
      heldBy.set(seat.lockedBy, [...(heldBy.get(seat.lockedBy) ?? []), seat.seatIndex]);
    const endsAt = seat.lockExpiresAt?.getTime() ?? null;
    if (endsAt !== null && (firstHoldEndsAt === null || endsAt < firstHoldEndsAt)) firstHoldEndsAt = endsAt;
  }
  return {
    statuses,
    answer: PreparedAnswer.of(ZSeatsStatusResponse, { seats_status: statuses }),
    heldBy,
    firstHoldEndsAt,
  };
}

/**
 * Each holder's own answer, made once per shared copy: a chart polled or reopened by the same
 * viewer between two changes of the event's seats is sent the same bytes, and the answers go with
 * the copy they were made from.
 */
const holdersAnswers = new WeakMap<PublicSeatStatuses, Map<number, SeatsStatusAnswer>>();

/**
 * `getSeatsStatus` for one viewer (null: a guest): the public answer, unless the viewer holds
 * seats, which then read available so the chart keeps them selectable (spec part 2 §4.4).
 */
export function seatsStatusFor(shared: PublicSeatStatuses, consumerId: number | null): SeatsStatusAnswer {
  const own = consumerId === null ? undefined : shared.heldBy.get(consumerId);
  if (consumerId === null || !own) return shared.answer;
  let answers = holdersAnswers.get(shared);
  if (!answers) {
    answers = new Map();
    holdersAnswers.set(shared, answers);
  }
  let answer = answers.get(consumerId);
  if (!answer) {
    const statuses = { ...shared.statuses };
    for (const seatIndex of own) statuses[seatIndex] = seatStatusForViewer(SEAT_STATUSES.locked, true);
    answer = PreparedAnswer.ofChecked({ seats_status: statuses });
    answers.set(consumerId, answer);
  }
  return answer;
}
