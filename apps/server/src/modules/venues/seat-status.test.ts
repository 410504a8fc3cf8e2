import { SEAT_STATUSES, seatStatusForViewer } from '@screener/contracts/seats';
import { describe, expect, it } from 'vitest';
import { PreparedAnswer } from '../../lib/envelope.ts';
import { type PublicSeatStatuses, seatsStatusFor } from './seat-status.ts';

function snapshot(): PublicSeatStatuses {
  const statuses = { A1: SEAT_STATUSES.available, A2: SEAT_STATUSES.locked };
  return {
    statuses,
    answer: PreparedAnswer.ofChecked({ seats_status: statuses }),
    heldBy: new Map([[7, ['A2']]]),
    firstHoldEndsAt: null,
  };
}

describe('seatsStatusFor', () => {
  it('sends guests and viewers who hold nothing the shared answer', () => {
    const shared = snapshot();
    expect(seatsStatusFor(shared, null)).toBe(shared.answer);
    expect(seatsStatusFor(shared, 8)).toBe(shared.answer);
  });

  it('shows a holder their own seats as theirs, made once per shared copy', () => {
    const shared = snapshot();
    const own = seatsStatusFor(shared, 7);
    expect(JSON.parse(own.json.toString()).data.seats_status).toEqual({
      A1: SEAT_STATUSES.available,
      A2: seatStatusForViewer(SEAT_STATUSES.locked, true),
    });
    expect(seatsStatusFor(shared, 7)).toBe(own);
    expect(seatsStatusFor(snapshot(), 7)).not.toBe(own);
  });
});
