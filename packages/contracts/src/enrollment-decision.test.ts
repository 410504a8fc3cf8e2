import { describe, expect, it } from 'vitest';
import {
  decideEnrollmentStep,
  type EnrollmentAction,
  type EnrollmentDecisionInput,
} from './enrollment-decision.ts';
import { EVENT_TYPES } from './event.ts';
import { PRICING_TYPES } from './pricing.ts';

/** A logged-in viewer on a free virtual event: every row changes only what its branch needs. */
const base: EnrollmentDecisionInput = {
  mode: 'event',
  isPreview: false,
  isLoggedIn: true,
  eventType: EVENT_TYPES.virtual,
  chosenEventType: null,
  isGeoBlocked: false,
  isPurchased: false,
  isVenueTicketPurchased: false,
  isEnrolled: false,
  isPaymentInProcess: false,
  isPaid: false,
  isVod: false,
  isSubscribed: false,
  selectedPlan: null,
};

const single = { type: PRICING_TYPES.single, coversScreener: true } as const;
const both = EVENT_TYPES.virtual_and_physical;

const rows: [string, Partial<EnrollmentDecisionInput>, EnrollmentAction, string?][] = [
  // 1. preview
  [
    'preview user is logged out first, before anything else',
    { isPreview: true, isLoggedIn: false, eventType: both, isPaid: true },
    'logout_preview',
  ],
  // 2. event type
  [
    'both-type paid event without a chosen part asks for the type',
    { eventType: both, isPaid: true },
    'select_event_type',
  ],
  [
    'both-type event asks even before login',
    { eventType: both, isPaid: true, isLoggedIn: false },
    'select_event_type',
  ],
  [
    'both-type geo-blocked event skips the choice',
    { eventType: both, isPaid: true, isGeoBlocked: true, selectedPlan: single },
    'payment',
  ],
  [
    'both-type purchased and enrolled skips the choice',
    { eventType: both, isPaid: true, isPurchased: true, isEnrolled: true },
    'enroll',
  ],
  [
    'both-type purchased but not enrolled still asks',
    { eventType: both, isPaid: true, isPurchased: true },
    'select_event_type',
  ],
  ['both-type free event skips the choice', { eventType: both }, 'enroll'],
  [
    'physical-only event selects physical directly',
    { eventType: EVENT_TYPES.physical, isPaid: true },
    'select_physical',
  ],
  [
    'physical-only event selects physical even when free',
    { eventType: EVENT_TYPES.physical },
    'select_physical',
  ],
  ['virtual-only event has no type step', { eventType: EVENT_TYPES.virtual, isLoggedIn: false }, 'login'],
  // 3. login
  ['not logged in goes to login', { isLoggedIn: false, isPaid: true }, 'login'],
  [
    'chosen part then login',
    { eventType: both, chosenEventType: EVENT_TYPES.virtual, isPaid: true, isLoggedIn: false },
    'login',
  ],
  // 4. plan selection
  ['paid non-VOD not purchased with no plan goes to plan selection', { isPaid: true }, 'select_pricing_plan'],
  [
    'paid VOD without subscription auto-picks the first VOD plan',
    { isPaid: true, isVod: true },
    'auto_pick_vod_plan',
  ],
  [
    'paid VOD with subscription enrols without a plan',
    { isPaid: true, isVod: true, isSubscribed: true },
    'enroll',
  ],
  ['paid and purchased needs no plan', { isPaid: true, isPurchased: true }, 'enroll'],
  ['pass mode without its pass asks for one', { mode: 'pass', eventType: null }, 'select_pricing_plan'],
  // 5. coverage
  [
    'a plan not covering this screener is an error',
    { isPaid: true, selectedPlan: { type: PRICING_TYPES.single, coversScreener: false } },
    'error',
    'plan_not_covering',
  ],
  [
    'pass mode does not check coverage of an event',
    { mode: 'pass', eventType: null, selectedPlan: { type: PRICING_TYPES.group, coversScreener: false } },
    'payment',
  ],
  // 7. payment in process
  [
    'a payment in process is an error',
    { isPaid: true, selectedPlan: single, isPaymentInProcess: true },
    'error',
    'payment_in_process',
  ],
  [
    'a payment in process in pass mode is an error',
    {
      mode: 'pass',
      eventType: null,
      selectedPlan: { type: PRICING_TYPES.group, coversScreener: true },
      isPaymentInProcess: true,
    },
    'error',
    'payment_in_process',
  ],
  // 8. by plan type
  ['single unpurchased goes to payment', { isPaid: true, selectedPlan: single }, 'payment'],
  [
    'VOD plan unpurchased goes to payment',
    { isPaid: true, isVod: true, selectedPlan: { type: PRICING_TYPES.vod, coversScreener: true } },
    'payment',
  ],
  [
    'group unpurchased goes to payment (pass mode)',
    { mode: 'pass', eventType: null, selectedPlan: { type: PRICING_TYPES.group, coversScreener: true } },
    'payment',
  ],
  [
    'group already purchased enrols',
    { isPaid: true, isPurchased: true, selectedPlan: { type: PRICING_TYPES.group, coversScreener: true } },
    'enroll',
  ],
  [
    'physical ticket plan unpurchased goes to payment',
    { isPaid: true, selectedPlan: { type: PRICING_TYPES.physical_ticket, coversScreener: true } },
    'payment',
  ],
  [
    'subscription already subscribed goes to the subscription tab',
    {
      mode: 'subscription',
      eventType: null,
      isSubscribed: true,
      selectedPlan: { type: PRICING_TYPES.subscription, coversScreener: true },
    },
    'go_to_subscription_tab',
  ],
  [
    'subscription not subscribed goes to payment',
    {
      mode: 'subscription',
      eventType: null,
      selectedPlan: { type: PRICING_TYPES.subscription, coversScreener: true },
    },
    'payment',
  ],
  // 9. physical event
  [
    'physical part chosen and unpurchased goes to payment (seats)',
    { eventType: both, chosenEventType: EVENT_TYPES.physical, isPaid: true },
    'payment',
  ],
  [
    'physical part chosen and purchased enrols',
    {
      eventType: EVENT_TYPES.physical,
      chosenEventType: EVENT_TYPES.physical,
      isPaid: true,
      isPurchased: true,
    },
    'enroll',
  ],
  [
    'both-type: the venue part chosen after buying only the online ticket goes to payment (seats)',
    {
      eventType: both,
      chosenEventType: EVENT_TYPES.physical,
      isPaid: true,
      isPurchased: true,
      isEnrolled: true,
    },
    'payment',
  ],
  [
    'both-type: the venue part chosen with its venue ticket bought enrols',
    {
      eventType: both,
      chosenEventType: EVENT_TYPES.physical,
      isPaid: true,
      isPurchased: true,
      isVenueTicketPurchased: true,
    },
    'enroll',
  ],
  // 10. enroll
  ['free event enrols', {}, 'enroll'],
  ['purchased single event enrols', { isPaid: true, isPurchased: true, selectedPlan: single }, 'enroll'],
];

describe('decideEnrollmentStep', () => {
  it.each(rows)('%s', (_name, overrides, action, error) => {
    const decision = decideEnrollmentStep({ ...base, ...overrides });
    expect(decision.action).toBe(action);
    if (error) expect(decision).toEqual({ action: 'error', error });
  });
});
