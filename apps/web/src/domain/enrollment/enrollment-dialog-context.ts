import type { PricingPlan } from '@screener/contracts/pricing-plans';
import type { Screener } from '@screener/contracts/screener';
import { createContext, use } from 'react';

/** What the viewer asked for on a card, the overview or the dashboard (see contracts main-button.ts). */
export type EnrollmentIntent = 'watch' | 'buy_ticket' | 'participate' | 'buy_venue_ticket';

/**
 * What the enrollment dialog is opened for, one member per mode (spec part 2 §9 "Enrollment
 * modes"): an event; a pass (group pricing plan) bought from the passes pages; a subscription plan.
 */
export type EnrollmentRequest =
  | { mode: 'event'; screener: Screener; intent: EnrollmentIntent }
  | { mode: 'pass'; pricingPlan: PricingPlan }
  | { mode: 'subscription'; subscriptionPlan: { id: number; name: string } };

export type EnrollmentDialogApi = {
  /** Opens the dialog, replacing one already open; it walks the decision order from the start. */
  open: (request: EnrollmentRequest) => void;
};

const missingProvider: EnrollmentDialogApi = {
  open: () => {
    throw new Error('useEnrollmentDialog().open is called outside the EnrollmentDialogProvider');
  },
};

export const EnrollmentDialogContext = createContext<EnrollmentDialogApi>(missingProvider);

/** The enrollment dialog of the company layout (spec part 2 §2.11), e.g. `open({ mode: 'pass', pricingPlan })`. */
export function useEnrollmentDialog(): EnrollmentDialogApi {
  return use(EnrollmentDialogContext);
}
