import { decideEnrollmentStep } from '@screener/contracts/enrollment-decision';
import { EVENT_TYPES, type EventType, isRegistrationClosed } from '@screener/contracts/event';
import type { Db } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPublishedScreener, isGeoBlocked } from '../screenings/index.ts';
import { takePlaceAndEnroll } from './event-places.ts';
import type { PaymentParts } from './payment-parts.ts';

export type EnrollInput = {
  companyId: number;
  consumerId: number;
  screenerId: number;
  /** For an event with both parts, the part chosen; a physical-only event is physical. */
  eventType: EventType | undefined;
  isPreview: boolean;
  country: string;
  now: Date;
};

/**
 * `enroll`: the server's side of the enrollment decision order. It enrols only where the dialog
 * would (free, purchased, or on demand and subscription events with a live subscription) and says
 * why otherwise: registration closed, geo-blocked, a payment in process, not purchased.
 */
export async function enroll(db: Db, payments: PaymentParts, input: EnrollInput): Promise<void> {
  const screener = await findPublishedScreener(db, input.companyId, input.screenerId);
  if (!screener) throw new AppError('NOT_FOUND');
  const geoBlocked = isGeoBlocked(screener, input.country);
  if (geoBlocked) throw new AppError('GEO_BLOCKED');
  const closed = isRegistrationClosed(
    { registration_ends_at: toApiDateTimeOrNull(screener.registrationEndsAt) },
    input.now,
  );
  if (!screener.isVodEvent && closed) throw new AppError('REGISTRATION_CLOSED');

  const states = await payments.viewerScreenings(db, input.companyId, input.consumerId);
  const state = states.find((entry) => entry.screener_id === screener.id);
  const subscriptionEvent = screener.isVodEvent || screener.eventType === EVENT_TYPES.subscription;
  const isSubscribed =
    subscriptionEvent &&
    (await payments.hasActiveSubscription(db, input.companyId, input.consumerId, input.now, screener.id));
  const chosen =
    screener.eventType === EVENT_TYPES.physical
      ? EVENT_TYPES.physical
      : input.eventType === EVENT_TYPES.physical || input.eventType === EVENT_TYPES.virtual
        ? input.eventType
        : EVENT_TYPES.virtual;
  const isPurchased = state?.is_purchased ?? false;
  const isPaymentInProcess = state?.is_payment_in_process ?? false;
  // A subscription event is sold only through the subscription.
  const isPaid = screener.monetizationEnabled || screener.eventType === EVENT_TYPES.subscription;

  const decision = decideEnrollmentStep({
    mode: 'event',
    isPreview: input.isPreview,
    isLoggedIn: true,
    eventType: screener.eventType,
    chosenEventType: chosen,
    isGeoBlocked: geoBlocked,
    isPurchased,
    isVenueTicketPurchased: state?.is_venue_ticket_purchased ?? false,
    isEnrolled: state?.is_enrolled ?? false,
    isPaymentInProcess,
    isPaid,
    // Subscription events follow the VOD rule: a subscription opens them without a plan.
    isVod: subscriptionEvent,
    isSubscribed,
    selectedPlan: null,
  });
  if (decision.action === 'logout_preview') throw new AppError('FORBIDDEN');
  if (decision.action !== 'enroll') {
    throw new AppError(isPaymentInProcess ? 'PAYMENT_IN_PROCESS' : 'NOT_PURCHASED');
  }
  await db.transaction(async (tx) => {
    await takePlaceAndEnroll(tx, payments.buyersHoldingPlaces, screener, input, {
      purchaseId: state?.purchase_id ?? null,
      viaSubscription: isPaid && !isPurchased && isSubscribed,
      eventType:
        screener.eventType === EVENT_TYPES.virtual_and_physical || screener.eventType === EVENT_TYPES.physical
          ? chosen
          : null,
    });
  });
}
