import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';
import { describe, expect, it } from 'vitest';
import { formatEventTime, screenerState } from './screener-state';

const now = new Date('2026-06-01T12:00:00Z');

function screener(overrides: Partial<Screener> = {}): Screener {
  return {
    id: 1,
    company_id: 1,
    title: 'Event',
    description: '',
    thumbnail_url: null,
    logo_url: null,
    films: [],
    venue: null,
    screening_starts_at: '2026-06-02 18:00:00',
    screening_ends_at: '2026-06-02 20:00:00',
    registration_ends_at: '2026-06-02 18:00:00',
    screening_tolerance: null,
    num_of_enrollments: 0,
    limitation: null,
    event_type: EVENT_TYPES.virtual,
    is_vod_event: 0,
    is_event_started: false,
    vod_availability: null,
    is_geo_blocked: false,
    is_payment_in_process: false,
    allow_chat_room: false,
    chat_room: null,
    donation_enabled: false,
    donation: null,
    qa_info: null,
    event_configuration: { is_full_screen_mode: false, no_skip: false, movie_switching_enabled: false },
    monetization: {},
    monetization_enabled: false,
    custom_link: null,
    hides_header: false,
    is_enrolled: false,
    is_purchased: false,
    event_starts_at: null,
    event_ends_at: null,
    pivot: null,
    ...overrides,
  };
}

describe('screenerState', () => {
  it('reads a plain upcoming event as open', () => {
    expect(screenerState(screener(), now)).toEqual({
      reserved: false,
      purchasedOnly: false,
      rental: null,
      archived: false,
      seats: { kind: 'available' },
      showEventType: false,
    });
  });

  it('tells reserved from bought-but-not-enrolled', () => {
    expect(screenerState(screener({ is_enrolled: true, is_purchased: true }), now)).toMatchObject({
      reserved: true,
      purchasedOnly: false,
    });
    expect(screenerState(screener({ is_purchased: true }), now).purchasedOnly).toBe(true);
  });

  it('shows the rental chip only once an on-demand rental has a window', () => {
    expect(screenerState(screener({ is_vod_event: 1 }), now).rental).toBeNull();
    expect(
      screenerState(screener({ is_vod_event: 1, event_ends_at: '2026-06-01 13:00:00' }), now).rental,
    ).toBe('active');
    expect(
      screenerState(screener({ is_vod_event: 1, event_ends_at: '2026-06-01 11:00:00' }), now).rental,
    ).toBe('expired');
  });

  it('archives a closed standard event and counts seats left', () => {
    const closed = screener({
      registration_ends_at: '2026-06-01 11:00:00',
      limitation: 10,
      num_of_enrollments: 10,
    });
    expect(screenerState(closed, now)).toMatchObject({
      archived: true,
      seats: { kind: 'registration_closed' },
    });
    const busy = screener({ limitation: 20, num_of_enrollments: 16, event_type: EVENT_TYPES.physical });
    expect(screenerState(busy, now)).toMatchObject({
      seats: { kind: 'seats_left', seatsLeft: 4 },
      showEventType: true,
    });
  });
});

describe('formatEventTime', () => {
  it('formats in the given time zone', () => {
    expect(formatEventTime('2026-06-01 23:30:00', 'en-GB', 'Europe/London')).toBe('2 Jun 2026, 00:30');
    expect(formatEventTime('2026-06-01 23:30:00', 'en-GB', 'Not/AZone')).toBe('1 Jun 2026, 23:30');
  });
});
