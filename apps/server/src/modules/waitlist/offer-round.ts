import { inArray } from 'drizzle-orm';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { FreedPlace } from '../../ports/places.ts';
import type { PlaceHolders, WaitlistDeps } from './deps.ts';
import { type MailLog, mailOffer } from './offer-mail.ts';
import { offerFreePlaces } from './offer-places.ts';
import { IN_LINE } from './place-holders.ts';
import { waitlistEntries } from './schema.ts';

export type OfferRound = (place: FreedPlace) => Promise<number>;

/**
 * Offers an event's free places and mails the offers once their transaction committed, so a mail
 * never names an offer that was rolled back. Answers how many offers were made.
 */
export function createOfferRound(
  deps: Pick<WaitlistDeps, 'db' | 'mailer' | 'clock' | 'companies' | 'config'>,
  placeHolders: PlaceHolders,
  log: MailLog,
): OfferRound {
  return async ({ companyId, screenerId }) => {
    const company = await deps.companies.byId(companyId);
    if (!company) return 0;
    const offers = await deps.db.transaction((tx) =>
      offerFreePlaces(tx, placeHolders, { company, screenerId, now: deps.clock.now() }),
    );
    const origin = siteOrigin(deps.config, company.domain);
    for (const offer of offers) await mailOffer(deps, company, origin, offer, log);
    return offers.length;
  };
}

/**
 * The expiry job's round: every event with someone in line, so offers past their time pass on and
 * places freed without a word (an unpaid purchase's hold running out) are offered within a round.
 */
export async function sweepWaitlists(
  deps: Pick<WaitlistDeps, 'db'>,
  offerRound: OfferRound,
  log: MailLog,
): Promise<number> {
  const events = await deps.db
    .selectDistinct({ companyId: waitlistEntries.companyId, screenerId: waitlistEntries.screenerId })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.status, [...IN_LINE]));
  let offered = 0;
  for (const event of events) {
    try {
      offered += await offerRound(event);
    } catch (error) {
      log.error({ err: error, screenerId: event.screenerId }, 'waitlist round failed for an event');
    }
  }
  return offered;
}
