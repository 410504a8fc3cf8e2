import { EVENT_TYPES } from '@screener/contracts/event';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { describe, expect, it } from 'vitest';
import { type EnrollmentFacts, enrollmentScreen, type PlanOption } from './enrollment-screen';

const single: PlanOption = { id: 1, type: PRICING_TYPES.single, screening_ids: [9] };
const group: PlanOption = { id: 2, type: PRICING_TYPES.group, screening_ids: [9, 10] };
const vod: PlanOption = { id: 3, type: PRICING_TYPES.vod, screening_ids: [9] };
const venue: PlanOption = { id: 4, type: PRICING_TYPES.physical_ticket, screening_ids: [9] };
const elsewhere: PlanOption = { id: 5, type: PRICING_TYPES.single, screening_ids: [10] };

const paidEvent: EnrollmentFacts<PlanOption> = {
  mode: 'event',
  isPreview: false,
  isLoggedIn: true,
  eventType: EVENT_TYPES.virtual,
  isGeoBlocked: false,
  isPurchased: false,
  isVenueTicketPurchased: false,
  isEnrolled: false,
  isPaymentInProcess: false,
  isPaid: true,
  isVod: false,
  isSubscribed: false,
  screenerId: 9,
  hasSeatChart: false,
  plans: [single, group],
  givenPlan: null,
};
const nothingChosen = { chosenEventType: null, planId: null, seatBooking: null };
const held: LockedBooking = {
  id: 7,
  screener_id: 9,
  seat_indexes: ['1-1'],
  ticket_types_discount: { '1-1': 10 },
  seats: [{ seat_index: '1-1', label: 'A1', category: 10, ticket_type: 10, price: '10.00' }],
  amount: '10.00',
  currency: 'EUR',
  lock_expires_at: '2026-06-01 12:10:00',
};

describe('enrollmentScreen', () => {
  it('asks a guest to log in before anything about plans', () => {
    expect(enrollmentScreen({ ...paidEvent, isLoggedIn: false }, nothingChosen)).toEqual({ screen: 'login' });
  });

  it('asks for a plan, then pays for the one chosen', () => {
    expect(enrollmentScreen(paidEvent, nothingChosen)).toEqual({ screen: 'select_pricing_plan' });
    expect(enrollmentScreen(paidEvent, { ...nothingChosen, planId: group.id })).toEqual({
      screen: 'payment',
      plan: group,
      chosenEventType: null,
    });
  });

  it('refuses a plan that does not sell this event', () => {
    const facts = { ...paidEvent, plans: [single, elsewhere] };
    expect(enrollmentScreen(facts, { ...nothingChosen, planId: elsewhere.id })).toEqual({
      screen: 'error',
      error: 'plan_not_covering',
    });
  });

  it('enrols in a free event and in one already bought', () => {
    expect(enrollmentScreen({ ...paidEvent, isPaid: false, plans: [] }, nothingChosen)).toEqual({
      screen: 'enroll',
      chosenEventType: null,
    });
    expect(enrollmentScreen({ ...paidEvent, isPurchased: true }, nothingChosen)).toEqual({
      screen: 'enroll',
      chosenEventType: null,
    });
  });

  it('takes the first VOD plan of an on-demand event for the viewer', () => {
    const facts = { ...paidEvent, isVod: true, plans: [single, vod] };
    expect(enrollmentScreen(facts, nothingChosen)).toEqual({
      screen: 'payment',
      plan: vod,
      chosenEventType: null,
    });
    expect(enrollmentScreen({ ...facts, plans: [single] }, nothingChosen)).toEqual({
      screen: 'error',
      error: 'no_plan',
    });
  });

  it('asks for the part of an event with both parts, and sells the venue by its ticket plan', () => {
    const hybrid = { ...paidEvent, eventType: EVENT_TYPES.virtual_and_physical, plans: [single, venue] };
    expect(enrollmentScreen(hybrid, nothingChosen)).toEqual({ screen: 'select_event_type' });
    expect(enrollmentScreen(hybrid, { ...nothingChosen, chosenEventType: EVENT_TYPES.virtual })).toEqual({
      screen: 'select_pricing_plan',
    });
    expect(enrollmentScreen(hybrid, { ...nothingChosen, chosenEventType: EVENT_TYPES.physical })).toEqual({
      screen: 'payment',
      plan: venue,
      chosenEventType: EVENT_TYPES.physical,
    });
  });

  it('selects physical by itself for a venue-only event, and says so when no venue ticket is sold', () => {
    const physical = { ...paidEvent, eventType: EVENT_TYPES.physical, plans: [single] };
    expect(enrollmentScreen(physical, nothingChosen)).toEqual({ screen: 'error', error: 'no_venue_ticket' });
    expect(enrollmentScreen({ ...physical, isPurchased: true }, nothingChosen)).toEqual({
      screen: 'enroll',
      chosenEventType: EVENT_TYPES.physical,
    });
  });

  it('opens the seat chart for the venue of an event that has one, then pays for the held seats', () => {
    const atVenue = { ...paidEvent, eventType: EVENT_TYPES.physical, hasSeatChart: true, plans: [] };
    expect(enrollmentScreen(atVenue, nothingChosen)).toEqual({ screen: 'select_seats' });
    expect(enrollmentScreen(atVenue, { ...nothingChosen, seatBooking: held })).toEqual({
      screen: 'seat_payment',
      booking: held,
    });
    expect(enrollmentScreen({ ...atVenue, isLoggedIn: false }, nothingChosen)).toEqual({ screen: 'login' });
  });

  it('opens the seat chart for the venue ticket of an event with both parts whose online ticket is bought', () => {
    const onlineBought = {
      ...paidEvent,
      eventType: EVENT_TYPES.virtual_and_physical,
      hasSeatChart: true,
      isPurchased: true,
      isEnrolled: true,
    };
    const venueChosen = { ...nothingChosen, chosenEventType: EVENT_TYPES.physical };
    expect(enrollmentScreen(onlineBought, venueChosen)).toEqual({ screen: 'select_seats' });
    expect(enrollmentScreen({ ...onlineBought, isVenueTicketPurchased: true }, venueChosen)).toEqual({
      screen: 'enroll',
      chosenEventType: EVENT_TYPES.physical,
    });
  });

  it('pays for the given pass in pass mode unless it is bought or being paid', () => {
    const pass: EnrollmentFacts<PlanOption> = {
      ...paidEvent,
      mode: 'pass',
      eventType: null,
      screenerId: null,
      plans: [],
      givenPlan: group,
    };
    expect(enrollmentScreen(pass, nothingChosen)).toEqual({
      screen: 'payment',
      plan: group,
      chosenEventType: null,
    });
    expect(enrollmentScreen({ ...pass, isPaymentInProcess: true }, nothingChosen)).toEqual({
      screen: 'error',
      error: 'payment_in_process',
    });
  });

  it('logs a preview session out first', () => {
    expect(enrollmentScreen({ ...paidEvent, isPreview: true }, nothingChosen)).toEqual({
      screen: 'logout_preview',
    });
  });
});
