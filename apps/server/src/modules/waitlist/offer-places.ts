import { DEFAULT_WAITLIST_OFFER_HOURS } from '@screener/contracts/waitlist';
import { and, asc, count, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { CompanyRow } from '../companies/index.ts';
import { eventPlaceHolders, lockEventPlaces } from '../enrollment/index.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import { newClaimToken } from './claim-token.ts';
import type { PlaceHolders } from './deps.ts';
import { HOLDING } from './place-holders.ts';
import { type WaitlistEntryRow, waitlistEntries } from './schema.ts';

/** An offer just made, with the token only its mail will ever carry. */
export type NewOffer = { entry: WaitlistEntryRow; token: string };

const HOUR_MS = 3_600_000;

export function offerHoursOf(company: Pick<CompanyRow, 'customProperties'>): number {
  return company.customProperties.waitlist_offer_hours ?? DEFAULT_WAITLIST_OFFER_HOURS;
}

/**
 * Offers the event's free places to the first in line, one offer per free place, inside the
 * caller's transaction. It takes the event's place lock (the one purchases and enrolments take), so
 * two nodes freeing places at once offer each place once, and nobody buys a place while it is
 * being offered. First it closes what is done: offers past their time (enrolled when the viewer
 * holds a place by now, expired otherwise), and waiting viewers who hold a place already.
 */
export async function offerFreePlaces(
  tx: DbExecutor,
  placeHolders: PlaceHolders,
  input: { company: Pick<CompanyRow, 'id' | 'customProperties'>; screenerId: number; now: Date },
): Promise<NewOffer[]> {
  const { company, screenerId, now } = input;
  const screener = await findPublishedScreener(tx, company.id, screenerId);
  const capacity = screener?.limitation ?? 0;
  await lockEventPlaces(tx, screenerId);
  const holders = () => eventPlaceHolders(tx, placeHolders, screenerId, now);
  const held = holders();
  const holding = tx.select({ consumerId: held.consumerId }).from(held);
  const inEvent = and(ofCompany(waitlistEntries, company.id), eq(waitlistEntries.screenerId, screenerId));
  await tx
    .update(waitlistEntries)
    .set({
      status: sql`case when ${inArray(waitlistEntries.consumerId, holding)} then 'enrolled' else 'expired' end`,
      closedAt: now,
    })
    .where(
      and(inEvent, inArray(waitlistEntries.status, [...HOLDING]), lte(waitlistEntries.offerExpiresAt, now)),
    );
  await tx
    .update(waitlistEntries)
    .set({ status: 'enrolled', closedAt: now })
    .where(and(inEvent, eq(waitlistEntries.status, 'waiting'), inArray(waitlistEntries.consumerId, holding)));
  if (capacity <= 0) return [];

  const [taken] = await tx.select({ value: count() }).from(holders());
  const free = capacity - (taken?.value ?? 0);
  if (free <= 0) return [];
  const next = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(inEvent, eq(waitlistEntries.status, 'waiting'), notInArray(waitlistEntries.consumerId, holding)),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id))
    .limit(free);
  const expiresAt = new Date(now.getTime() + offerHoursOf(company) * HOUR_MS);
  const offers: NewOffer[] = [];
  for (const { id } of next) {
    const { token, hash } = newClaimToken();
    const [entry] = await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, claimTokenHash: hash })
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
      .returning();
    if (entry) offers.push({ entry, token });
  }
  return offers;
}
