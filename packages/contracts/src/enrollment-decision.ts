import { type EnrollmentMode, EVENT_TYPES, type EventType } from './event.ts';
import { PRICING_TYPES, type PricingType } from './pricing.ts';

/** The part of an event with both parts that the viewer chose in the event-type step. */
export type ChosenEventType = typeof EVENT_TYPES.virtual | typeof EVENT_TYPES.physical;

export type EnrollmentDecisionInput = {
  mode: EnrollmentMode;
  isPreview: boolean;
  isLoggedIn: boolean;
  /** The event's type; null in pass and subscription modes, where no event is involved. */
  eventType: EventType | null;
  chosenEventType: ChosenEventType | null;
  isGeoBlocked: boolean;
  /** Event mode: the event is paid for; pass and subscription modes: the pass or plan is. */
  isPurchased: boolean;
  /**
   * Event mode: the viewer holds a venue ticket of the event (seats booked, or its venue-ticket
   * plan): for an event with both parts, what makes its venue part bought.
   */
  isVenueTicketPurchased: boolean;
  isEnrolled: boolean;
  isPaymentInProcess: boolean;
  /** The event is sold through plans (monetization enabled). */
  isPaid: boolean;
  isVod: boolean;
  isSubscribed: boolean;
  /** The chosen plan (event mode), the given pass (pass mode) or the given plan (subscription mode). */
  selectedPlan: { type: PricingType; coversScreener: boolean } | null;
};

export type EnrollmentDecision =
  | { action: 'logout_preview' }
  | { action: 'select_event_type' }
  | { action: 'select_physical' }
  | { action: 'login' }
  | { action: 'select_pricing_plan' }
  | { action: 'auto_pick_vod_plan' }
  | { action: 'error'; error: 'plan_not_covering' | 'payment_in_process' }
  | { action: 'payment' }
  | { action: 'go_to_subscription_tab' }
  | { action: 'enroll' };

export type EnrollmentAction = EnrollmentDecision['action'];

/**
 * The enrollment decision order (spec part 2 §4.5, part 1 §4), one step at a time: the dialog calls
 * it after every step and the `enroll` call runs it to refuse what the dialog would not allow.
 * Steps about the event itself (type choice, plan choice, plan coverage, a physical event) apply in
 * event mode only; pass and subscription modes bring their plan with them.
 */
export function decideEnrollmentStep(input: EnrollmentDecisionInput): EnrollmentDecision {
  const eventMode = input.mode === 'event';

  // 1. A preview session never enrolls or pays.
  if (input.isPreview) return { action: 'logout_preview' };

  // 2. An event with a venue part needs the part first.
  if (eventMode && input.chosenEventType === null) {
    if (input.eventType === EVENT_TYPES.physical) return { action: 'select_physical' };
    const skipChoice = input.isGeoBlocked || (input.isPurchased && input.isEnrolled) || !input.isPaid;
    if (input.eventType === EVENT_TYPES.virtual_and_physical && !skipChoice) {
      return { action: 'select_event_type' };
    }
  }

  // 3. Everything after this point acts for a consumer.
  if (!input.isLoggedIn) return { action: 'login' };

  const plan = input.selectedPlan;
  const physicalChosen = input.chosenEventType === EVENT_TYPES.physical;
  // An event with both parts sells each on its own: its venue part is bought by a venue ticket
  // only, so a viewer with the online ticket is still sold seats.
  const chosenPartPurchased =
    physicalChosen && input.eventType === EVENT_TYPES.virtual_and_physical
      ? input.isVenueTicketPurchased
      : input.isPurchased;

  // 4. A paid event not yet bought needs a plan; on demand, the first VOD plan is taken for the viewer.
  if (eventMode && plan === null && input.isPaid && !input.isPurchased && !physicalChosen) {
    if (input.isVod && !input.isSubscribed) return { action: 'auto_pick_vod_plan' };
    if (!input.isVod) return { action: 'select_pricing_plan' };
  }
  // Pass and subscription modes cannot go on without the pass or plan they were opened for.
  if (!eventMode && plan === null) return { action: 'select_pricing_plan' };

  // 5. The chosen plan must sell this event (a pass or subscription plan is checked by its own page).
  if (eventMode && plan !== null && !plan.coversScreener) {
    return { action: 'error', error: 'plan_not_covering' };
  }

  // 6 is the choice of `selectedPlan` by mode, made by the caller. 7. One payment at a time.
  if (input.isPaymentInProcess) return { action: 'error', error: 'payment_in_process' };

  // 8. By plan type.
  if (plan !== null) {
    switch (plan.type) {
      case PRICING_TYPES.single:
      case PRICING_TYPES.vod:
      case PRICING_TYPES.group:
      case PRICING_TYPES.physical_ticket:
        if (!chosenPartPurchased) return { action: 'payment' };
        break;
      case PRICING_TYPES.subscription:
        return input.isSubscribed ? { action: 'go_to_subscription_tab' } : { action: 'payment' };
    }
  }

  // 9. A physical event is bought seat by seat.
  if (physicalChosen && !chosenPartPurchased) return { action: 'payment' };

  // 10. Free, purchased, or on demand with a subscription.
  return { action: 'enroll' };
}
