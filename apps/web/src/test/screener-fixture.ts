import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';

/**
 * An event as the screenings API answers it, for web tests: a virtual screening tomorrow evening
 * that the viewer has not joined yet. Each test names what its event does differently.
 */
export function screenerFixture(overrides: Partial<Screener> = {}): Screener {
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
