import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { waitlistEntries } from './schema.ts';

/** The states of an entry still in line; `offered` and `claimed` hold a place while the offer lasts. */
export const IN_LINE = ['waiting', 'offered', 'claimed'] as const;
export const HOLDING = ['offered', 'claimed'] as const;

/**
 * The viewers whose waitlist offer for the event is open, so each holds a place nobody else may
 * buy. A query, not its rows: the place count reads it in the same statement as the enrolled.
 */
export function offersHoldingPlaces(db: DbExecutor, screenerId: number, now: Date) {
  return db
    .select({ consumerId: waitlistEntries.consumerId })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.screenerId, screenerId),
        inArray(waitlistEntries.status, [...HOLDING]),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    );
}
