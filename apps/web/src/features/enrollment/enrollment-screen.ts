import {
  type ChosenEventType,
  decideEnrollmentStep,
  type EnrollmentDecisionInput,
} from '@screener/contracts/enrollment-decision';
import { EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES, type PricingType } from '@screener/contracts/pricing';
import type { LockedBooking } from '@screener/contracts/seat-booking';

/** What the dialog needs to know of a plan to decide; the full plan travels through unchanged. */
export type PlanOption = { id: number; type: PricingType; screening_ids: readonly number[] };

/** What the dialog knows of the viewer, the event and the plans; everything but the viewer's choices. */
export type EnrollmentFacts<P extends PlanOption> = Omit<
  EnrollmentDecisionInput,
  'chosenEventType' | 'selectedPlan'
> & {
  /** The event of event mode; null in pass and subscription modes. */
  screenerId: number | null;
  /** The event has a venue with a seat chart, so its physical part is bought seat by seat. */
  hasSeatChart: boolean;
  /** Event mode: the plans on sale that sell the event. */
  plans: readonly P[];
  /** Pass and subscription modes: the pass or plan the dialog was opened for. */
  givenPlan: P | null;
};

/** What the viewer chose in the dialog so far. */
export type EnrollmentChoices = {
  chosenEventType: ChosenEventType | null;
  planId: number | null;
  /** The seats the viewer holds, once the seat chart's hold succeeded. */
  seatBooking: LockedBooking | null;
};

export type EnrollmentScreen<P extends PlanOption> =
  | { screen: 'logout_preview' }
  | { screen: 'login' }
  | { screen: 'select_event_type' }
  | { screen: 'select_pricing_plan' }
  | { screen: 'payment'; plan: P; chosenEventType: ChosenEventType | null }
  | { screen: 'select_seats' }
  | { screen: 'seat_payment'; booking: LockedBooking }
  | { screen: 'error'; error: 'plan_not_covering' | 'payment_in_process' | 'no_plan' | 'no_venue_ticket' }
  | { screen: 'subscription_tab' }
  | { screen: 'enroll'; chosenEventType: ChosenEventType | null };

/**
 * The screen the dialog shows for these facts and choices. It asks `decideEnrollmentStep` and takes
 * the steps that need no viewer itself: a physical-only event selects physical, an on-demand event
 * takes its first VOD plan, and a physical choice opens the seat chart, then pays for the held seats
 * (an event at a venue without a chart sells its place by its venue-ticket plan).
 */
export function enrollmentScreen<P extends PlanOption>(
  facts: EnrollmentFacts<P>,
  choices: EnrollmentChoices,
): EnrollmentScreen<P> {
  const { plans, givenPlan, screenerId, hasSeatChart, ...input } = facts;
  const eventMode = facts.mode === 'event';
  let chosenEventType = choices.chosenEventType;
  let plan: P | null = eventMode ? (plans.find((option) => option.id === choices.planId) ?? null) : givenPlan;
  const firstOfType = (type: PricingType) => plans.find((option) => option.type === type) ?? null;

  // Each automatic step settles one choice, so the loop ends within three turns.
  for (;;) {
    const decision = decideEnrollmentStep({
      ...input,
      chosenEventType,
      selectedPlan: plan
        ? {
            type: plan.type,
            coversScreener: !eventMode || (screenerId !== null && plan.screening_ids.includes(screenerId)),
          }
        : null,
    });
    switch (decision.action) {
      case 'select_physical':
        chosenEventType = EVENT_TYPES.physical;
        continue;
      case 'auto_pick_vod_plan':
        plan = firstOfType(PRICING_TYPES.vod);
        if (!plan) return { screen: 'error', error: 'no_plan' };
        continue;
      case 'payment': {
        if (chosenEventType === EVENT_TYPES.physical && hasSeatChart && plan === null) {
          return choices.seatBooking
            ? { screen: 'seat_payment', booking: choices.seatBooking }
            : { screen: 'select_seats' };
        }
        const payFor = plan ?? firstOfType(PRICING_TYPES.physical_ticket);
        if (!payFor) return { screen: 'error', error: 'no_venue_ticket' };
        return { screen: 'payment', plan: payFor, chosenEventType };
      }
      case 'error':
        return { screen: 'error', error: decision.error };
      case 'go_to_subscription_tab':
        return { screen: 'subscription_tab' };
      case 'enroll':
        return { screen: 'enroll', chosenEventType };
      case 'logout_preview':
      case 'login':
      case 'select_event_type':
      case 'select_pricing_plan':
        return { screen: decision.action };
    }
  }
}
