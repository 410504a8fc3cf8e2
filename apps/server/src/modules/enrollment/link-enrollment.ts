import { EVENT_TYPES } from '@screener/contracts/event';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import { type BuyersHoldingPlaces, takePlaceAndEnroll } from './event-places.ts';

/**
 * Enrols the viewer an access link signs in (spec part 2 §6: link-logged-in viewers) in the link's
 * event, inside the caller's transaction. The link is the company's own invitation, so no plan,
 * payment or registration end stands in the way; the event's capacity does, as for anyone. Whether
 * the viewer may watch now (the event's times, the geo block) stays the watch rule's question.
 * A viewer already enrolled keeps the enrolment as it is.
 */
export async function enrollLinkViewer(
  tx: DbExecutor,
  buyersHoldingPlaces: BuyersHoldingPlaces,
  input: { companyId: number; screenerId: number; consumerId: number; now: Date },
): Promise<void> {
  const screener = await findPublishedScreener(tx, input.companyId, input.screenerId);
  if (!screener) throw new AppError('NOT_FOUND');
  await takePlaceAndEnroll(tx, buyersHoldingPlaces, screener, input, {
    purchaseId: null,
    // A link opens the watch page: the online part of an event that has both.
    eventType:
      screener.eventType === EVENT_TYPES.virtual_and_physical
        ? EVENT_TYPES.virtual
        : screener.eventType === EVENT_TYPES.physical
          ? EVENT_TYPES.physical
          : null,
  });
}
