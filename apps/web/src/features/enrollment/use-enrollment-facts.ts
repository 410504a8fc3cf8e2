import { ACCESS_LINK_TYPES, EVENT_TYPES, IS_VOD } from '@screener/contracts/event';
import { isPurchaseCompleted, isPurchaseInPayment, PRICING_TYPES } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import type { Screener } from '@screener/contracts/screener';
import { venuePartsOf } from '@screener/contracts/venue-parts';
import { useSession } from '../../api/session-store';
import type { EnrollmentRequest } from '../../domain/enrollment/enrollment-dialog-context';
import { useScreener } from '../../domain/event/api';
import { useGroupPurchases } from '../../domain/viewer/api';
import { useOwnSubscription } from '../../domain/viewer/own-subscription';
import { usePlansForScreener } from './api';
import type { EnrollmentFacts, PlanOption } from './enrollment-screen';

/** A subscription plan as the decision sees it; subscription plans cover no listed event. */
export type SubscriptionOption = PlanOption & { name: string };
export type DialogPlan = PricingPlan | SubscriptionOption;

/** Event and pass plans are sold here; a subscription plan is not. */
export function isPricingPlan(plan: DialogPlan): plan is PricingPlan {
  return 'price' in plan;
}

export type EnrollmentFactsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; facts: EnrollmentFacts<DialogPlan>; screener: Screener | null };

/**
 * The facts the decision order reads, from the viewer's own data: the event as the signed-in
 * viewer sees it (fetched again after a login in the dialog), the plans that sell it, and the
 * viewer's passes. Until those are in, the dialog waits.
 */
export function useEnrollmentFacts(request: EnrollmentRequest): EnrollmentFactsState {
  const session = useSession();
  const eventRequest = request.mode === 'event' ? request : null;
  const screenerQuery = useScreener(eventRequest?.screener.id ?? null);
  const screener = eventRequest ? (screenerQuery.data ?? null) : null;
  const plansQuery = usePlansForScreener(screener?.monetization_enabled ? screener.id : null);
  const passesQuery = useGroupPurchases();
  const subscriptionQuery = useOwnSubscription();
  const subscriptionStatus = subscriptionQuery.data?.subscription?.status;

  const viewer = {
    isPreview: session?.access_link?.type === ACCESS_LINK_TYPES.preview,
    isLoggedIn: session !== null,
    isSubscribed: subscriptionStatus === 'active' || subscriptionStatus === 'trialing',
  };
  // The decision reads the subscription (on-demand events, subscription mode): a signed-in viewer's
  // is awaited; one that cannot be read counts as none, so buying a ticket still works.
  if (viewer.isLoggedIn && subscriptionQuery.isPending) return { status: 'loading' };

  if (request.mode === 'event') {
    if (screenerQuery.isError) return { status: 'error', error: screenerQuery.error };
    if (plansQuery.isError) return { status: 'error', error: plansQuery.error };
    if (!screener || (screener.monetization_enabled && !plansQuery.data)) return { status: 'loading' };
    return {
      status: 'ready',
      screener,
      facts: {
        ...viewer,
        mode: 'event',
        eventType: screener.event_type,
        isGeoBlocked: screener.is_geo_blocked,
        isPurchased: screener.is_purchased,
        isVenueTicketPurchased: screener.is_venue_ticket_purchased ?? false,
        isEnrolled: screener.is_enrolled,
        isPaymentInProcess: screener.is_payment_in_process,
        // A subscription event is sold only through the subscription and opens as on demand does.
        isPaid: screener.monetization_enabled || screener.event_type === EVENT_TYPES.subscription,
        isVod: screener.is_vod_event === IS_VOD.on_demand || screener.event_type === EVENT_TYPES.subscription,
        screenerId: screener.id,
        hasSeatChart: venuePartsOf(screener) !== null,
        plans: plansQuery.data ?? [],
        givenPlan: null,
      },
    };
  }

  const givenPlan: DialogPlan =
    request.mode === 'pass'
      ? request.pricingPlan
      : { ...request.subscriptionPlan, type: PRICING_TYPES.subscription, screening_ids: [] };
  if (viewer.isLoggedIn && passesQuery.isError) return { status: 'error', error: passesQuery.error };
  if (viewer.isLoggedIn && !passesQuery.data) return { status: 'loading' };
  const pass = passesQuery.data?.find((purchase) => purchase.monetization_pricing_id === givenPlan.id);
  return {
    status: 'ready',
    screener: null,
    facts: {
      ...viewer,
      mode: request.mode,
      eventType: null,
      isGeoBlocked: false,
      isPurchased: request.mode === 'pass' && isPurchaseCompleted(pass?.status),
      isVenueTicketPurchased: false,
      isEnrolled: false,
      isPaymentInProcess: request.mode === 'pass' && isPurchaseInPayment(pass?.status),
      isPaid: true,
      isVod: false,
      screenerId: null,
      hasSeatChart: false,
      plans: [],
      givenPlan,
    },
  };
}
