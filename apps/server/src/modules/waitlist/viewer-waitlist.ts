import { toApiDateTime } from '@screener/contracts/dates';
import type { WaitlistPlace } from '@screener/contracts/waitlist';
import { and, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventPlaceHolders, lockEventPlaces } from '../enrollment/index.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import { hasSeatChart } from '../venues/index.ts';
import { hashClaimToken } from './claim-token.ts';
import type { PlaceHolders } from './deps.ts';
import { IN_LINE } from './place-holders.ts';
import { type WaitlistEntryRow, waitlistEntries } from './schema.ts';

export type ViewerAt = { companyId: number; screenerId: number; consumerId: number; now: Date };

export type WaitlistState = { screener_id: number; sold_out: boolean; place: WaitlistPlace | null };

/** The event as the waitlist reads it: published, with its capacity (0 is none). */
async function eventCapacity(tx: DbExecutor, input: ViewerAt): Promise<number> {
  const screener = await findPublishedScreener(tx, input.companyId, input.screenerId);
  if (!screener) throw new AppError('NOT_FOUND');
  return screener.limitation ?? 0;
}

/** The places held by others than the viewer, and whether the viewer holds one. */
async function placesHeld(tx: DbExecutor, placeHolders: PlaceHolders, input: ViewerAt) {
  const held = eventPlaceHolders(tx, placeHolders, input.screenerId, input.now);
  const [row] = await tx
    .select({
      others: sql<number>`count(*) filter (where ${held.consumerId} <> ${input.consumerId})`.mapWith(Number),
      own: sql<number>`count(*) filter (where ${held.consumerId} = ${input.consumerId})`.mapWith(Number),
    })
    .from(held);
  return { others: row?.others ?? 0, holdsOne: (row?.own ?? 0) > 0 };
}

/** How many others than the viewer wait in the event's line (each is promised a place before them). */
async function othersWaiting(tx: DbExecutor, input: ViewerAt): Promise<number> {
  const [waiting] = await tx
    .select({ value: count() })
    .from(waitlistEntries)
    .where(
      and(
        ofCompany(waitlistEntries, input.companyId),
        eq(waitlistEntries.screenerId, input.screenerId),
        eq(waitlistEntries.status, 'waiting'),
        ne(waitlistEntries.consumerId, input.consumerId),
      ),
    );
  return waiting?.value ?? 0;
}

function inLineOf(input: ViewerAt) {
  return and(
    ofCompany(waitlistEntries, input.companyId),
    eq(waitlistEntries.screenerId, input.screenerId),
    eq(waitlistEntries.consumerId, input.consumerId),
    inArray(waitlistEntries.status, [...IN_LINE]),
  );
}

async function placeOf(tx: DbExecutor, entry: WaitlistEntryRow): Promise<WaitlistPlace> {
  let position: number | null = null;
  if (entry.status === 'waiting') {
    const [ahead] = await tx
      .select({ value: count() })
      .from(waitlistEntries)
      .where(
        and(
          ofCompany(waitlistEntries, entry.companyId),
          eq(waitlistEntries.screenerId, entry.screenerId),
          eq(waitlistEntries.status, 'waiting'),
          or(
            lt(waitlistEntries.joinedAt, entry.joinedAt),
            and(eq(waitlistEntries.joinedAt, entry.joinedAt), lt(waitlistEntries.id, entry.id)),
          ),
        ),
      );
    position = (ahead?.value ?? 0) + 1;
  }
  return {
    status: entry.status,
    position,
    joined_at: toApiDateTime(entry.joinedAt),
    offer_expires_at: toApiDateTimeOrNull(entry.offerExpiresAt),
  };
}

/** `waitlist/get`: whether there is a place for the viewer to buy, and their place in line. */
export async function waitlistState(
  db: DbExecutor,
  placeHolders: PlaceHolders,
  input: ViewerAt,
): Promise<WaitlistState> {
  const capacity = await eventCapacity(db, input);
  const [entry] = await db.select().from(waitlistEntries).where(inLineOf(input)).limit(1);
  const live = entry && (entry.status === 'waiting' || (entry.offerExpiresAt ?? input.now) > input.now);
  let soldOut = false;
  if (capacity > 0) {
    const { others, holdsOne } = await placesHeld(db, placeHolders, input);
    // A viewer holding a place or an open offer has one to buy; others queue behind those waiting.
    const holdsPlace = holdsOne || (live && entry.status !== 'waiting');
    soldOut = !holdsPlace && others + (await othersWaiting(db, input)) >= capacity;
  }
  return {
    screener_id: input.screenerId,
    sold_out: soldOut,
    place: entry && live ? await placeOf(db, entry) : null,
  };
}

/**
 * `waitlist/join`: the viewer goes to the end of the line, once. Refused while a place is left
 * for them to buy (none held by others or promised to those already waiting), for a viewer who
 * holds a place already, and at an event sold by its seat chart, which has no line. Taken under
 * the event's place lock, so a place freeing meanwhile is either seen here or offered after the
 * viewer joined.
 */
export async function joinWaitlist(
  db: DbExecutor,
  placeHolders: PlaceHolders,
  input: ViewerAt & { language: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const capacity = await eventCapacity(tx, input);
    if (capacity <= 0) throw new AppError('WAITLIST_PLACES_LEFT');
    await lockEventPlaces(tx, input.screenerId);
    // Already in line (waiting or offered): joining again keeps the place.
    const [inLine] = await tx.select({ id: waitlistEntries.id }).from(waitlistEntries).where(inLineOf(input));
    if (inLine) return;
    const { others, holdsOne } = await placesHeld(tx, placeHolders, input);
    if (holdsOne) throw new AppError('ALREADY_PURCHASED');
    if (others + (await othersWaiting(tx, input)) < capacity) throw new AppError('WAITLIST_PLACES_LEFT');
    // A seat chart's freed seats go to whoever picks them on the chart: no line to wait in.
    if (await hasSeatChart(tx, input.companyId, input.screenerId)) throw new AppError('SOLD_OUT');
    await tx
      .insert(waitlistEntries)
      .values({
        companyId: input.companyId,
        screenerId: input.screenerId,
        consumerId: input.consumerId,
        language: input.language,
        joinedAt: input.now,
      })
      .onConflictDoNothing();
  });
}

/** `waitlist/leave`: out of the line; answers whether an open offer's place was given back. */
export async function leaveWaitlist(db: DbExecutor, input: ViewerAt): Promise<boolean> {
  const [left] = await db
    .update(waitlistEntries)
    .set({ status: 'left', closedAt: input.now })
    .where(inLineOf(input))
    .returning({ offerExpiresAt: waitlistEntries.offerExpiresAt });
  return Boolean(left?.offerExpiresAt && left.offerExpiresAt > input.now);
}

/**
 * `waitlist/claim`: the mailed link's token, for the viewer it was offered to, while the offer
 * lasts. One conditional update: of two uses at once, or one after the time, only one grants.
 * The claimed offer keeps holding its place until its time ends, for the viewer to buy or enrol.
 */
export async function claimOffer(
  db: DbExecutor,
  input: { companyId: number; consumerId: number; token: string; now: Date },
): Promise<{ screenerId: number; holdEndsAt: Date }> {
  const hash = hashClaimToken(input.token);
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(and(ofCompany(waitlistEntries, input.companyId), eq(waitlistEntries.claimTokenHash, hash)))
    .limit(1);
  if (!entry) throw new AppError('WAITLIST_OFFER_ENDED');
  if (entry.consumerId !== input.consumerId) throw new AppError('LINK_FOR_ANOTHER_ACCOUNT');
  const [claimed] = await db
    .update(waitlistEntries)
    .set({ status: 'claimed', claimedAt: input.now })
    .where(
      and(
        eq(waitlistEntries.id, entry.id),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, input.now),
      ),
    )
    .returning();
  if (!claimed?.offerExpiresAt) throw new AppError('WAITLIST_OFFER_ENDED');
  return { screenerId: claimed.screenerId, holdEndsAt: claimed.offerExpiresAt };
}
